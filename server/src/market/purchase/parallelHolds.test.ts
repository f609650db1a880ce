import { bytesToHex, outpointKey } from '@ordmarket/protocol';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketTransactions } from '../../db/schema';
import { errorCodes } from '../../http/errorCodes';
import { testDatabases } from '../../testing/testDatabases';
import { hookTimeout, openMarket, testSeller, type MarketUnderTest } from '../nft/testing/marketTestKit';
import {
  devnetOf,
  fundWith,
  inscribeFor,
  listSigned,
  payerOf,
  signAsWallet,
  taprootBuyer,
} from '../nft/testing/purchaseTestKit';
import { liveStatuses } from './storedTransactions';

const seller = testSeller(91);
const buyer = taprootBuyer(92);
const starts = 24;
/** Eight dummies and 400,000 sats in four coins: room for three purchases of a 100,000-sat listing. */
const wallet = [...Array.from({ length: 8 }, () => 600n), 120_000n, 120_000n, 80_000n, 80_000n];

/**
 * Coins are reserved under a lock per paying address: however many starts, preparations and cancels of one wallet
 * arrive at once, each sees what the others reserved. (PGlite runs one transaction at a time; PostgreSQL runs
 * them side by side under READ COMMITTED, where the race shows.)
 */
describe.each(testDatabases)('parallel purchase starts from one wallet ($name)', (testDatabase) => {
  let market: MarketUnderTest;
  let sellerToken: string;
  let buyerToken: string;
  const orders: string[] = [];

  beforeAll(async () => {
    market = await openMarket(testDatabase);
    sellerToken = await market.tokenFor(seller.address, '00000000-0000-4000-8000-000000000091');
    buyerToken = await market.tokenFor(buyer.address, '00000000-0000-4000-8000-000000000092');
    for (let n = 0; n < starts; n += 1) {
      const inscriptionId = await inscribeFor(market, seller, `parallel ${n}`);
      orders.push(await listSigned(market, seller, sellerToken, inscriptionId, 100_000n));
    }
    await fundWith(market, buyer, wallet);
    await fundWith(market, seller, [50_000n]);
  }, 180_000);
  afterAll(() => market.close(), hookTimeout);

  const livePurchases = () =>
    market.db
      .select()
      .from(marketTransactions)
      .where(inArray(marketTransactions.status, [...liveStatuses]));

  it(`holds no more than the wallet has when ${starts} starts arrive at once, and no coin twice`, async () => {
    const answers = await Promise.all(
      orders.map((orderId) =>
        market.call('/btc/ordinals/buy_ordinals', { order_id: orderId, ...payerOf(buyer) }, buyerToken),
      ),
    );
    const refusedCodes = new Set<number>([errorCodes.purchaseRefused.code, errorCodes.dummyUtxosNeeded.code]);
    for (const answer of answers) {
      expect(answer.body.code === 0 || refusedCodes.has(answer.body.code), answer.body.msg).toBe(true);
    }
    expect(answers.filter((answer) => answer.body.code === 0).length).toBeGreaterThan(0);

    const live = await livePurchases();
    const spendable = wallet.reduce((sum, sats) => sum + sats, 0n);
    const held = live.reduce((sum, row) => sum + BigInt(row.terms.costs?.total ?? 0), 0n);
    expect(held).toBeLessThanOrEqual(spendable);
    const coins = live.flatMap((row) => row.terms.spent.map(outpointKey));
    expect(coins.length).toBe(new Set(coins).size);
    // Each purchase pays from coins the chain has: the wallet's own, unspent.
    const unspent = new Set((await devnetOf(market).addressUtxos(buyer.address)).map(outpointKey));
    expect(coins.every((coin) => unspent.has(coin))).toBe(true);
  }, 120_000);

  it('reserves under the same lock when dummy preparations race the starts', async () => {
    for (const row of await livePurchases()) {
      await market.call('/btc/ordinals/cancel_buy_ordinals', { order_id: row.orderIds[0] }, buyerToken);
    }
    const buying = orders.slice(0, 6);
    const all = await Promise.all([
      ...buying.map((orderId) =>
        market.call('/btc/ordinals/buy_ordinals', { order_id: orderId, ...payerOf(buyer) }, buyerToken),
      ),
      ...Array.from({ length: 6 }, () =>
        market.call('/btc/ordinals/prepare_dummy_utxos', { count: 2, ...payerOf(buyer) }, buyerToken),
      ),
    ]);
    const answers = all.slice(0, buying.length);
    const preparations = all.slice(buying.length);
    const live = await livePurchases();
    const coins = live.flatMap((row) => row.terms.spent.map(outpointKey));
    expect(coins.length).toBe(new Set(coins).size);
    // Asking again for dummies answers the same preparation: never two splitting the wallet's coins.
    const prepared = new Set(
      preparations.flatMap((answer) =>
        answer.body.code === 0 ? [(answer.body.data as { transaction_id: string }).transaction_id] : [],
      ),
    );
    expect(prepared.size).toBeLessThanOrEqual(1);
    expect(live.filter((row) => row.kind === 'dummies').map((row) => row.id)).toEqual([...prepared]);

    // A purchase the wallet was answered can be signed and sent: the coins it was given were really free.
    const index = answers.findIndex((answer) => answer.body.code === 0);
    const started = answers[index]?.body.data as { psbt: string; buyer_inputs: number[] };
    const sent = await market.call(
      '/btc/ordinals/buy_ordinals_send_success',
      { order_id: buying[index], psbt: signAsWallet(buyer, started) },
      buyerToken,
    );
    expect(sent.body.code, sent.body.msg).toBe(0);
  }, 120_000);

  it("reserves a seller's coins once however many on-chain cancels are prepared at once", async () => {
    const listed = orders.at(-1) ?? '';
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        market.call(
          '/btc/ordinals/prepare_cancel_on_chain',
          { order_id: listed, ordinals_public_key: bytesToHex(seller.publicKey), ...payerOf(seller) },
          sellerToken,
        ),
      ),
    );
    for (const answer of answers) expect(answer.body.code, answer.body.msg).toBe(0);
    const cancels = (await livePurchases()).filter((row) => row.kind === 'cancel');
    expect(cancels).toHaveLength(12);
    const coins = cancels.flatMap((row) => row.terms.spent.map(outpointKey));
    // One cancel spends the seller's coin; the others, finding it reserved, pay from the inscription's postage.
    expect(coins).toHaveLength(1);
  }, 120_000);
});
