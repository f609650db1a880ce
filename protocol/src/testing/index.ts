// Fixtures and bench timing for tests of other packages (the server's, the app's): real keys and addresses, never shipped.
export { testAddresses } from '../address/testing/testAddresses';
export { medianMilliseconds } from '../benchRounds';
export { forgetVerifiedSignatures } from '../signatures/verifiedSignatures';
export { signedBenchPurchase } from '../purchase/testing/benchPurchases';
