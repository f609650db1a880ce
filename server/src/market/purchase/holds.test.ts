import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings, marketTransactions } from '../../db/schema';
import { errorCodes } from '../../http/errorCodes';
import { testDatabases } from '../../testing/testDatabases';
import { hookTimeout, openMarket, testSeller, type MarketUnderTest } from '../nft/testing/marketTestKit';
import { fundWith, inscribeFor, listSigned, payerOf, signAsWallet, taprootBuyer } from '../nft/testing/purchaseTestKit';

const seller = testSeller(81);
/** 0.006 BTC and dummies for one purchase at a time. */
const modest = taprootBuyer(82);
const whale = taprootBuyer(83);
const tenMinutes = 600_000;

/**
 * Holds cannot be abused: a wallet holds no more than its coins (they are reserved, one purchase each), no more than
 * nine listings, never longer than one hold however often it asks again, and a seller can always delist.
 */
describe.each(testDatabases)('purchase holds ($name)', (testDatabase) => {
  let market: MarketUnderTest;
  let time = new Date('2026-11-24T12:00:00Z').getTime();
  let sellerToken: string;
  let modestToken: string;
  let whaleToken: string;
  const orders: string[] = [];
  const buy = (orderId: string, token: string, wallet: { publicKey: Uint8Array }) =>
    market.call('/btc/ordinals/buy_ordinals', { order_id: orderId, ...payerOf(wallet) }, token);
  const expiresAt = (answer: { body: { data: unknown } }) => (answer.body.data as { expires_at: number }).expires_at;

  beforeAll(async () => {
    market = await openMarket(testDatabase, () => new Date(time));
    sellerToken = await market.tokenFor(seller.address, '00000000-0000-4000-8000-000000000081');
    modestToken = await market.tokenFor(modest.address, '00000000-0000-4000-8000-000000000082');
    whaleToken = await market.tokenFor(whale.address, '00000000-0000-4000-8000-000000000083');
    for (let n = 0; n < 12; n += 1) {
      const inscriptionId = await inscribeFor(market, seller, `held ${n}`);
      orders.push(await listSigned(market, seller, sellerToken, inscriptionId, 150_000n));
    }
    await fundWith(market, modest, [600n, 600n, 600n, 600n, 600_000n]);
    await fundWith(market, whale, [...Array.from({ length: 14 }, () => 600n), 50_000_000n, 50_000_000n]);
  }, 120_000);
  afterAll(() => market.close(), hookTimeout);

  it('holds no more than the wallet holds: its coins are reserved by the purchase that spends them', async () => {
    const [first = '', second = ''] = orders;
    expect((await buy(first, modestToken, modest)).body.code).toBe(0);
    // The one coin is spent by the first purchase: the second has nothing left to pay with.
    const refused = await buy(second, modestToken, modest);
    expect(refused.body).toMatchObject({ code: errorCodes.purchaseRefused.code, msg: 'Insufficient balance' });
    await market.call('/btc/ordinals/cancel_buy_ordinals', { order_id: first }, modestToken);
    expect((await buy(second, modestToken, modest)).body.code).toBe(0);
    await market.call('/btc/ordinals/cancel_buy_ordinals', { order_id: second }, modestToken);
  });

  it('holds at most nine listings per buyer', async () => {
    const sweep = orders.slice(0, 9);
    const nine = await market.call(
      '/btc/ordinals/buy_ordinals_list',
      { order_ids: sweep, ...payerOf(whale) },
      whaleToken,
    );
    expect(nine.body.code).toBe(0);
    const tenth = await buy(orders[9] ?? '', whaleToken, whale);
    expect(tenth.body).toMatchObject({
      code: errorCodes.purchaseRefused.code,
      msg: 'You are already buying 9 inscriptions. Finish or cancel those purchases first: one wallet holds at most 9 at once.',
    });
    await market.call('/btc/ordinals/cancel_buy_ordinals_list', { order_ids: sweep }, whaleToken);
  });

  it('never stretches a hold: asking again, or cancelling and buying again, keeps its end', async () => {
    const orderId = orders[10] ?? '';
    const first = await buy(orderId, whaleToken, whale);
    const end = expiresAt(first);
    expect(end).toBe(Math.floor((time + tenMinutes) / 1000));
    time += 240_000;
    expect(expiresAt(await buy(orderId, whaleToken, whale))).toBe(end);
    await market.call('/btc/ordinals/cancel_buy_ordinals', { order_id: orderId }, whaleToken);
    time += 60_000;
    expect(expiresAt(await buy(orderId, whaleToken, whale))).toBe(end);
    // Past the end the hold is over: another buyer may take the listing, and the sweeper puts it back on sale.
    time += tenMinutes;
    const rival = await buy(orderId, modestToken, modest);
    expect(rival.body.code).toBe(0);
    await market.call('/btc/ordinals/cancel_buy_ordinals', { order_id: orderId }, modestToken);
  });

  it('lets the seller delist a held listing; the purchase then fails at merge, saying why', async () => {
    const orderId = orders[11] ?? '';
    const started = await buy(orderId, whaleToken, whale);
    const delisted = await market.call('/btc/ordinals/delist_for_sale', { order_id: orderId }, sellerToken);
    expect(delisted.body).toMatchObject({ code: 0, data: { status: 'cancelled' } });
    const signed = signAsWallet(whale, started.body.data as { psbt: string; buyer_inputs: number[] });
    const finished = await market.call(
      '/btc/ordinals/buy_ordinals_send_success',
      { order_id: orderId, psbt: signed },
      whaleToken,
    );
    expect(finished.body.code).toBe(errorCodes.purchaseRefused.code);
    expect(finished.body.msg).toMatch(
      /^The seller delisted inscription .+ before your payment was sent\. Nothing was spent\.$/,
    );
    const [purchase] = await market.db
      .select()
      .from(marketTransactions)
      .where(eq(marketTransactions.id, (started.body.data as { purchase_id: string }).purchase_id));
    expect(purchase).toMatchObject({ status: 'failed', rawTx: null });
  });

  it('ends lapsed holds on the sweep, putting their listings back on sale', async () => {
    const orderId = orders[0] ?? '';
    expect((await buy(orderId, whaleToken, whale)).body.code).toBe(0);
    time += tenMinutes + 1_000;
    await market.server.purchaseSweeper.sweepOnce();
    const [listing] = await market.db.select().from(listings).where(eq(listings.id, orderId));
    expect(listing).toMatchObject({ status: 'on_list', buyerAddress: null, purchaseId: null });
  });
});
