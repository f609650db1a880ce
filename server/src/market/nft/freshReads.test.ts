import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionItems } from '../../db/schema';
import { reveal, text } from '../../indexer/testing/indexerTestKit';
import { testDatabases } from '../../testing/testDatabases';
import { hookTimeout, openMarket, seedCollection, testSeller, type MarketUnderTest } from './testing/marketTestKit';
import {
  devnetOf,
  fundWith,
  listSigned,
  mineAndIndex,
  payerOf,
  signAsWallet,
  taprootBuyer,
} from './testing/purchaseTestKit';

const seller = testSeller(51);
const buyer = taprootBuyer(52);

interface Figures {
  inscription_count: number;
  owner_count: number;
  listed_count: number;
  floor_price: number | null;
  total_volume: number;
  sales_total: number;
  attributes: Array<{ trait_type: string; values: Array<{ value: string; count: number }> }>;
}
interface Items {
  total: number;
  pending_count: number;
  items: Array<{ status: string; sale_price: number | null; owner_address: string; is_owner: boolean }>;
}

/**
 * Every read a trader refreshes after acting (the collection's header, its place in the popular list, its items,
 * its traits) answers the market as it is right after a block, a listing, a price change, a cancel and a purchase,
 * although each is remembered between changes.
 */
describe.each(testDatabases)('collection reads right after each change ($name)', (testDatabase) => {
  let market: MarketUnderTest;
  let sellerToken: string;
  let buyerToken: string;
  let inscriptionId: string;

  const data = async <T>(path: string, body: unknown, token?: string) => {
    const answer = await market.call(path, body, token);
    expect(answer.body.code, answer.body.msg).toBe(0);
    return answer.body.data as T;
  };
  /** The same reads twice each: the second comes from memory and must say the same. */
  const reads = async (token?: string) => {
    const read = () =>
      Promise.all([
        data<Figures>('/btc/ordinals/get_collection_detail', { collection_id: 'stones' }),
        data<{ items: Array<Pick<Figures, 'listed_count' | 'floor_price' | 'total_volume'>> }>(
          '/btc/ordinals/get_popular_collections',
          { page: 1, limit: 20 },
        ),
        data<Items>('/btc/ordinals/get_collection_inscription_list', { collection_id: 'stones' }, token),
        data<{ items: Figures['attributes'] }>('/btc/ordinals/get_collection_attributes', { collection_id: 'stones' }),
      ]);
    const [detail, popular, items, traits] = await read();
    expect(await read()).toEqual([detail, popular, items, traits]);
    const listed = popular.items[0];
    expect(listed).toMatchObject({
      listed_count: detail.listed_count,
      floor_price: detail.floor_price,
      total_volume: detail.total_volume,
    });
    expect(traits.items).toEqual(detail.attributes);
    return { detail, items };
  };

  beforeAll(async () => {
    market = await openMarket(testDatabase);
    await seedCollection(market.db, 'stones');
    sellerToken = await market.tokenFor(seller.address);
    buyerToken = await market.tokenFor(buyer.address, '00000000-0000-4000-8000-000000000052');
  }, hookTimeout);
  afterAll(() => market.close(), hookTimeout);

  it('counts an inscription once its block is indexed', async () => {
    expect((await reads()).detail).toMatchObject({ inscription_count: 0, owner_count: 0, attributes: [] });
    const { txid } = await reveal(devnetOf(market), [text('granite')], [{ ...seller, value: 10_000n }]);
    inscriptionId = `${txid}i0`;
    await market.db.insert(collectionItems).values({
      inscriptionId,
      collectionId: 'stones',
      name: 'Granite',
      attributes: [{ trait_type: 'grain', value: 'coarse' }],
    });
    await mineAndIndex(market);
    const { detail, items } = await reads(sellerToken);
    expect(detail).toMatchObject({
      inscription_count: 1,
      owner_count: 1,
      attributes: [{ trait_type: 'grain', values: [{ value: 'coarse', count: 1 }] }],
    });
    expect(items.items).toMatchObject([{ status: 'normal', owner_address: seller.address, is_owner: true }]);
    // The same remembered page, seen by someone else.
    expect((await reads()).items.items).toMatchObject([{ is_owner: false }]);
  });

  it('shows a listing, then its new price, then its cancel', async () => {
    const orderId = await listSigned(market, seller, sellerToken, inscriptionId, 20_000n);
    expect(await reads()).toMatchObject({
      detail: { listed_count: 1, floor_price: 20_000 },
      items: { items: [{ status: 'on_list', sale_price: 20_000 }] },
    });
    const repriced = await listSigned(market, seller, sellerToken, inscriptionId, 15_000n);
    expect(repriced).not.toBe(orderId);
    expect(await reads()).toMatchObject({
      detail: { listed_count: 1, floor_price: 15_000 },
      items: { items: [{ status: 'on_list', sale_price: 15_000 }] },
    });
    await data('/btc/ordinals/delist_for_sale', { order_id: repriced }, sellerToken);
    expect(await reads()).toMatchObject({
      detail: { listed_count: 0, floor_price: null },
      items: { items: [{ status: 'normal', sale_price: null }] },
    });
  });

  it('shows a purchase pending, cancelled, then the sale once its block is indexed', async () => {
    const orderId = await listSigned(market, seller, sellerToken, inscriptionId, 12_000n);
    await fundWith(market, buyer, [600n, 600n, 300_000n]);
    const buy = () =>
      data<{ psbt: string; buyer_inputs: number[] }>(
        '/btc/ordinals/buy_ordinals',
        { order_id: orderId, ...payerOf(buyer) },
        buyerToken,
      );
    await buy();
    // A listing being bought is not buyable: it leaves the floor and shows pending.
    expect(await reads()).toMatchObject({
      detail: { listed_count: 0, floor_price: null },
      items: { pending_count: 1, items: [{ status: 'selling' }] },
    });
    await data('/btc/ordinals/cancel_buy_ordinals', { order_id: orderId }, buyerToken);
    expect(await reads()).toMatchObject({
      detail: { listed_count: 1, floor_price: 12_000 },
      items: { pending_count: 0, items: [{ status: 'on_list' }] },
    });
    const purchase = await buy();
    await data(
      '/btc/ordinals/buy_ordinals_send_success',
      { order_id: orderId, psbt: signAsWallet(buyer, purchase) },
      buyerToken,
    );
    await mineAndIndex(market);
    expect(await reads(buyerToken)).toMatchObject({
      detail: { listed_count: 0, floor_price: null, total_volume: 12_000, sales_total: 1, owner_count: 1 },
      items: { pending_count: 0, items: [{ status: 'normal', owner_address: buyer.address, is_owner: true }] },
    });
  });
});
