// `@ordmarket/server/testing`: what the other workspaces' tests, benches and scripts need to run a real server on a
// throwaway database and act on it as a trader would. Everything else in server/src stays the server's own, free to
// move without breaking them.
export { postJson, startTestServer } from './startTestServer';
export {
  closeTestDatabases,
  embeddedTestDatabases,
  openTestPglite,
  testDatabases,
  type TestDatabase,
} from './testDatabases';
export { skippingClock } from './skippingClock';
export { spawnServer, type ServerProcess } from './serverProcess';
export { openDatabase, type DatabaseHandle } from '../db/database';
export type { RunningServer } from '../startServer';
// A market's rows a test checks after acting through the API.
export { inscriptions, listings } from '../db/schema';
export { publishMarketEvent, type MarketEvent } from '../realtime/marketEvents';
export { testWallet, type TestWallet, type TestWalletKind } from '../auth/testing/testWallet';
export { refresh, signIn } from '../auth/testing/authTestClient';
export { sessionTokenFor } from '../auth/testing/testSession';
export { hookTimeout, openMarket, testSeller, type MarketUnderTest } from '../market/nft/testing/marketTestKit';
export { devnetOf, inscribeFor, listSigned, mineAndIndex } from '../market/nft/testing/purchaseTestKit';
export { demoWallets } from '../seed/demoWallet';
export { seedTicks } from '../seed/brc20Tokens';
