import type { HeldInscription } from '@ordmarket/ui';
import { useMemo } from 'react';
import useSWR from 'swr';
import { usePreviewUrl } from '../../content/previewUrl';
import { useAppServices } from '../../services/AppServicesContext';
import { useAccountAddress } from '../../wallet/connect/useAccountAddress';
import { useBoxBalance } from './boxReads';
import { inscriptionsToOffer, type WalletItem } from './inscriptionsToOffer';

// As the /wallet Inscriptions tab reads them: the collections the address holds, then its items of each.
const collectionsRead = 40;
const itemsPerCollection = 100;
const emptyPage = { items: [], total: 0, has_next: false };

export interface InscriptionsToOffer {
  readonly inscriptions: readonly HeldInscription[];
  readonly isLoading: boolean;
}

/** The inscriptions the user can put in a house: those in their box and those their wallet holds. */
export function useInscriptionsToOffer(): InscriptionsToOffer {
  const { api } = useAppServices();
  const previewUrl = usePreviewUrl();
  const address = useAccountAddress();
  const balance = useBoxBalance();
  const wallet = useSWR(
    address === undefined ? null : (['walletInscriptionsToOffer', address] as const),
    async ([, owner]): Promise<WalletItem[]> => {
      const collections = await api.read(
        '/btc/ordinals/get_user_collections',
        { address: owner, page: 1, limit: collectionsRead },
        emptyPage,
      );
      const pages = await Promise.all(
        collections.items.map((collection) =>
          api.read(
            '/btc/ordinals/get_collection_inscription_list',
            { collection_id: collection.collection_id, owner_address: owner, page: 1, limit: itemsPerCollection },
            { ...emptyPage, pending_count: 0 },
          ),
        ),
      );
      return pages.flatMap((page) => page.items);
    },
  );
  const boxInscriptions = balance.data.inscriptions;
  const walletItems = wallet.data;
  const inscriptions = useMemo(
    () => inscriptionsToOffer(boxInscriptions, walletItems ?? [], previewUrl),
    [boxInscriptions, walletItems, previewUrl],
  );
  return { inscriptions, isLoading: balance.isLoading || (address !== undefined && wallet.isLoading) };
}
