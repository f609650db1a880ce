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
export { isUserCanceled, UserCanceledError, userCanceledMessage } from '../errors/userCanceled';
export { esploraClient, unspentSats, type EsploraAddress, type Fetch } from './esplora';
export type { MarketChains } from './chain/marketChains';
export { marketChainsReader, testnetGenesisHashes, type MarketChainsReader } from './chain/readMarketChains';
export type { WrongChain } from './chain/wrongChain';
export { browserUnisat, unisatConnector, type UnisatProviderSource } from './unisat/unisatConnector';
export type { UnisatProvider } from './unisat/UnisatProvider';
export {
  xverseAddressMessage,
  xverseConnector,
  type XverseAddresses,
  type XverseConnector,
  type XverseOptions,
  type XversePayment,
} from './xverse/xverseConnector';
export { isXverseInstalled } from './xverse/xverseProvider';
export { devnetConnector, type DevnetConnector, type DevnetOptions } from './devnet/devnetConnector';
export { devnetKeyStorageKey, type KeyStorage } from './devnet/devnetKeyStore';
export { disconnectedSession, zeroBalance, type WalletSession } from './session/WalletSession';
export type { RememberedXverse, WalletEffect, WalletTransition } from './session/WalletEffect';
export type { SessionContext } from './session/connectedSession';
export { connectWallet } from './session/connectWallet';
export { onUnisatAccountsChanged, onUnisatChainChanged } from './session/unisatEvents';
export { walletOffChain } from './session/walletOffChain';
export { restoreWallet, type RestoreConnectors, type StoredWallet } from './session/restoreWallet';
export { disconnect, logout } from './session/logoutAndDisconnect';
