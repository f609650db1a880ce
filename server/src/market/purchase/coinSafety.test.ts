import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFaultyProxy, type FaultyProxy } from '../../chain/esplora/testing/faultyProxy';
import { listings, marketTransactions } from '../../db/schema';
import {
  hookTimeout,
  openMarket,
  openMarketOver,
  testSeller,
  type MarketUnderTest,
} from '../nft/testing/marketTestKit';
import {
  buyListing,
  devnetOf,
  fundWith,
  inscribeFor,
  listSigned,
  mineAndIndex,
  payerOf,
  prepareDummiesFor,
  taprootBuyer,
} from '../nft/testing/purchaseTestKit';
import { testDatabases } from '../../testing/testDatabases';

const [pglite] = testDatabases;
const seller = testSeller(121);
const buyer = taprootBuyer(122);

/** A rune balance as ord 0.27 writes one in an output's `runes` (api::Pile). */
const withRunes = { runes: { 'UNCOMMON•GOODS': { amount: 1_000_000, divisibility: 0, symbol: '¤' } } };

/**
 * ord's answer with `fields` changed for `outpoint`: what another ord would say of that coin (one with a rune index that
 * sees runes on it, one lagging behind). The outputs are matched by what was asked (the path of GET /output/:outpoint,
 * the body of POST /outputs, in order).
 */
function saying(said: Readonly<Record<string, Record<string, unknown>>>) {
  return (body: string, request: { path: string; body: string }): string => {
    // ord's 404 for an output it does not know is text: it passes as it is.
    if (!body.startsWith('{') && !body.startsWith('[')) return body;
    const parsed = JSON.parse(body) as Record<string, unknown> | Array<Record<string, unknown>>;
    if (!Array.isArray(parsed)) {
      return JSON.stringify({ ...parsed, ...said[request.path.slice(request.path.lastIndexOf('/') + 1)] });
    }
    const asked = JSON.parse(request.body) as string[];
    return JSON.stringify(parsed.map((output, index) => ({ ...output, ...said[asked[index] ?? ''] })));
  };
}

/**
 * A buyer whose wallet holds, from before the market's start height, a 10,000-sat coin with an inscription the market
 * never indexed and a coin ord says carries runes: only ord can vouch for those coins, and the market spends neither.
 */
