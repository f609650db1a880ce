import { buildListingPsbt, outpointKey } from '@ordmarket/protocol';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activity, brc20Activity, brc20Orders, inscriptions, listings, marketTransactions } from '../../db/schema';
import { errorCodes } from '../../http/errorCodes';
import { connectTestSocket, type TestSocket } from '../../realtime/testing/socketTestClient';
import { testDatabases } from '../../testing/testDatabases';
import {
  hookTimeout,
  openMarket,
  seedCollection,
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
  signAsWallet,
  taprootBuyer,
} from '../nft/testing/purchaseTestKit';
import { bumpFee, takeListing, type WalletCoin } from './testing/replacementTestKit';

const seller = testSeller(111);
const buyer = taprootBuyer(112);
/** Watches the mempool and reuses the seller's signature the market's purchase reveals. */
const taker = taprootBuyer(113);
const creator = testSeller(114);
const price = 1_000_000n;
/** 2% service fee and the collection's 2.5% royalty: 45,000 sats the market's purchase pays on 1,000,000. */
const serviceFee = 20_000n;
const royalty = 25_000n;

interface Trade {
  action: string;
  inscription_id: string | null;
  counterparty: string | null;
  txid: string | null;
}

/**
 * The market sees an RBF replacement of its purchase: once the market broadcasts a purchase, anyone can reuse the
 * seller's SINGLE|ANYONECANPAY signature in a higher-fee transaction without the fee outputs; the devnet (full RBF,
 * like Core) mines it, and the indexer records it as what it is, never as the buyer's sale.
 */
