// `@ordmarket/app/testing`: what stories and tests put in place of the browser's wallets: fake extensions, the
// context that hands them to the app, and the devnet wallet's key import the journeys sign in with.
export { FakeUnisat, unisatRejection } from '../wallet/testing/fakeUnisat';
export { FakeXverseProvider, type FakeXverseAddresses } from '../wallet/testing/fakeXverseProvider';
export { FakeMempool, fakeMempoolBaseUrl } from '../wallet/testing/fakeMempool';
export { connectorFor, WalletConnectorsContext, type WalletConnectors } from '../wallet/connect/walletConnectors';
export { importDevnetKey, type DevnetKey } from '../wallet/devnet/devnetKey';
