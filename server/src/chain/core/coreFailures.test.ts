import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings, marketTransactions } from '../../db/schema';
import {
  hookTimeout,
  openMarket,
  openMarketOver,
  testSeller,
  type MarketUnderTest,
} from '../../market/nft/testing/marketTestKit';
import {
  devnetOf,
  fundWith,
  inscribeFor,
  listSigned,
  mineAndIndex,
  payerOf,
  prepareDummiesFor,
  signAsWallet,
  taprootBuyer,
} from '../../market/nft/testing/purchaseTestKit';
import { testDatabases } from '../../testing/testDatabases';
import { startFaultyProxy, type Fault, type FaultyProxy } from '../esplora/testing/faultyProxy';

const [pglite] = testDatabases;
const seller = testSeller(131);
const buyer = taprootBuyer(132);
const faults: readonly Fault[] = ['error', 'timeout', 'malformed'];

/** The JSON-RPC methods the proxy passed on to bitcoind, in order. */
const methodsSent = (proxy: FaultyProxy) =>
  proxy.forwardedBodies.flatMap((body) => (JSON.parse(body) as Array<{ method: string }>).map(({ method }) => method));

/**
 * The market reads blocks and relays through Bitcoin Core (another test server's devnet RPC) behind a proxy that fails
 * on demand: indexing stops and picks up again, and a signed purchase is kept, never lost or sent twice.
 */
describe('Bitcoin Core failing under the market', () => {
  let upstream: MarketUnderTest;
  let proxy: FaultyProxy;
  let market: MarketUnderTest;
  let buyerToken: string;
  let sellerToken: string;
  beforeAll(async () => {
    if (!pglite) throw new Error('PGlite is always a test database');
    upstream = await openMarket(pglite);
    proxy = await startFaultyProxy(`${upstream.server.url}/bitcoin-rpc`);
    market = await openMarketOver(upstream, pglite, {
      BITCOIN_RPC_URL: `${proxy.url}/`,
      BITCOIN_RPC_USER: 'devnet',
      BITCOIN_RPC_PASSWORD: 'devnet',
      CHAIN_TIMEOUT_MS: '300',
      CHAIN_ATTEMPTS: '2',
    });
    sellerToken = await market.tokenFor(seller.address, '00000000-0000-4000-8000-000000000131');
    buyerToken = await market.tokenFor(buyer.address, '00000000-0000-4000-8000-000000000132');
    await fundWith(market, buyer, [300_000n]);
    await prepareDummiesFor(market, buyer, buyerToken);
  }, 2 * hookTimeout);
  afterAll(async () => {
    await market.close();
    await proxy.close();
    await upstream.close();
  }, hookTimeout);

  it.each(faults)(
    'stops indexing while bitcoind gets %s, reports it, and catches up once it answers',
    async (fault) => {
      const { indexer } = market.server.services;
      const indexed = await indexer.syncToTip();
      proxy.fail('POST', /^\/$/, fault);
      await devnetOf(market).mine(2);
      await expect(indexer.syncToTip()).rejects.toThrow();
      const health = await market.call('/api/v1/health', {});
      expect(health.body.data).toMatchObject({ indexed_height: indexed });
      const [core] = (health.body.data as { chain_sources: Array<{ name: string; failed_requests: number }> })
        .chain_sources;
      expect(core?.name).toBe('Bitcoin Core');
      expect(core?.failed_requests).toBeGreaterThan(0);
      proxy.heal();
      expect(await indexer.syncToTip()).toBe(indexed + 2);
    },
  );

  it.each(faults)('keeps a signed purchase whose relay gets %s, and sends it once bitcoind answers', async (fault) => {
    const inscriptionId = await inscribeFor(market, seller, `relayed through bitcoind, ${fault}`);
    const orderId = await listSigned(market, seller, sellerToken, inscriptionId, 20_000n);
    const started = await market.call(
      '/btc/ordinals/buy_ordinals',
      { order_id: orderId, ...payerOf(buyer) },
      buyerToken,
    );
    expect(started.body.code, started.body.msg).toBe(0);
    proxy.fail('POST', /^\/$/, fault);
    const sent = await market.call(
      '/btc/ordinals/buy_ordinals_send_success',
      { order_id: orderId, psbt: signAsWallet(buyer, started.body.data as { psbt: string; buyer_inputs: number[] }) },
      buyerToken,
    );
    expect(sent.body.code, sent.body.msg).toBe(0);
    const { txid } = sent.body.data as { txid: string };
    expect(await devnetOf(market).transactionStatus(txid)).toBeUndefined();
    const [stored] = await market.db.select().from(marketTransactions).where(eq(marketTransactions.txid, txid));
    expect(stored?.status).toBe('signed');

    proxy.heal();
    proxy.forwardedBodies.length = 0;
    proxy.forwarded.length = 0;
    await market.server.purchaseSweeper.sweepOnce();
    await market.server.purchaseSweeper.sweepOnce();
    expect(await devnetOf(market).transactionStatus(txid)).toEqual({ confirmed: false });
    expect(methodsSent(proxy).filter((method) => method === 'sendrawtransaction')).toHaveLength(1);
    await mineAndIndex(market);
    const [sold] = await market.db.select().from(listings).where(eq(listings.id, orderId));
    expect(sold?.status).toBe('sold');
  });
});
