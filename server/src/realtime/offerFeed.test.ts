import { buildListingPsbt } from '@ordmarket/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTick, insertTransferInscription, whole } from '../market/brc20/testing/brc20TestRows';
import {
  hookTimeout,
  inscriptionIdOf,
  openMarket,
  seedCollection,
  seedInscription,
  testSeller,
  txidOf,
  type MarketUnderTest,
} from '../market/nft/testing/marketTestKit';
import { listSigned } from '../market/nft/testing/purchaseTestKit';
import { nftOffers } from '../market/purchase/nftOffers';
import { releaseHolds } from '../market/purchase/storedTransactions';
import { testDatabases } from '../testing/testDatabases';
import { connectTestSocket, type Received, type TestSocket } from './testing/socketTestClient';

const seller = testSeller(41);
const buyer = testSeller(42);
const collectionId = 'feed-pals';

/** The seller's wallet signing a listing of the BRC-20 transfer inscription in the output `txidOf(n):0`. */
function signedTransferListing(n: number, price: bigint): string {
  const psbt = buildListingPsbt({
    inscriptionOutput: { txid: txidOf(n), vout: 0, value: 546n, script: seller.script },
    sellerPublicKey: seller.publicKey,
    priceSats: price,
    sellerReceiveAddress: seller.address,
    network: 'devnet',
  });
  psbt.signInput(0, seller.signer, [0x83]);
  psbt.finalizeAllInputs();
  return psbt.toBase64();
}

describe.each(testDatabases)('every change to an offer is pushed to open pages ($name)', (testDatabase) => {
  let market: MarketUnderTest;
  let socket: TestSocket;
  let sellerToken: string;

  /** The next listing frame, with what a page acts on. */
  const nextListing = async () => {
    const frame: Received = await socket.next('listing');
    const { action, market: book, order_id, inscription_id, collection_id, tick, price } = frame;
    return { action, market: book, order_id, inscription_id, collection_id, tick, price };
  };

  beforeAll(async () => {
    market = await openMarket(testDatabase);
    await seedCollection(market.db, collectionId);
    sellerToken = await market.tokenFor(seller.address);
    socket = await connectTestSocket(`${market.server.url.replace(/^http/, 'ws')}/ws`);
    socket.send({ op: 'subscribe', topics: ['listings'] });
    await socket.next('subscriptions');
  }, hookTimeout);
  afterAll(async () => {
    socket.ws.terminate();
    await socket.closed;
    await market.close();
  }, hookTimeout);

  it('announces a listing, its new price and its delisting, and a retried listing not again', async () => {
    const inscriptionId = await seedInscription(market.db, { n: 60, owner: seller.address, collectionId });
    const list = (price: bigint) => listSigned(market, seller, sellerToken, inscriptionId, price);
    const firstOrder = await list(50_000n);
    expect(await nextListing()).toEqual({
      action: 'listed',
      market: 'nft',
      order_id: firstOrder,
      inscription_id: inscriptionId,
      collection_id: collectionId,
      tick: null,
      price: 50_000,
    });
    await list(50_000n);
    const secondOrder = await list(42_000n);
    // The retry of the first price said nothing: the next frame is the new price, naming the order now on sale.
    expect(await nextListing()).toMatchObject({ action: 'repriced', order_id: secondOrder, price: 42_000 });
    await market.call('/btc/ordinals/delist_for_sale', { order_id: secondOrder }, sellerToken);
    expect(await nextListing()).toMatchObject({ action: 'delisted', order_id: secondOrder, price: 42_000 });
    expect(socket.unread.filter((frame) => frame.type === 'listing')).toEqual([]);
  });

  it("announces a buyer's hold, and the listing back on sale when that purchase ends unpaid", async () => {
    const inscriptionId = await seedInscription(market.db, { n: 61, owner: seller.address, collectionId });
    const orderId = await listSigned(market, seller, sellerToken, inscriptionId, 30_000n);
    expect(await nextListing()).toMatchObject({ action: 'listed', order_id: orderId });
    const purchaseId = '00000000-0000-4000-8000-0000000000aa';
    // A hold rolled back with its purchase is never announced.
    await market.db
      .transaction(async (tx) => {
        await nftOffers('devnet').hold(tx, [orderId], purchaseId, buyer.address);
        tx.rollback();
      })
      .catch(() => undefined);
    await market.db.transaction((tx) => nftOffers('devnet').hold(tx, [orderId], purchaseId, buyer.address));
    expect(await nextListing()).toMatchObject({ action: 'pending', order_id: orderId, inscription_id: inscriptionId });
    await market.db.transaction((tx) => releaseHolds(tx, purchaseId));
    expect(await nextListing()).toMatchObject({ action: 'listed', order_id: orderId, price: 30_000 });
  });

  it('announces BRC-20 orders with their tick, listed, repriced and delisted', async () => {
    await insertTick(market.db, 'FEED');
    const inscriptionId = await insertTransferInscription(market.db, {
      tick: 'FEED',
      ownerAddress: seller.address,
      n: 62,
      output: `${txidOf(62)}:0`,
      amount: whole(10),
    });
    const list = (price: bigint) =>
      market.call(
        '/btc/brc_20/list_for_sale',
        { inscription_id: inscriptionId, psbt: signedTransferListing(62, price) },
        sellerToken,
      );
    await list(5_000n);
    const listed = await nextListing();
    expect(listed).toMatchObject({
      action: 'listed',
      market: 'brc20',
      inscription_id: inscriptionIdOf(62),
      collection_id: null,
      tick: 'feed',
      price: 5_000,
    });
    await list(6_000n);
    expect(await nextListing()).toMatchObject({ action: 'repriced', order_id: listed.order_id, price: 6_000 });
    await market.call('/btc/brc_20/delist_for_sale', { order_id: listed.order_id }, sellerToken);
    expect(await nextListing()).toMatchObject({ action: 'delisted', order_id: listed.order_id, tick: 'feed' });
  });
});
