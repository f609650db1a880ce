import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFaultyProxy, type Fault, type FaultyProxy } from '../../chain/esplora/testing/faultyProxy';
import { listings, marketTransactions } from '../../db/schema';
import { errorCodes } from '../../http/errorCodes';
import { testDatabases } from '../../testing/testDatabases';
import {
  hookTimeout,
  openMarket,
  openMarketOver,
  testSeller,
  type MarketUnderTest,
} from '../nft/testing/marketTestKit';
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
} from '../nft/testing/purchaseTestKit';

const [pglite] = testDatabases;
const seller = testSeller(81);
const buyer = taprootBuyer(82);
const faults: readonly Fault[] = ['error', 'timeout', 'malformed'];
const unreachable = 'The Bitcoin network could not be reached just now, so nothing was sent. Try again in a moment.';
const untrusted =
  "The Bitcoin network's data service gave an answer that could not be trusted, so nothing was sent. Try again in a moment.";

/**
 * The market reads the chain through Esplora as on mainnet, here another test server's devnet behind a proxy that
 * fails on demand: each kind of failure during a purchase must stop it, with nothing held, signed or sent.
 */
describe('a purchase while the chain source fails', () => {
  let upstream: MarketUnderTest;
  let proxy: FaultyProxy;
  let market: MarketUnderTest;
  let buyerToken: string;
  let sellerToken: string;
  beforeAll(async () => {
    if (!pglite) throw new Error('PGlite is always a test database');
    upstream = await openMarket(pglite);
    proxy = await startFaultyProxy(`${upstream.server.url}/mempool/api`);
    market = await openMarketOver(upstream, pglite, {
      ESPLORA_URLS: proxy.url,
      CHAIN_TIMEOUT_MS: '300',
      CHAIN_ATTEMPTS: '2',
    });
    sellerToken = await market.tokenFor(seller.address, '00000000-0000-4000-8000-000000000081');
    buyerToken = await market.tokenFor(buyer.address, '00000000-0000-4000-8000-000000000082');
    await fundWith(market, buyer, [300_000n]);
    await prepareDummiesFor(market, buyer, buyerToken);
    proxy.forwarded.length = 0;
  }, 2 * hookTimeout);
  afterAll(async () => {
    await market.close();
    await proxy.close();
    await upstream.close();
  }, hookTimeout);

  const buy = (orderId: string) =>
    market.call('/btc/ordinals/buy_ordinals', { order_id: orderId, ...payerOf(buyer) }, buyerToken);
  const purchases = () => market.db.$count(marketTransactions, eq(marketTransactions.kind, 'purchase'));

  it.each(faults)("refuses to start when reading the buyer's coins gets %s, holding nothing", async (fault) => {
    const inscriptionId = await inscribeFor(market, seller, `coins ${fault}`);
    const orderId = await listSigned(market, seller, sellerToken, inscriptionId, 20_000n);
    const before = await purchases();
    proxy.fail('GET', /^\/address\/[^/]+\/utxo$/, fault);
    const refused = await buy(orderId);
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual({
      code: errorCodes.chainUnavailable.code,
      msg: fault === 'malformed' ? untrusted : unreachable,
      data: null,
    });
    expect(await purchases()).toBe(before);
    const [listing] = await market.db.select().from(listings).where(eq(listings.id, orderId));
    expect(listing?.status).toBe('on_list');
    expect(proxy.forwarded.filter((request) => request.startsWith('POST'))).toEqual([]);

    // Once the source answers again the same listing can be bought: nothing was left half done.
    proxy.heal();
    const started = await buy(orderId);
    expect(started.body.code, started.body.msg).toBe(0);
    const cancelled = await market.call('/btc/ordinals/cancel_buy_ordinals', { order_id: orderId }, buyerToken);
    expect(cancelled.body.code, cancelled.body.msg).toBe(0);
  });

  it.each(faults)(
    'keeps a signed purchase whose broadcast gets %s, sends nothing until the source answers, then sends it once',
    async (fault) => {
      const inscriptionId = await inscribeFor(market, seller, `broadcast ${fault}`);
      const orderId = await listSigned(market, seller, sellerToken, inscriptionId, 20_000n);
      const started = await buy(orderId);
      expect(started.body.code, started.body.msg).toBe(0);
      proxy.fail('POST', /^\/tx$/, fault);
      // The relay's own look-up of a refused or unknown transaction fails too.
      proxy.fail('GET', /^\/tx\/[0-9a-f]{64}(\/status)?$/, fault);
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
      await market.server.purchaseSweeper.sweepOnce();
      expect(await devnetOf(market).transactionStatus(txid)).toEqual({ confirmed: false });
      await market.server.purchaseSweeper.sweepOnce();
      expect(proxy.forwarded.filter((request) => request === 'POST /tx')).toHaveLength(1);
      await mineAndIndex(market);
      const [sold] = await market.db.select().from(listings).where(eq(listings.id, orderId));
      expect(sold?.status).toBe('sold');
      proxy.forwarded.length = 0;
    },
  );
});
