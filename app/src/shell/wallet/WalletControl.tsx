import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { useAppServices } from '../../services/AppServicesContext';
import { walletStore } from '../../stores';
import { accountSignal } from '../../wallet/connect/accountSignal';
import { ConnectButton } from '../../wallet/connect/ConnectButton';
import { readStoredWallet } from '../../wallet/connect/storedWallet';
import { useSignedIn } from '../../wallet/connect/useSignedIn';

const WalletHost = lazy(() => import('./WalletHost'));

/**
 * The header's wallet slot. A visitor who never connected gets the 'Connect wallet' button alone; the wallet
 * code (connectors, Bitcoin libraries) loads once a wallet is stored, connected or being connected, or a session is
 * signed in without one (a QR code approved on a phone), whose address and Log out the wallet button shows.
 */
export function WalletControl() {
  const { storage } = useAppServices();
  const { isConnect } = useSnapshot(walletStore.state);
  const { isConnectOpen } = useSnapshot(accountSignal);
  const isSignedIn = useSignedIn();
  const isNeeded = isConnect || isConnectOpen || isSignedIn || readStoredWallet(storage).walletChoice !== null;
  const connectButton = <ConnectButton />;
  return isNeeded ? (
    <Suspense fallback={connectButton}>
      <WalletHost />
    </Suspense>
  ) : (
    connectButton
  );
}
