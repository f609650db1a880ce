import { useSnapshot } from 'valtio';
import { useApi } from '../../api/useApi';
import { useSignedIn } from './useSignedIn';
import { walletStore } from '../../stores';

/**
 * Whose wallet the screen shows: the connected wallet's address, or, signed in by QR code on a device with
 * no wallet, the account's most recently used address. Undefined until known; a visitor asks nothing.
 */
export function useAccountAddress(): string | undefined {
  const { isConnect, address } = useSnapshot(walletStore.state);
  const isSignedIn = useSignedIn();
  const { data } = useApi('/phoenix/user_all/get_ordinals_user_address', isConnect || !isSignedIn ? null : {}, {
    emptyDefault: { items: [], total: 0, has_next: false },
  });
  return isConnect ? address : data.items[0]?.address;
}