describe.each(testDatabases)('an RBF replacement of a market purchase ($name)', (testDatabase) => {
  let market: MarketUnderTest;
  let sellerToken: string;
  let buyerToken: string;

  beforeAll(async () => {
    market = await openMarket(testDatabase);
    sellerToken = await market.tokenFor(seller.address, '00000000-0000-4000-8000-000000000111');
    buyerToken = await market.tokenFor(buyer.address, '00000000-0000-4000-8000-000000000112');
    await seedCollection(market.db, 'taken-art', { royaltyFeeBps: 250, royaltyAddress: creator.address });
    await fundWith(market, buyer, [600n, 600n, 600n, 600n, 10_000_000n, 3_000_000n]);
    // Funded before any purchase: mining a block later would confirm the purchase the taker means to replace.
    await fundWith(market, taker, [600n, 600n, 600n, 2_000_000n, 2_000_000n, 2_000_000n]);
  }, hookTimeout);
  afterAll(() => market.close(), hookTimeout);

  /** An inscription of the seller's in the royalty collection, listed at `price`. */
  async function listed(body: string) {
    const inscriptionId = await inscribeFor(market, seller, body);
    await market.db
      .update(inscriptions)
      .set({ collectionId: 'taken-art' })
      .where(eq(inscriptions.inscriptionId, inscriptionId));
    const orderId = await listSigned(market, seller, sellerToken, inscriptionId, price);
    const output = { txid: inscriptionId.slice(0, 64), vout: 0, value: 10_000n, script: seller.script };
    return { inscriptionId, orderId, output };
  }

  const listingOf = async (orderId: string) => {
    const [row] = await market.db.select().from(listings).where(eq(listings.id, orderId));
    return row;
  };
  const purchaseOf = async (txid: string) => {
    const [row] = await market.db.select().from(marketTransactions).where(eq(marketTransactions.txid, txid));
    return row;
  };
  const tradesOf = async (address: string) => {
    const answer = await market.call('/btc/ordinals/get_user_activity', { address, limit: 50 });
    return (answer.body.data as { items: Trade[] }).items;
  };
  /** Two of the taker's faucet coins not spent yet: a small one to lead the inscription and one to pay with. */
  const takerCoins = async (): Promise<{ small: WalletCoin; funding: WalletCoin }> => {
    const coins = await devnetOf(market).addressUtxos(taker.address);
    const coin = (value: number) => {
      const found = coins.find((utxo) => utxo.value === value);
      if (!found) throw new Error(`the taker has no ${value}-sat coin`);
      return { txid: found.txid, vout: found.vout, value: BigInt(found.value) };
    };
    return { small: coin(600), funding: coin(2_000_000) };
  };
  const watchOrder = async (orderId: string): Promise<TestSocket> => {
    const socket = await connectTestSocket(`${market.server.url.replace(/^http/, 'ws')}/ws`);
    socket.send({ op: 'subscribe', topics: ['orders'], order_id: orderId });
    await socket.next('subscriptions');
    return socket;
  };

  it("records a replacement that drops the fees and takes the inscription as replaced, never as the buyer's sale", async () => {
    const { inscriptionId, orderId, output } = await listed('taken');
    const purchaseTxid = await buyListing(market, buyer, buyerToken, orderId);
    const sent = await devnetOf(market).transaction(purchaseTxid);
    expect(sent?.vout.map((out) => out.value)).toEqual(expect.arrayContaining([Number(serviceFee), Number(royalty)]));
    const purchaseId = (await purchaseOf(purchaseTxid))?.id;

    const replacement = await takeListing(devnetOf(market), purchaseTxid, output, taker, await takerCoins(), 30_000n);
    const replacementTxid = await devnetOf(market).broadcast(replacement.toHex());
    expect(await devnetOf(market).transaction(purchaseTxid)).toBeUndefined();
    // The chain now refuses the purchase for the replacement in its place: it stays pending, not failed, until mined.
    await market.server.purchaseSweeper.sweepOnce();
    expect(await purchaseOf(purchaseTxid)).toMatchObject({ status: 'broadcast', failure: null });
    expect(await listingOf(orderId)).toMatchObject({ status: 'selling', purchaseTxid });

    const socket = await watchOrder(orderId);
    await mineAndIndex(market);
    expect(await socket.next('order_status')).toEqual({
      type: 'order_status',
      market: 'nft',
      order_id: orderId,
      status: 'replaced',
      txid: replacementTxid,
    });
    socket.ws.terminate();

    expect(await listingOf(orderId)).toMatchObject({
      status: 'replaced',
      buyerAddress: taker.address,
      purchaseTxid: replacementTxid,
      purchaseId,
      sellerPaid: true,
    });
    const failure =
      `A third party's transaction ${replacementTxid} replaced your purchase ${purchaseTxid}: it sent the ` +
      `inscription to ${taker.address} instead of you, paid the seller and left the service fee and royalty ` +
      'unpaid. Your purchase never confirmed: none of your coins were spent.';
    expect(await purchaseOf(purchaseTxid)).toMatchObject({
      status: 'replaced',
      replacedByTxid: replacementTxid,
      failure,
    });
    const moves = await market.db.select().from(activity).where(eq(activity.inscriptionId, inscriptionId));
    expect(moves.filter((row) => row.kind === 'sale')).toEqual([]);
    expect(moves.filter((row) => row.kind === 'replaced')).toMatchObject([
      {
        fromAddress: seller.address,
        toAddress: taker.address,
        priceSats: price,
        txid: replacementTxid,
        replacedBuyer: buyer.address,
      },
    ]);

    // What each side's screens read: the buyer's history never says Bought; the seller's Sold book says Replaced.
    const buyerTrades = (await tradesOf(buyer.address)).filter((trade) => trade.inscription_id === inscriptionId);
    expect(buyerTrades).toEqual([
      expect.objectContaining({ action: 'replaced', counterparty: taker.address, txid: replacementTxid }),
    ]);
    const sellerTrades = (await tradesOf(seller.address)).filter((trade) => trade.txid === replacementTxid);
    expect(sellerTrades).toEqual([expect.objectContaining({ action: 'replaced', counterparty: taker.address })]);
    const sold = await market.call('/btc/ordinals/get_user_listed_orders', { status: 'sold' }, sellerToken);
    expect((sold.body.data as { items: unknown[] }).items).toContainEqual(
      expect.objectContaining({
        order_id: orderId,
        status: 'replaced',
        buyer_address: taker.address,
        txid: replacementTxid,
        seller_paid: true,
      }),
    );
    // Sending the signed purchase again answers what happened, not a success.
    const retried = await market.call(
      '/btc/ordinals/buy_ordinals_send_success',
      { order_id: orderId, psbt: 'cHNidP8=' },
      buyerToken,
    );
    expect(retried.body).toMatchObject({ code: errorCodes.purchaseRefused.code, msg: failure });
    // The buyer's coins the purchase reserved are free again.
    const held = (await purchaseOf(purchaseTxid))?.terms.spent.map(outpointKey) ?? [];
    const utxos = (await devnetOf(market).addressUtxos(buyer.address)).map(outpointKey);
    expect(held.every((coin) => utxos.includes(coin))).toBe(true);

    // A reorg takes the block back: the purchase is pending again, and the block's return settles it again.
    const recorded = await listingOf(orderId);
    const settled = {
      status: recorded?.status,
      buyerAddress: recorded?.buyerAddress,
      sellerPaid: recorded?.sellerPaid,
    };
    await devnetOf(market).rollback(1);
    await market.server.services.indexer.syncToTip();
    expect(await listingOf(orderId)).toMatchObject({
      status: 'selling',
      buyerAddress: buyer.address,
      purchaseTxid,
      purchaseId,
      sellerPaid: null,
    });
    expect(await purchaseOf(purchaseTxid)).toMatchObject({ status: 'broadcast', failure: null, replacedByTxid: null });
    expect(
      await market.db
        .select()
        .from(activity)
        .where(and(eq(activity.inscriptionId, inscriptionId), eq(activity.kind, 'replaced'))),
    ).toEqual([]);
    await mineAndIndex(market);
    expect(await listingOf(orderId)).toMatchObject({ ...settled, purchaseTxid: replacementTxid });
    expect(await purchaseOf(purchaseTxid)).toMatchObject({ status: 'replaced', failure });
  }, 120_000);

  it("records the buyer's own replacement that leaves the fees out as replaced, not as the market's sale", async () => {
    const { inscriptionId, orderId, output } = await listed('stripped');
    const purchaseTxid = await buyListing(market, buyer, buyerToken, orderId);
    // The buyer pays the seller from coins of theirs the purchase does not spend, and keeps the 45,000 sats of fees.
    const inPurchase = new Set((await purchaseOf(purchaseTxid))?.terms.spent.map(outpointKey));
    const free = (await devnetOf(market).addressUtxos(buyer.address)).filter(
      (coin) => coin.status.confirmed && !inPurchase.has(outpointKey(coin)),
    );
    const small = free.find((coin) => coin.value <= 1_000);
    const funding = free.find((coin) => coin.value >= 2_000_000);
    if (!small || !funding) throw new Error('the buyer has no coins outside the purchase');
    const asCoin = (coin: { txid: string; vout: number; value: number }) => ({ ...coin, value: BigInt(coin.value) });
    const stripped = await takeListing(
      devnetOf(market),
      purchaseTxid,
      output,
      buyer,
      { small: asCoin(small), funding: asCoin(funding) },
      30_000n,
    );
    const strippedTxid = await devnetOf(market).broadcast(stripped.toHex());
    await mineAndIndex(market);

    expect(await listingOf(orderId)).toMatchObject({
      status: 'replaced',
      buyerAddress: buyer.address,
      purchaseTxid: strippedTxid,
      sellerPaid: true,
    });
    expect((await purchaseOf(purchaseTxid))?.failure).toBe(
      `Transaction ${strippedTxid} replaced your purchase ${purchaseTxid}: it gave you the inscription, paid the ` +
        "seller and left the service fee and royalty unpaid, so it is not the market's sale.",
    );
    const trades = (await tradesOf(buyer.address)).filter((trade) => trade.inscription_id === inscriptionId);
    expect(trades.map((trade) => trade.action)).toEqual(['replaced']);
  }, 120_000);

  it("keeps the buyer's own fee bump as the market's sale: every seller and fee paid, the inscription theirs", async () => {
    const { inscriptionId, orderId, output } = await listed('bumped');
    const purchaseTxid = await buyListing(market, buyer, buyerToken, orderId);
    const purchase = await purchaseOf(purchaseTxid);
    const prevouts = new Map([
      [outpointKey(output), output],
      ...(purchase?.terms.spent ?? []).map(
        (coin) => [outpointKey(coin), { script: buyer.script, value: BigInt(coin.value) }] as const,
      ),
    ]);
    const bumped = await bumpFee(devnetOf(market), purchaseTxid, prevouts, buyer, 5_000n);
    const bumpedTxid = await devnetOf(market).broadcast(bumped.toHex());
    await mineAndIndex(market);

    expect(await listingOf(orderId)).toMatchObject({
      status: 'sold',
      buyerAddress: buyer.address,
      purchaseTxid: bumpedTxid,
      sellerPaid: null,
    });
    expect(await purchaseOf(purchaseTxid)).toMatchObject({
      status: 'confirmed',
      replacedByTxid: bumpedTxid,
      failure: null,
    });
    const sales = await market.db
      .select()
      .from(activity)
      .where(and(eq(activity.inscriptionId, inscriptionId), eq(activity.kind, 'sale')));
    expect(sales).toMatchObject([{ fromAddress: seller.address, toAddress: buyer.address, txid: bumpedTxid }]);
    expect((await tradesOf(buyer.address)).find((trade) => trade.inscription_id === inscriptionId)).toMatchObject({
      action: 'bought',
    });
  }, 120_000);

  it('still records the market’s own purchase as sold', async () => {
    const { inscriptionId, orderId } = await listed('sold');
    const purchaseTxid = await buyListing(market, buyer, buyerToken, orderId);
    await mineAndIndex(market);
    expect(await listingOf(orderId)).toMatchObject({ status: 'sold', buyerAddress: buyer.address, purchaseTxid });
    expect(await purchaseOf(purchaseTxid)).toMatchObject({ status: 'broadcast', replacedByTxid: null });
    const [sale] = await market.db
      .select()
      .from(activity)
      .where(and(eq(activity.inscriptionId, inscriptionId), eq(activity.kind, 'sale')));
    expect(sale).toMatchObject({ toAddress: buyer.address, priceSats: price, txid: purchaseTxid });
  }, 120_000);

  it('puts the rest of a sweep back on sale when a replacement takes one of its listings', async () => {
    const first = await listed('sweep taken');
    const second = await listed('sweep left');
    const orderIds = [first.orderId, second.orderId];
    const started = await market.call(
      '/btc/ordinals/buy_ordinals_list',
      { order_ids: orderIds, ...payerOf(buyer) },
      buyerToken,
    );
    expect(started.body.code, started.body.msg).toBe(0);
    const sent = await market.call(
      '/btc/ordinals/buy_ordinals_list_send_success',
      { order_ids: orderIds, psbt: signAsWallet(buyer, started.body.data as { psbt: string; buyer_inputs: number[] }) },
      buyerToken,
    );
    const purchaseTxid = (sent.body.data as { txid: string }).txid;
    const replacement = await takeListing(
      devnetOf(market),
      purchaseTxid,
      first.output,
      taker,
      await takerCoins(),
      40_000n,
    );
    const replacementTxid = await devnetOf(market).broadcast(replacement.toHex());
    await mineAndIndex(market);

    expect(await listingOf(first.orderId)).toMatchObject({ status: 'replaced', purchaseTxid: replacementTxid });
    expect(await listingOf(second.orderId)).toMatchObject({
      status: 'on_list',
      buyerAddress: null,
      purchaseId: null,
      purchaseTxid: null,
    });
    expect((await purchaseOf(purchaseTxid))?.failure).toMatch(
      /left the service fee and royalty unpaid\. .* The other inscriptions of your purchase are for sale again\.$/,
    );
    // A reorg puts the whole sweep back as it was, held by the pending purchase; the block's return settles it again.
    const purchaseId = (await purchaseOf(purchaseTxid))?.id;
    await devnetOf(market).rollback(1);
    await market.server.services.indexer.syncToTip();
    for (const orderId of orderIds) {
      expect(await listingOf(orderId)).toMatchObject({ status: 'selling', purchaseId, purchaseTxid });
    }
    expect(await purchaseOf(purchaseTxid)).toMatchObject({ status: 'broadcast', failure: null });
    await mineAndIndex(market);
    expect(await listingOf(first.orderId)).toMatchObject({ status: 'replaced', purchaseTxid: replacementTxid });
    expect(await listingOf(second.orderId)).toMatchObject({ status: 'on_list', purchaseId: null });
    // Back on sale for real: another purchase of it goes through.
    expect(
      (await market.call('/btc/ordinals/buy_ordinals', { order_id: second.orderId, ...payerOf(buyer) }, buyerToken))
        .body.code,
    ).toBe(0);
    await market.call('/btc/ordinals/cancel_buy_ordinals', { order_id: second.orderId }, buyerToken);
  }, 120_000);

  it('records a replacement of a BRC-20 purchase the same way: the order replaced, its buyer told, no sale', async () => {
    const brc20 = (fields: Record<string, string>) => JSON.stringify({ p: 'brc-20', ...fields });
    await inscribeFor(market, seller, brc20({ op: 'deploy', tick: 'rplc', max: '21000000', lim: '1000' }));
    await inscribeFor(market, seller, brc20({ op: 'mint', tick: 'rplc', amt: '1000' }));
    const inscriptionId = await inscribeFor(market, seller, brc20({ op: 'transfer', tick: 'rplc', amt: '300' }));
    const output = { txid: inscriptionId.slice(0, 64), vout: 0, value: 10_000n, script: seller.script };
    const psbt = buildListingPsbt({
      inscriptionOutput: output,
      sellerPublicKey: seller.publicKey,
      priceSats: 300_000n,
      sellerReceiveAddress: seller.address,
      network: 'devnet',
    });
    psbt.signInput(0, seller.signer, [0x83]);
    psbt.finalizeAllInputs();
    const listedOrder = await market.call(
      '/btc/brc_20/list_for_sale',
      { inscription_id: inscriptionId, psbt: psbt.toBase64() },
      sellerToken,
    );
    const orderId = (listedOrder.body.data as { order_id: string }).order_id;
    const started = await market.call('/btc/brc_20/buy_brc20', { order_id: orderId, ...payerOf(buyer) }, buyerToken);
    const sent = await market.call(
      '/btc/brc_20/buy_brc20_send_success',
      { order_id: orderId, psbt: signAsWallet(buyer, started.body.data as { psbt: string; buyer_inputs: number[] }) },
      buyerToken,
    );
    const purchaseTxid = (sent.body.data as { txid: string }).txid;
    const replacement = await takeListing(devnetOf(market), purchaseTxid, output, taker, await takerCoins(), 30_000n);
    const replacementTxid = await devnetOf(market).broadcast(replacement.toHex());
    await mineAndIndex(market);

    const [order] = await market.db.select().from(brc20Orders).where(eq(brc20Orders.id, orderId));
    expect(order).toMatchObject({
      status: 'replaced',
      buyerAddress: taker.address,
      txid: replacementTxid,
      sellerPaid: true,
    });
    expect(order?.soldAt).toBeInstanceOf(Date);
    expect((await purchaseOf(purchaseTxid))?.failure).toContain('paid the seller and left the service fee unpaid');
    const events = await market.db.select().from(brc20Activity).where(eq(brc20Activity.inscriptionId, inscriptionId));
    expect(events.filter((row) => row.kind === 'sale')).toEqual([]);
    expect(events.filter((row) => row.kind === 'replaced')).toMatchObject([
      { fromAddress: seller.address, toAddress: taker.address, priceSats: 300_000n, replacedBuyer: buyer.address },
    ]);
    const buyerTrades = (await tradesOf(buyer.address)).filter((trade) => trade.inscription_id === inscriptionId);
    expect(buyerTrades).toEqual([expect.objectContaining({ action: 'replaced', counterparty: taker.address })]);
  }, 120_000);
});
