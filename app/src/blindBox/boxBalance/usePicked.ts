import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { blindBoxStore, drawersStore, type BlindBoxState } from '../../stores';

type PickPurpose = NonNullable<BlindBoxState['nftListPurpose']>;

export interface Picked {
  /** The inscription ids chosen for this purpose, in the order they were chosen. */
  readonly ids: readonly string[];
  /** Opens the NFT list over the drawer, starting from this purpose's choice. */
  readonly choose: () => void;
  readonly remove: (id: string) => void;
}

/** The inscriptions the NFT list picked for one drawer (making a house, or adding liquidity). */
export function usePicked(purpose: PickPurpose): Picked {
  const { picked, nftListPurpose } = useSnapshot(blindBoxStore);
  return {
    ids: nftListPurpose === purpose ? picked : [],
    choose: () => {
      if (blindBoxStore.nftListPurpose !== purpose) {
        blindBoxStore.nftListPurpose = purpose;
        blindBoxStore.picked = [];
      }
      drawersStore.openDrawer('nftList');
    },
    remove: (id) => {
      blindBoxStore.picked = blindBoxStore.picked.filter((pickedId) => pickedId !== id);
    },
  };
}

/** Forgets a purpose's choice once its drawer closes, so the next house starts from none. */
export function useForgetPickedOnClose(purpose: PickPurpose, isOpen: boolean): void {
  useEffect(() => {
    if (isOpen || blindBoxStore.nftListPurpose !== purpose) return;
    blindBoxStore.nftListPurpose = null;
    blindBoxStore.picked = [];
  }, [purpose, isOpen]);
}