describe('coins from before the start height: ord is the oracle', () => {
  let upstream: MarketUnderTest;
  let market: MarketUnderTest;
  let ordProxy: FaultyProxy;
  let inscribed: string;
  let runic = '';
  let lagging: string;
  let sellerToken: string;
  let buyerToken: string;

  const unspent = async (outpoint: string) => {
    const [txid = '', vout] = outpoint.split(':');
    return (await devnetOf(market).outspends(txid))?.[Number(vout)]?.spent === false;
  };
  const held = async (orderId: string) => {
    const [row] = await market.db.select().from(listings).where(eq(listings.id, orderId));
    return row?.purchaseId ?? null;
  };

  beforeAll(async () => {
    if (!pglite) throw new Error('PGlite is always a test database');
    upstream = await openMarket(pglite, undefined, { SEED_MARKET: 'false' });
    const inscriptionId = await inscribeFor(upstream, buyer, 'made before the market started', 10_000n);
    inscribed = `${inscriptionId.slice(0, 64)}:0`;
    const oldTxid = await devnetOf(upstream).faucet(buyer.address, 70_000n);
    const oldTx = await devnetOf(upstream).transaction(oldTxid);
    lagging = `${oldTxid}:${oldTx?.vout.findIndex((output) => output.scriptpubkey_address === buyer.address) ?? -1}`;
    await mineAndIndex(upstream);
    ordProxy = await startFaultyProxy(`${upstream.server.url}/ord`);
    market = await openMarketOver(upstream, pglite, {
      ORD_URL: ordProxy.url,
      CHAIN_TIMEOUT_MS: '1000',
      CHAIN_ATTEMPTS: '2',
      BRC20_URL: upstream.server.url,
      INDEX_START_HEIGHT: String((await devnetOf(upstream).tipHeight()) + 1),
    });
    await market.server.services.indexer.syncToTip();
    sellerToken = await market.tokenFor(seller.address, '00000000-0000-4000-8000-000000000121');
    buyerToken = await market.tokenFor(buyer.address, '00000000-0000-4000-8000-000000000122');
  }, 4 * hookTimeout);
  afterAll(async () => {
    await market.close();
    await ordProxy.close();
    await upstream.close();
  }, hookTimeout);

  it("never spends the inscribed coin or the rune coin as payment or dummy, on ord's word", async () => {
    // The rune coin is new, in a block the market indexes: only ord knows of its runes.
    const runeTxid = await devnetOf(market).faucet(buyer.address, 150_000n);
    const runeTx = await devnetOf(market).transaction(runeTxid);
    runic = `${runeTxid}:${runeTx?.vout.findIndex((output) => output.scriptpubkey_address === buyer.address) ?? -1}`;
    // ord sees runes on that coin, and has not caught up with the block of an older plain coin.
    const said = saying({ [runic]: withRunes, [lagging]: { indexed: false } });
    ordProxy.rewrite('POST', /^\/outputs$/, said);
    ordProxy.rewrite('GET', /^\/output\//, said);
    // The only plain coin is small: the dummies and a first purchase must come from it, or from the two ord vouches
    // against.
    await fundWith(market, buyer, [40_000n]);
    await prepareDummiesFor(market, buyer, buyerToken);
    const inscriptionId = await inscribeFor(market, seller, 'sold after the start');
    const orderId = await listSigned(market, seller, sellerToken, inscriptionId, 20_000n);
    const txid = await buyListing(market, buyer, buyerToken, orderId);
    const sale = await devnetOf(market).transaction(txid);
    const spent = sale?.vin.map((input) => `${input.txid}:${input.vout}`) ?? [];
    expect(spent).not.toContain(inscribed);
    expect(spent).not.toContain(runic);
    await mineAndIndex(market);
    expect(await unspent(inscribed)).toBe(true);
    expect(await unspent(runic)).toBe(true);
    // ord was asked, in one batch per look at the wallet.
    expect(ordProxy.forwarded.some((request) => /^(POST \/outputs|GET \/output\/)/.test(request))).toBe(true);

    // With the plain coin spent, what is left is what ord vouches against or cannot vouch for yet: a second purchase
    // is refused, saying which sats wait and why.
    const second = await listSigned(
      market,
      seller,
      sellerToken,
      await inscribeFor(market, seller, 'too dear'),
      30_000n,
    );
    const refused = await market.call(
      '/btc/ordinals/buy_ordinals',
      { order_id: second, ...payerOf(buyer) },
      buyerToken,
    );
    expect(refused.body.code).toBe(10040006);
    expect(refused.body.msg).toMatch(
      /^Not enough funds: price 0\.00030000 BTC .* BTC\. 1 more coin \(70000 sats\) cannot pay yet: nobody can tell yet/,
    );
    expect(await held(second)).toBeNull();
    expect(await unspent(lagging)).toBe(true);

    // Once ord has indexed the older coin's block it vouches for it, and it pays; the rune coin still never does.
    ordProxy.heal();
    ordProxy.rewrite('POST', /^\/outputs$/, saying({ [runic]: withRunes }));
    ordProxy.rewrite('GET', /^\/output\//, saying({ [runic]: withRunes }));
    const paid = await devnetOf(market).transaction(await buyListing(market, buyer, buyerToken, second));
    const inputs = paid?.vin.map((input) => `${input.txid}:${input.vout}`) ?? [];
    expect(inputs).toContain(lagging);
    expect(inputs).not.toContain(runic);
    expect(inputs).not.toContain(inscribed);
  });

  it('refuses a purchase with nothing held while ord cannot be reached, and goes on once it is back', async () => {
    ordProxy.heal();
    await fundWith(market, buyer, [60_000n]);
    const orderId = await listSigned(
      market,
      seller,
      sellerToken,
      await inscribeFor(market, seller, 'ord is down'),
      20_000n,
    );
    ordProxy.fail('POST', /^\/outputs$/, 'error');
    ordProxy.fail('GET', /^\/output\//, 'error');
    const before = await market.db.select().from(marketTransactions);
    const refused = await market.call(
      '/btc/ordinals/buy_ordinals',
      { order_id: orderId, ...payerOf(buyer) },
      buyerToken,
    );
    expect(refused.status).toBe(503);
    expect(refused.body).toMatchObject({ code: 10090001 });
    expect(await held(orderId)).toBeNull();
    expect(await market.db.select().from(marketTransactions)).toHaveLength(before.length);

    ordProxy.heal();
    const txid = await buyListing(market, buyer, buyerToken, orderId);
    const spent = (await devnetOf(market).transaction(txid))?.vin.map((input) => `${input.txid}:${input.vout}`) ?? [];
    // Without the rewrite ord's own answer stands: the devnet's coin holds no runes, so it may pay now.
    expect(spent).not.toContain(inscribed);
  });
});
