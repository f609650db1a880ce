// The wallet connectors (unisat, xverse, the devnet wallet) and the session rules of spec §4. The rest of the wallet
// area is imported by path, not from here: connect/ (the header's button, the connect dialog, sign-in and their hooks)
// and walletStore.ts are on every page, while this file brings the connectors' Bitcoin code, loaded on demand.
export type {
  InputToSign,
  MessageSigningProtocol,
  SendBitcoinOptions,
  SignPsbtOptions,
  WalletBalance,
  WalletConnection,
  WalletConnector,
  WalletEventMap,
  WalletEventName,
  WalletName,
} from './WalletConnector';
export { isUserCanceled, UserCanceledError, userCanceledMessage } from './userCanceled';
export { esploraClient, unspentSats, type EsploraAddress, type Fetch } from './esplora';
export { browserUnisat, unisatConnector, type UnisatProviderSource } from './unisat/unisatConnector';
export type { UnisatProvider } from './unisat/UnisatProvider';
export { fromUnisatNetwork, toUnisatNetwork, type UnisatNetwork } from './unisat/unisatNetwork';
export {
  xverseAddressMessage,
  xverseConnector,
  type XverseAddresses,
  type XverseConnector,
  type XverseOptions,
  type XversePayment,
} from './xverse/xverseConnector';
export { isXverseInstalled, satsConnect, type SatsConnectClient } from './xverse/SatsConnectClient';
export { fromXverseNetwork } from './xverse/xverseNetwork';
export { devnetConnector, type DevnetConnector, type DevnetOptions } from './devnet/devnetConnector';
export { devnetKeyStorageKey, type KeyStorage } from './devnet/devnetKeyStore';
export { disconnectedSession, zeroBalance, type WalletSession } from './session/WalletSession';
export type { RememberedXverse, WalletEffect, WalletTransition } from './session/WalletEffect';
export type { SessionContext } from './session/connectedSession';
export { connectWallet } from './session/connectWallet';
export { expectedWalletNetwork, onUnisatAccountsChanged, onUnisatNetworkChanged } from './session/unisatEvents';
export { restoreWallet, type RestoreConnectors, type StoredWallet } from './session/restoreWallet';
export { disconnect, logout } from './session/logoutAndDisconnect';
