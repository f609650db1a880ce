import { useSnapshot } from 'valtio';
import { walletStore } from '../stores';
import { pendingDummies, pendingFor } from './pendingDummies';

/** The connected wallet's dummy transaction while it confirms (buying waits for it), or null. */
export function usePendingDummyTx(): string | null {
  const { address } = useSnapshot(walletStore.state);
  return pendingFor(useSnapshot(pendingDummies.state), address);
}
