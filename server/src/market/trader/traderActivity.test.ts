import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activity, brc20Activity } from '../../db/schema';
import { testDatabases } from '../../testing/testDatabases';
import { insertTick, whole } from '../brc20/testing/brc20TestRows';
import {
  hookTimeout,
  inscriptionIdOf,
  openMarket,
  seedCollection,
  seedInscription,
  testSeller,
  txidOf,
  type MarketUnderTest,
} from '../nft/testing/marketTestKit';

const alice = testSeller(1).address;
const bob = testSeller(2).address;
const carol = testSeller(3).address;
const dave = testSeller(4).address;
const erin = testSeller(5).address;
const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 12, minute));

interface Item {
  market: string;
  action: string;
  inscription_id: string | null;
  inscription_number: number | null;
  inscription_name: string | null;
  collection_id: string | null;
  collection_name: string | null;
  tick: string | null;
  amount: string | null;
  price: number | null;
  counterparty: string | null;
  txid: string | null;
  happened_at: number;
}
interface Answer {
  items: Item[];
  total: number;
  has_next: boolean;
}

describe.each(testDatabases)("a trader's history across both markets ($name)", (testDatabase) => {
  let market: MarketUnderTest;
  const history = async (body: Record<string, unknown>, token?: string) => {
    const { body: envelope } = await market.call('/btc/ordinals/get_user_activity', body, token);
    expect(envelope.code, envelope.msg).toBe(0);
    return envelope.data as Answer;
  };
  const lines = (answer: Answer) =>
    answer.items.map((item) => `${new Date(item.happened_at * 1000).getUTCMinutes()} ${item.market} ${item.action}`);

  beforeAll(async () => {
    market = await openMarket(testDatabase);
    const { db } = market;
    await seedCollection(db, 'alpha', { name: 'Alpha Apes' });
    for (const n of [1, 6, 7, 8, 9]) await seedInscription(db, { n, collectionId: 'alpha', owner: alice });
    // BRC-20 operations are inscriptions too, with no collection.
    for (const n of [20, 21, 22]) await seedInscription(db, { n, collectionId: null, owner: alice });
    await insertTick(db, 'ORDI');

    const nft = (minute: number, n: number) => ({
      inscriptionId: inscriptionIdOf(n),
      collectionId: 'alpha',
      txid: txidOf(1000 + minute),
      occurredAt: at(minute),
    });
    await db.insert(activity).values([
      { ...nft(1, 1), kind: 'mint', toAddress: alice },
      { ...nft(3, 1), kind: 'list', fromAddress: alice, priceSats: 150_000n },
      { ...nft(4, 1), kind: 'delist', fromAddress: alice },
      { ...nft(5, 1), kind: 'sale', fromAddress: alice, toAddress: bob, priceSats: 140_000n },
      { ...nft(6, 7), kind: 'sale', fromAddress: carol, toAddress: alice, priceSats: 90_000n },
      { ...nft(7, 8), kind: 'transfer', fromAddress: bob, toAddress: alice },
      // Sent to herself: one event, told once.
      { ...nft(8, 9), kind: 'transfer', fromAddress: alice, toAddress: alice },
      // Someone else's trade.
      { ...nft(2, 6), kind: 'sale', fromAddress: bob, toAddress: carol, priceSats: 60_000n },
      // The chain's side of the BRC-20 inscriptions below, told by the BRC-20 ledger instead.
      { ...nft(11, 20), collectionId: null, kind: 'mint', toAddress: alice },
      { ...nft(12, 21), collectionId: null, kind: 'mint', toAddress: alice },
      { ...nft(14, 21), collectionId: null, kind: 'transfer', fromAddress: alice, toAddress: bob },
      // Every bitcoin there will ever be: the highest price, still exact as a JSON number.
      { ...nft(9, 6), kind: 'sale', fromAddress: dave, toAddress: bob, priceSats: 2_100_000_000_000_000n },
    ]);

    const token = (minute: number, n: number | null) => ({
      tick: 'ordi',
      inscriptionId: n === null ? null : inscriptionIdOf(n),
      txid: txidOf(2000 + minute),
      happenedAt: at(minute),
    });
    const sale = txidOf(2014);
    await db.insert(brc20Activity).values([
      { ...token(10, null), kind: 'deploy', toAddress: alice },
      { ...token(11, 20), kind: 'mint', toAddress: alice, amount: whole(1000) },
      { ...token(12, 21), kind: 'transfer', fromAddress: alice, toAddress: null, amount: whole(100) },
      { ...token(13, 21), kind: 'list', fromAddress: alice, amount: whole(100), priceSats: 5_000n, txid: null },
      { ...token(14, 21), kind: 'sale', fromAddress: alice, toAddress: bob, amount: whole(100), priceSats: 5_000n },
      // The ledger's transfer that carried out the sale above (same inscription, same transaction).
      { ...token(14, 21), kind: 'transfer', fromAddress: alice, toAddress: bob, amount: whole(100), txid: sale },
      { ...token(15, 22), kind: 'transfer', fromAddress: carol, toAddress: alice, amount: whole(50) / 2n },
    ]);
  }, hookTimeout);
  afterAll(() => market.close(), hookTimeout);

  it('merges both markets newest first, in the trader’s words, one row per trade', async () => {
    const answer = await history({ address: alice });
    expect(lines(answer)).toEqual([
      '15 brc20 received',
      '14 brc20 sold',
      '13 brc20 listed',
      '12 brc20 transferable',
      '11 brc20 minted',
      '10 brc20 deployed',
      '8 nft sent',
      '7 nft received',
      '6 nft bought',
      '5 nft sold',
      '4 nft delisted',
      '3 nft listed',
      '1 nft minted',
    ]);
    expect(answer).toMatchObject({ total: 13, has_next: false });
  });

  it('tells each event with its item, price and the other side', async () => {
    const { items } = await history({ address: alice });
    const byMinute = new Map(items.map((item) => [new Date(item.happened_at * 1000).getUTCMinutes(), item]));
    expect(byMinute.get(5)).toEqual({
      market: 'nft',
      action: 'sold',
      inscription_id: inscriptionIdOf(1),
      inscription_number: 1,
      inscription_name: '#1',
      collection_id: 'alpha',
      collection_name: 'Alpha Apes',
      tick: null,
      amount: null,
      price: 140_000,
      counterparty: bob,
      txid: txidOf(1005),
      happened_at: at(5).getTime() / 1000,
    });
    expect(byMinute.get(6)).toMatchObject({ action: 'bought', counterparty: carol, price: 90_000 });
    expect(byMinute.get(8)).toMatchObject({ action: 'sent', counterparty: null });
    expect(byMinute.get(3)).toMatchObject({ action: 'listed', counterparty: null, price: 150_000 });
    expect(byMinute.get(14)).toEqual({
      market: 'brc20',
      action: 'sold',
      inscription_id: inscriptionIdOf(21),
      inscription_number: 21,
      inscription_name: null,
      collection_id: null,
      collection_name: null,
      tick: 'ORDI',
      amount: '100',
      price: 5_000,
      counterparty: bob,
      txid: txidOf(2014),
      happened_at: at(14).getTime() / 1000,
    });
    expect(byMinute.get(15)).toMatchObject({ action: 'received', amount: '25', counterparty: carol, price: null });
    expect(byMinute.get(12)).toMatchObject({ action: 'transferable', amount: '100', counterparty: null });
    expect(byMinute.get(10)).toMatchObject({ action: 'deployed', inscription_id: null, amount: null });
  });

  it('shows the other side of the same trades from the buyer', async () => {
    const answer = await history({ address: bob });
    expect(lines(answer)).toEqual(['14 brc20 bought', '9 nft bought', '7 nft sent', '5 nft bought', '2 nft sold']);
    expect(answer.items.map((item) => item.counterparty)).toEqual([alice, dave, alice, alice, carol]);
    expect(answer.items[1]?.price).toBe(2_100_000_000_000_000);
  });

  it('pages through the merge with the total of both markets', async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => history({ address: alice, limit: 5, page })));
    expect(pages.map(lines)).toEqual([
      ['15 brc20 received', '14 brc20 sold', '13 brc20 listed', '12 brc20 transferable', '11 brc20 minted'],
      ['10 brc20 deployed', '8 nft sent', '7 nft received', '6 nft bought', '5 nft sold'],
      ['4 nft delisted', '3 nft listed', '1 nft minted'],
    ]);
    expect(pages.map((page) => [page.total, page.has_next])).toEqual([
      [13, true],
      [13, true],
      [13, false],
    ]);
    expect((await history({ address: alice, page: 4, limit: 5 })).items).toEqual([]);
  });

  it("answers the signed-in trader's history when no address is named, and nothing for a new wallet", async () => {
    expect(lines(await history({ limit: 2 }, await market.tokenFor(bob)))).toEqual(['14 brc20 bought', '9 nft bought']);
    expect(await history({ address: erin })).toEqual({ items: [], total: 0, has_next: false });
    const visitor = await market.call('/btc/ordinals/get_user_activity', {});
    expect([visitor.status, visitor.body.code]).toEqual([401, 10180006]);
  });

  it('refuses a limit over 100, a bad address and unknown fields', async () => {
    for (const body of [{ address: alice, limit: 101 }, { address: 'tb1qnope' }, { address: alice, kinds: ['sale'] }]) {
      const { status, body: envelope } = await market.call('/btc/ordinals/get_user_activity', body);
      expect([JSON.stringify(body), status, envelope.code]).toEqual([JSON.stringify(body), 400, 10010001]);
    }
  });
});
