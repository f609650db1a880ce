import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activity, inscriptions, listings } from '../../db/schema';
import { errorCodes } from '../../http/errorCodes';
import { testDatabases } from '../../testing/testDatabases';
import { hookTimeout, openMarket, testSeller, type MarketUnderTest } from './testing/marketTestKit';
import {
  devnetOf,
  fundWith,
  inscribeFor,
  listSigned,
  mineAndIndex,
  payerOf,
  signAsWallet,
  taprootBuyer,
} from './testing/purchaseTestKit';

const seller = testSeller(13);
/** A first-time buyer paying from native segwit: no dummy UTXOs yet. */
const newcomer = testSeller(14);
/** A buyer paying from taproot, as UniSat does, whose wallet already holds dummies. */
const sweeper = taprootBuyer(15);

interface Purchase {
  psbt: string;
  buyer_inputs: number[];
  network_fee: number;
  total: number;
  service_fee_sta: number;
  service_received_addr: string | null;
  status: string;
  items?: Array<{ order_id: string; status: string; buyer_address: string | null }>;
}

describe.each(testDatabases)('buying listed inscriptions on the devnet ($name)', (testDatabase) => {
  let market: MarketUnderTest;
  let sellerToken: string;
  let newcomerToken: string;
  let sweeperToken: string;
  const buyOne = (orderId: string, token: string, wallet: { publicKey: Uint8Array }) =>
    market.call('/btc/ordinals/buy_ordinals', { order_id: orderId, ...payerOf(wallet) }, token);
  const dataOf = (answer: { body: { data: unknown } }) => answer.body.data as Purchase;
  const listingOf = async (orderId: string) => {
    const [row] = await market.db.select().from(listings).where(eq(listings.id, orderId));
    return row;
  };

  beforeAll(async () => {
    market = await openMarket(testDatabase);
    sellerToken = await market.tokenFor(seller.address);
    newcomerToken = await market.tokenFor(newcomer.address, '00000000-0000-4000-8000-000000000014');
    sweeperToken = await market.tokenFor(sweeper.address, '00000000-0000-4000-8000-000000000015');
  }, hookTimeout);
  afterAll(() => market.close(), hookTimeout);

  it('has a first-time buyer make dummies once, then sells them the inscription at offset 0', async () => {
    const inscriptionId = await inscribeFor(market, seller, 'first sale');
    const orderId = await listSigned(market, seller, sellerToken, inscriptionId, 20_000n);
    await fundWith(market, newcomer, [300_000n]);

    const own = await buyOne(orderId, sellerToken, seller);
    expect(own.body).toMatchObject({
      code: errorCodes.purchaseRefused.code,
      msg: 'You cannot buy your own inscription.',
    });
    const noDummies = await buyOne(orderId, newcomerToken, newcomer);
    expect(noDummies.body).toMatchObject({
      code: errorCodes.dummyUtxosNeeded.code,
      msg: 'This purchase needs 2 dummy UTXOs in your wallet; create them first',
    });
    expect((await listingOf(orderId))?.status).toBe('on_list');

    const prepared = await market.call(
      '/btc/ordinals/prepare_dummy_utxos',
      { count: 2, ...payerOf(newcomer) },
      newcomerToken,
    );
    const preparation = prepared.body.data as { transaction_id: string; psbt: string; buyer_inputs: number[] };
    const again = await market.call(
      '/btc/ordinals/prepare_dummy_utxos',
      { count: 2, ...payerOf(newcomer) },
      newcomerToken,
    );
    expect((again.body.data as { transaction_id: string }).transaction_id).toBe(preparation.transaction_id);
    const sent = await market.call(
      '/btc/ordinals/send_dummy_utxos',
      { transaction_id: preparation.transaction_id, psbt: signAsWallet(newcomer, preparation) },
      newcomerToken,
    );
    const dummyTxid = (sent.body.data as { txid: string }).txid;
    // Until the dummies confirm, neither a purchase nor a second preparation goes ahead.
    expect((await buyOne(orderId, newcomerToken, newcomer)).body).toMatchObject({
      code: errorCodes.dummyUtxosPending.code,
      msg: `Your dummy UTXOs are being created by transaction ${dummyTxid}. Buy again once it confirms (usually within a block).`,
    });
    const second = await market.call(
      '/btc/ordinals/prepare_dummy_utxos',
      { count: 2, ...payerOf(newcomer) },
      newcomerToken,
    );
    expect(second.body.code).toBe(errorCodes.dummyUtxosPending.code);
    await mineAndIndex(market);

    const started = await buyOne(orderId, newcomerToken, newcomer);
    expect(started.body).toMatchObject({ code: 0, data: { status: 'selling', buyer_address: newcomer.address } });
    const purchase = dataOf(started);
    expect(purchase.service_fee_sta).toBe(400);
    expect(purchase.total).toBe(20_000 + 400 + purchase.network_fee);
    const askedAgain = await buyOne(orderId, newcomerToken, newcomer);
    expect(dataOf(askedAgain).psbt).toBe(purchase.psbt);
    const rival = await buyOne(orderId, sweeperToken, sweeper);
    expect(rival.body.msg).toBe(
      'Someone is already buying this inscription. Try another one, or come back in a few minutes.',
    );

    const finished = await market.call(
      '/btc/ordinals/buy_ordinals_send_success',
      { order_id: orderId, psbt: signAsWallet(newcomer, purchase) },
      newcomerToken,
    );
    expect(finished.body).toMatchObject({ code: 0, data: { status: 'selling' } });
    const txid = (finished.body.data as { txid: string }).txid;
    expect(await devnetOf(market).transaction(txid)).toBeDefined();
    const retried = await market.call(
      '/btc/ordinals/buy_ordinals_send_success',
      { order_id: orderId, psbt: signAsWallet(newcomer, purchase) },
      newcomerToken,
    );
    expect((retried.body.data as { txid: string }).txid).toBe(txid);
    const lateCancel = await market.call('/btc/ordinals/cancel_buy_ordinals', { order_id: orderId }, newcomerToken);
    expect(lateCancel.body.code).toBe(errorCodes.purchaseRefused.code);
    const lateDelist = await market.call('/btc/ordinals/delist_for_sale', { order_id: orderId }, sellerToken);
    expect(lateDelist.body.code).toBe(errorCodes.listingRefused.code);
    await mineAndIndex(market);

    const [moved] = await market.db.select().from(inscriptions).where(eq(inscriptions.inscriptionId, inscriptionId));
    expect(moved).toMatchObject({ ownerAddress: newcomer.address, txid, offset: 0n });
    expect(await listingOf(orderId)).toMatchObject({ status: 'sold', purchaseTxid: txid });
    const sellerCoins = await devnetOf(market).addressUtxos(seller.address);
    expect(sellerCoins).toContainEqual(expect.objectContaining({ txid, value: 20_000 }));
    const feeAddress = purchase.service_received_addr ?? '';
    expect(await devnetOf(market).addressUtxos(feeAddress)).toContainEqual(
      expect.objectContaining({ txid, value: 400 }),
    );
    const sales = await market.db
      .select()
      .from(activity)
      .where(and(eq(activity.kind, 'sale'), eq(activity.inscriptionId, inscriptionId)));
    expect(sales).toHaveLength(1);
  }, 90_000);

  it('sweeps several listings in one taproot transaction, and a cancel puts a listing back on sale', async () => {
    const ids = [
      await inscribeFor(market, seller, 'sweep one'),
      await inscribeFor(market, seller, 'sweep two'),
      await inscribeFor(market, seller, 'sweep three'),
    ];
    const orders = [
      await listSigned(market, seller, sellerToken, ids[0] ?? '', 5_000n),
      await listSigned(market, seller, sellerToken, ids[1] ?? '', 6_000n),
      await listSigned(market, seller, sellerToken, ids[2] ?? '', 7_000n),
    ];
    await fundWith(market, sweeper, [600n, 600n, 600n, 600n, 500_000n]);

    const held = await buyOne(orders[2] ?? '', sweeperToken, sweeper);
    expect(held.body.code).toBe(0);
    const cancelled = await market.call('/btc/ordinals/cancel_buy_ordinals', { order_id: orders[2] }, sweeperToken);
    expect(cancelled.body).toMatchObject({ code: 0, data: { status: 'on_list', buyer_address: null } });

    const started = await market.call(
      '/btc/ordinals/buy_ordinals_list',
      { order_ids: orders, ...payerOf(sweeper) },
      sweeperToken,
    );
    expect(started.body.code).toBe(0);
    expect(dataOf(started).items?.map((item) => item.status)).toEqual(['selling', 'selling', 'selling']);
    const sent = await market.call(
      '/btc/ordinals/buy_ordinals_list_send_success',
      { order_ids: orders, psbt: signAsWallet(sweeper, dataOf(started)) },
      sweeperToken,
    );
    expect(sent.body.code).toBe(0);
    const txid = (sent.body.data as { txid: string }).txid;
    await mineAndIndex(market);

    for (const [index, inscriptionId] of ids.entries()) {
      const [row] = await market.db.select().from(inscriptions).where(eq(inscriptions.inscriptionId, inscriptionId));
      expect(row).toMatchObject({ ownerAddress: sweeper.address, txid, vout: index + 1, offset: 0n });
      expect((await listingOf(orders[index] ?? ''))?.status).toBe('sold');
    }
    // The purchase left fresh dummies: the next buy needs no preparation.
    const coins = await devnetOf(market).addressUtxos(sweeper.address);
    expect(coins.filter((coin) => coin.txid === txid && coin.value === 600)).toHaveLength(4);
  }, 90_000);
});
