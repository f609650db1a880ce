import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { useApi } from '../../../api/useApi';
import { configStore } from '../../../stores/config/configStore';
import { MintBanner } from './MintBanner';
import { MintFlow } from './MintFlow';

export interface MintEntryProps {
  readonly collectionId: string;
}

/**
 * The mint banner and drawer, shown only when the collection has a launchpad mint. The launchpad list is read
 * rather than mint_detail, which refuses (and would toast) for every collection without a mint.
 */
export function MintEntry({ collectionId }: MintEntryProps) {
  const { usdRate } = useSnapshot(configStore.state);
  const [isOpen, setIsOpen] = useState(false);
  const mints = useApi(
    '/btc/ordinals/mint_now_list',
    { page: 1, limit: 100 },
    { emptyDefault: { items: [], total: 0, has_next: false } },
  );
  const mint = mints.data.items.find((item) => item.collection_id === collectionId);
  if (mint === undefined) return null;
  return (
    <>
      <MintBanner
        mint={mint}
        usdPerBtc={usdRate}
        onMint={() => {
          setIsOpen(true);
        }}
      />
      <MintFlow mint={mint} isOpen={isOpen} onOpenChange={setIsOpen} />
    </>
  );
}
