import { networkNames, type NetworkName } from '@ordmarket/protocol';
import type { WalletState, WalletStore } from '../../stores';
import type { WalletSession } from '..';

function isNetworkName(value: string): value is NetworkName {
  return (networkNames as readonly string[]).includes(value);
}

/** The session rules read the store's wallet state in their own shape. */
export function walletSessionOf(state: WalletState): WalletSession {
  return {
    isConnect: state.isConnect,
    address: state.address,
    walletName: state.walletName ?? '',
    accounts: state.accounts,
    network: isNetworkName(state.network) ? state.network : '',
    publicKey: state.publicKey,
    paymentAddress: state.paymentAddress,
    paymentPublicKey: state.paymentPublicKey,
    balance: state.balance,
  };
}

/** Writes a rule's resulting session into the store; a session without a wallet resets it. */
export function storeWalletSession(store: WalletStore, session: WalletSession): void {
  if (!session.isConnect || session.walletName === '') {
    store.resetWallet();
    return;
  }
  store.setConnected(session.walletName, session.address);
  store.setAccounts(session.accounts);
  store.setNetwork(session.network);
  store.setPublicKey(session.publicKey);
  store.setPayment(session.paymentAddress, session.paymentPublicKey);
  store.setBalance(session.balance);
}
