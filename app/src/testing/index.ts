// `@ordmarket/app/testing`: what stories and tests put in place of the browser's wallets: fake extensions and the
// context that hands them to the app (the devnet wallet's key the journeys sign in with is `@ordmarket/app/devnet`).
export { FakeUnisat, unisatRejection } from '../wallet/testing/fakeUnisat';
export { FakeXverseProvider, type FakeXverseAddresses } from '../wallet/testing/fakeXverseProvider';
export { FakeMempool, fakeMempoolBaseUrl } from '../wallet/testing/fakeMempool';
export { connectorFor, WalletConnectorsContext, type WalletConnectors } from '../wallet/connect/walletConnectors';
