import { and, desc, eq, gt, min } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { brc20Orders, collections, inscriptions, listings, mints } from '../db/schema';
import { sessionTokenFor } from '../auth/testing/testSession';
import { payerOf, signAsWallet, taprootBuyer } from '../market/nft/testing/purchaseTestKit';
import type { RunningServer } from '../startServer';
import { testDatabases } from '../testing/testDatabases';
import { postJson, startTestServer } from '../testing/startTestServer';
import { seedTicks } from './brc20Tokens';

interface Page<Item> {
  items: Item[];
  total: number;
  has_next: boolean;
}

/**
 * The read endpoints over the seeded market (small scale, seeded for real by the server's own start): what
 * each answers agrees with the rows the indexer wrote.
 */
describe.each(testDatabases)('the seeded market through the API ($name)', ({ open }) => {
  let database: DatabaseHandle;
  let server: RunningServer;
  const call = async <Data>(path: string, body: unknown): Promise<Data> => {
    const { status, body: envelope } = await postJson(server.url, path, body);
    expect([path, status, envelope.code]).toEqual([path, 200, 0]);
    return envelope.data as Data;
  };

  beforeAll(async () => {
    database = await open();
    server = await startTestServer(database, { SEED_MARKET: 'true', SEED_SCALE: 'small', MARKET_SEED: 'endpoints' });
    await server.services.indexer.syncToTip();
  }, 180_000);
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  it('ranks all twelve collections, with floors and listed counts from the live listings', async () => {
    const popular = await call<Page<{ collection_id: string; listed_count: number; floor_price: number | null }>>(
      '/btc/ordinals/get_popular_collections',
      { limit: 20 },
    );
    expect(popular.total).toBe(12);
    expect(popular.has_next).toBe(false);
    for (const collection of popular.items) {
      const live = await database.db
        .select({ floor: min(listings.priceSats) })
        .from(listings)
        .where(and(eq(listings.collectionId, collection.collection_id), eq(listings.status, 'on_list')));
      const floor = live[0]?.floor;
      expect(collection.floor_price).toBe(floor === null || floor === undefined ? null : Number(floor));
    }
    const trending = await call<Page<unknown>>('/btc/ordinals/get_trending_collections', {});
    expect(trending.total).toBe(12);
  });

  it('answers a collection with its owners, traits and an inscription list that filters and sorts', async () => {
    const detail = await call<{ collection_id: string; owner_count: number; inscription_count: number }>(
      '/btc/ordinals/get_collection_detail',
      { collection_id: 'bitcoin-blocks' },
    );
    expect(detail.inscription_count).toBe(
      await database.db.$count(inscriptions, eq(inscriptions.collectionId, 'bitcoin-blocks')),
    );
    expect(detail.owner_count).toBeGreaterThan(1);

    const traits = await call<{
      items: Array<{ trait_type: string; values: Array<{ value: string; count: number }> }>;
    }>('/btc/ordinals/get_collection_attributes', { collection_id: 'bitcoin-blocks' });
    const [trait] = traits.items;
    const [commonest] = trait?.values ?? [];
    if (!trait || !commonest) throw new Error('The seeded collection has traits');
    expect(trait.values.reduce((sum, { count }) => sum + count, 0)).toBe(detail.inscription_count);

    const filtered = await call<Page<{ attributes: Array<{ trait_type: string; value: string }> }>>(
      '/btc/ordinals/get_collection_inscription_list',
      {
        collection_id: 'bitcoin-blocks',
        attributes: [{ trait_type: trait.trait_type, value: commonest.value }],
        limit: 100,
      },
    );
    expect(filtered.total).toBe(commonest.count);
    for (const item of filtered.items)
      expect(item.attributes).toContainEqual({ trait_type: trait.trait_type, value: commonest.value });

    const cheapestFirst = await call<Page<{ status: string; sale_price: number | null }>>(
      '/btc/ordinals/get_collection_inscription_list',
      { collection_id: 'bitcoin-blocks', sort: 'price_asc', status: 'on_list', limit: 100 },
    );
    const prices = cheapestFirst.items.map(({ sale_price }) => sale_price ?? -1);
    expect(prices.length).toBeGreaterThan(0);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(cheapestFirst.items.every(({ status }) => status === 'on_list')).toBe(true);
  });

  it('locates an inscription and serves its content with the sandbox policy', async () => {
    const [row] = await database.db
      .select()
      .from(inscriptions)
      .where(eq(inscriptions.collectionId, 'sat-punks'))
      .limit(1);
    if (!row) throw new Error('The seeded market has Sat Punks');
    const utxo = await call<{ txId: string; outputIndex: number }>('/btc/ordinals/get_inscription_utxo', {
      inscription_id: row.inscriptionId,
    });
    expect(utxo).toMatchObject({ txId: row.txid, outputIndex: row.vout });
    const content = await fetch(`${server.url}/content/${row.inscriptionId}`);
    expect(content.headers.get('content-type')).toBe(row.contentType);
    expect(content.headers.get('content-security-policy')).toContain('sandbox allow-scripts');
  });

  it("charges a seeded listing of a royalty collection its creator's royalty at purchase", async () => {
    const [offer] = await database.db
      .select({
        orderId: listings.id,
        price: listings.priceSats,
        bps: collections.royaltyFeeBps,
        creator: collections.royaltyAddress,
      })
      .from(listings)
      .innerJoin(collections, eq(collections.id, listings.collectionId))
      .where(and(eq(listings.status, 'on_list'), gt(collections.royaltyFeeBps, 0)))
      .orderBy(desc(listings.priceSats))
      .limit(1);
    if (!offer?.creator) throw new Error('The seeded market lists items of royalty collections');
    const owed = (offer.price * BigInt(offer.bps)) / 10_000n;
    const buyer = taprootBuyer(71);
    const devnet = server.services.devnet;
    if (!devnet) throw new Error('the seeded market runs on the devnet');
    for (const sats of [600n, 600n, offer.price + 1_000_000n]) await devnet.faucet(buyer.address, sats);
    await devnet.mine(1);
    await server.services.indexer.syncToTip();
    const token = await sessionTokenFor(server.services, {
      userId: '00000000-0000-4000-8000-000000000071',
      address: buyer.address,
    });
    const asBuyer = { authorization: `Bearer ${token}` };

    const started = await postJson(
      server.url,
      '/btc/ordinals/buy_ordinals',
      { order_id: offer.orderId, ...payerOf(buyer) },
      asBuyer,
    );
    expect(started.body).toMatchObject({
      code: 0,
      data: { royalty_fee: Number(owed), royalty_fee_sta: Number(owed), royalty_received_addr: offer.creator },
    });
    const sent = await postJson(
      server.url,
      '/btc/ordinals/buy_ordinals_send_success',
      {
        order_id: offer.orderId,
        psbt: signAsWallet(buyer, started.body.data as { psbt: string; buyer_inputs: number[] }),
      },
      asBuyer,
    );
    const txid = (sent.body.data as { txid: string } | null)?.txid ?? '';
    const paid = await devnet.transaction(txid);
    expect(paid?.vout).toContainEqual(
      expect.objectContaining({ scriptpubkey_address: offer.creator, value: Number(owed) }),
    );
  });

  it('answers five BRC-20 ticks with holders and mint progress, and their holder distribution', async () => {
    const ticks = await call<Page<{ tick: string; holders: number; minted: string; max_supply: string }>>(
      '/btc/brc_20/get_ticks',
      {},
    );
    expect(ticks.total).toBeGreaterThanOrEqual(5);
    const [first] = ticks.items;
    if (!first) throw new Error('The seeded market has ticks');
    expect(first.holders).toBeGreaterThan(0);
    expect(Number(first.minted)).toBeLessThanOrEqual(Number(first.max_supply));
    const distribution = await call<Page<unknown>>('/btc/brc_20/get_fund_address_distribution', { tick: first.tick });
    expect(distribution.total).toBe(first.holders);
  });

  it("shows every launchpad mint with its collection's supply, and as minted what the collection holds", async () => {
    const seeded = await database.db.select({ collectionId: mints.collectionId }).from(mints);
    expect(seeded.length).toBe(3);
    for (const { collectionId } of seeded) {
      const collection = await call<{ supply: number; inscription_count: number }>(
        '/btc/ordinals/get_collection_detail',
        { collection_id: collectionId },
      );
      const mint = await call<{ supply: number; mint: number; available_num: number; recursive_content?: string[] }>(
        '/btc/ordinals/mint_detail',
        { collection_id: collectionId },
      );
      // What the collection holds plus what its mint can still add is the supply its page shows.
      expect([collectionId, collection.inscription_count + mint.available_num]).toEqual([
        collectionId,
        collection.supply,
      ]);
      // A prepared mint hands out the collection itself; a combining mint only adds its combinations.
      if (mint.recursive_content === undefined) {
        expect([collectionId, mint.supply, mint.mint]).toEqual([
          collectionId,
          collection.supply,
          collection.inscription_count,
        ]);
      } else {
        expect([collectionId, mint.mint]).toEqual([collectionId, 0]);
      }
    }
  });

  it("counts each token's sales of the last 24 hours in its 24h volume, and every token that trades has some", async () => {
    const ticks = await call<Page<{ tick: string; volume_24h: number; sales_24h: number }>>(
      '/btc/brc_20/get_ticks',
      {},
    );
    const dayAgo = new Date(Date.now() - 24 * 3600 * 1000);
    for (const tick of ticks.items) {
      const sold = and(eq(brc20Orders.tick, tick.tick), eq(brc20Orders.status, 'sold'));
      const lastDay = await database.db
        .select({ priceSats: brc20Orders.priceSats })
        .from(brc20Orders)
        .where(and(sold, gt(brc20Orders.soldAt, dayAgo)));
      const volume = lastDay.reduce((sum, { priceSats }) => sum + Number(priceSats), 0);
      expect([tick.tick, tick.volume_24h, tick.sales_24h]).toEqual([tick.tick, volume, lastDay.length]);
      const page = await call<{ market: { volume_24h: number; sales_24h: number } }>('/btc/brc_20/get_tick', {
        tick: tick.tick,
      });
      expect(page.market).toMatchObject({ volume_24h: volume, sales_24h: lastDay.length });
      // The seeded history trades each token up to its newest block, as a live market would have.
      if ((await database.db.$count(brc20Orders, sold)) > 0) expect([tick.tick, volume > 0]).toEqual([tick.tick, true]);
    }
    expect(ticks.items.some((tick) => tick.volume_24h > 0)).toBe(true);
  });

  it("answers a token's page with its holder count and its max supply and minted amount", async () => {
    for (const token of seedTicks) {
      const tick = await call<{ holders: number; max_supply: string; minted: string }>('/btc/brc_20/get_tick', {
        tick: token.tick,
      });
      const holders = await call<Page<unknown>>('/btc/brc_20/get_fund_address_distribution', { tick: token.tick });
      expect([token.tick, tick.holders]).toEqual([token.tick, holders.total]);
      expect(tick.holders).toBeGreaterThan(0);
      expect(tick.max_supply).toBe(token.max.toString());
      expect(BigInt(tick.minted)).toBeGreaterThan(0n);
      expect(BigInt(tick.minted)).toBeLessThanOrEqual(token.max);
    }
  });

  it('shows banners linking to real collections, recommendations and both launchpad phases', async () => {
    const { banners } = await call<{ banners: Array<{ link: string }> }>('/phoenix/public/get_banners_by_position', {
      position_id: 'home-banner',
    });
    expect(banners.length).toBeGreaterThan(0);
    for (const banner of banners) {
      const id = banner.link.replace('/collections/', '');
      await call('/btc/ordinals/get_collection_detail', { collection_id: id });
    }
    const recommended = await call<Page<unknown>>('/phoenix/public/ordinals/recommend_collections', {});
    expect(recommended.items.length).toBeGreaterThan(0);
    const mints = await call<Page<{ status: string }>>('/btc/ordinals/mint_now_list', {});
    expect(mints.items.length).toBeGreaterThanOrEqual(2);
  });
});
