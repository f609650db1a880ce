import { usePendingDummiesWatch } from '../../purchase/usePendingDummiesWatch';
import { useWalletRestore } from '../../wallet/connect/useWalletRestore';
import { WalletButton } from '../../wallet/connect/WalletButton';

/**
 * Everything that talks to wallets: the restore on load, the header button with its menu and the connect
 * dialog. Its own chunk, because the connectors bring Bitcoin libraries a visitor does not need.
 */
export default function WalletHost() {
  useWalletRestore();
  usePendingDummiesWatch();
  return <WalletButton />;
}
