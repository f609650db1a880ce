import { lazy, Suspense, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useApi } from '../../../api/useApi';
import { configStore } from '../../../stores/config/configStore';
import { useHasBeenTrue } from '../../../common/useHasBeenTrue';
import { MintBanner } from './MintBanner';

// The mint drawer and its wallet and Bitcoin code load when the trader presses Mint, not with the page.
const MintFlow = lazy(() => import('./MintFlow').then(({ MintFlow }) => ({ default: MintFlow })));

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
  const isFlowNeeded = useHasBeenTrue(isOpen);
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
      {isFlowNeeded && (
        <Suspense fallback={null}>
          <MintFlow mint={mint} isOpen={isOpen} onOpenChange={setIsOpen} />
        </Suspense>
      )}
    </>
  );
}
