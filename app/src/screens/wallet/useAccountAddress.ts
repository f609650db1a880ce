import { useSnapshot } from 'valtio';
import { useApi } from '../../api/useApi';
import { walletStore } from '../../stores';

/**
 * Whose wallet the screen shows: the connected wallet's address, or, signed in by QR code on a device with
 * no wallet, the account's most recently used address. Undefined until known.
 */
export function useAccountAddress(): string | undefined {
  const { isConnect, address } = useSnapshot(walletStore.state);
  const { data } = useApi('/phoenix/user_all/get_ordinals_user_address', isConnect ? null : {}, {
    emptyDefault: { items: [], total: 0, has_next: false },
  });
  return isConnect ? address : data.items[0]?.address;
}
