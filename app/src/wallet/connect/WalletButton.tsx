import { Button, formatBtc, Menu, shortenAddress, type MenuAction } from '@ordmarket/ui';
import { Smartphone, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import { useAppServices } from '../../services/AppServicesContext';
import { walletStore } from '../../stores';
import { NarrowHiddenText } from '../../common/NarrowHiddenText';
import { ConnectButton } from './ConnectButton';
import { ConnectDialog } from './ConnectDialog';
import { useAccountAddress } from './useAccountAddress';
import { useConnectWallet } from './useConnectWallet';
import { useDevnetFaucet } from './useDevnetFaucet';
import { useMarketNetwork } from './useMarketNetwork';
import { useSignedIn } from './useSignedIn';
import { useWalletActions } from './useWalletActions';

type WalletMenuAction = 'copy' | 'wallet' | 'faucet' | 'connectHere' | 'logout' | 'disconnect';

/**
 * The header's wallet control: 'Connect wallet' without one; with one, its shortened address and balance
 * opening the wallet menu. Signed in by a QR code approved on another device, with no wallet in this browser, it
 * shows the account's address and a menu to copy it, open /wallet, connect a wallet here to sign, or log out. It also
 * holds the connect dialog every screen opens with useConnectWallet.
 */
export function WalletButton() {
  const { t } = useTranslation('account');
  const { toaster } = useAppServices();
  const { isConnect, address, walletName, balance } = useSnapshot(walletStore.state);
  const isSignedIn = useSignedIn();
  const network = useMarketNetwork();
  const navigate = useNavigate();
  const { logOut, disconnect } = useWalletActions();
  const fundFromFaucet = useDevnetFaucet();
  const connectHere = useConnectWallet();
  // Without a wallet here the signed-in account is still someone's: the address its QR sign-in approved.
  const accountAddress = useAccountAddress();
  const signedInElsewhere = !isConnect && isSignedIn && accountAddress !== undefined;

  const actions: Array<MenuAction<WalletMenuAction>> = [
    { id: 'copy', label: t('menu.copy') },
    { id: 'wallet', label: t('menu.wallet') },
    ...(network === 'devnet' && walletName === 'devnet' ? [{ id: 'faucet' as const, label: t('menu.faucet') }] : []),
    ...(isSignedIn ? [{ id: 'logout' as const, label: t('menu.logout') }] : []),
    { id: 'disconnect', label: t('menu.disconnect'), isDestructive: true },
  ];

  const sessionActions: Array<MenuAction<WalletMenuAction>> = [
    { id: 'copy', label: t('menu.copy') },
    { id: 'wallet', label: t('menu.wallet') },
    { id: 'connectHere', label: t('menu.connectHere') },
    { id: 'logout', label: t('menu.logout') },
  ];

  const onAction = (action: WalletMenuAction) => {
    switch (action) {
      case 'copy':
        void navigator.clipboard.writeText(accountAddress ?? address).then(
          () => toaster.show('info', t('menu.copied')),
          () => toaster.show('error', t('menu.copyFailed')),
        );
        return;
      case 'wallet':
        void navigate('/wallet');
        return;
      case 'faucet':
        void fundFromFaucet();
        return;
      case 'connectHere':
        void connectHere();
        return;
      case 'logout':
        void logOut();
        return;
      case 'disconnect':
        void disconnect();
        return;
    }
  };

  return (
    <>
      {isConnect ? (
        <Menu<WalletMenuAction>
          trigger={
            <Button variant="soft" startIcon={<Wallet size={18} aria-hidden />}>
              <NarrowHiddenText>
                {balance.unconfirmed === 0
                  ? t('button.connected', { address: shortenAddress(address), balance: formatBtc(balance.total) })
                  : t('button.connectedPending', {
                      address: shortenAddress(address),
                      balance: formatBtc(balance.confirmed),
                      unconfirmed: formatBtc(balance.unconfirmed),
                    })}
              </NarrowHiddenText>
            </Button>
          }
          actions={actions}
          onAction={onAction}
          placement="bottom end"
        />
      ) : signedInElsewhere ? (
        <Menu<WalletMenuAction>
          trigger={
            <Button variant="soft" startIcon={<Smartphone size={18} aria-hidden />}>
              <NarrowHiddenText>
                {t('button.signedInByQr', { address: shortenAddress(accountAddress) })}
              </NarrowHiddenText>
            </Button>
          }
          actions={sessionActions}
          onAction={onAction}
          placement="bottom end"
        />
      ) : (
        <ConnectButton />
      )}
      <ConnectDialog />
    </>
  );
}
