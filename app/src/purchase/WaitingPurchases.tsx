import { lazy, Suspense } from 'react';
import { useApi } from '../api/useApi';
import { useSignedIn } from '../wallet/connect/useSignedIn';
import type { TradeMarket } from './buyListings';

// The list, its dialog (wallet, fee tiers) and its strings load with the first purchase that waits: most pages never
// show them.
const WaitingList = lazy(() => import('./WaitingList').then(({ WaitingList }) => ({ default: WaitingList })));

const waitingReads = {
  nft: '/btc/ordinals/get_my_waiting_purchases',
  brc20: '/btc/brc_20/get_my_waiting_purchases',
} as const;

export interface WaitingPurchasesProps {
  readonly market: TradeMarket;
  /** Only the purchase buying this inscription (an asset page). */
  readonly inscriptionId?: string;
}

/**
 * The signed-in buyer's purchases of one order book that wait in the mempool: the rate each pays and Speed up, which
 * bumps its fee. Nothing shows while none waits. The list follows the chain: a block or a listing's move reads it
 * again (see realtime/revalidation.ts), and a bump sent here reads it at once.
 */
export function WaitingPurchases({ market, inscriptionId }: WaitingPurchasesProps) {
  const isSignedIn = useSignedIn();
  const { data, mutate } = useApi(waitingReads[market], isSignedIn ? {} : null, { emptyDefault: { items: [] } });
  const waiting =
    inscriptionId === undefined
      ? data.items
      : data.items.filter((purchase) => purchase.inscription_ids.includes(inscriptionId));
  if (waiting.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <WaitingList market={market} waiting={waiting} onSent={() => void mutate()} />
    </Suspense>
  );
}
