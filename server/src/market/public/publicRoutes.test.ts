import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banners, rates, recommendedCollections } from '../../db/schema';
import { testDatabases } from '../../testing/testDatabases';
import { hookTimeout, openMarket, seedCollection, type MarketUnderTest } from '../nft/testing/marketTestKit';
import { brcNetworkFee } from './brcNetworkFee';

describe.each(testDatabases)('public banners, recommendations and rates ($name)', (testDatabase) => {
  let market: MarketUnderTest;

  beforeAll(async () => {
    market = await openMarket(testDatabase);
    const { db } = market;
    for (const id of ['alpha', 'beta', 'gamma']) await seedCollection(db, id);
    await db.insert(banners).values([
      {
        positionId: 'home-banner',
        imageUrl: 'https://img/2.png',
        sort: 2,
        title: 'second',
        linkUrl: '/collections/alpha',
      },
      { positionId: 'home-banner', imageUrl: 'https://img/1.png', sort: 1, title: 'first' },
      { positionId: 'home-banner', imageUrl: 'https://img/off.png', sort: 0, title: 'retired', active: false },
      { positionId: 'other', imageUrl: 'https://img/o.png', title: 'elsewhere' },
    ]);
    await db.insert(recommendedCollections).values([
      { collectionId: 'gamma', sort: 1 },
      { collectionId: 'alpha', sort: 2 },
    ]);
  }, hookTimeout);
  afterAll(() => market.close(), hookTimeout);

  it("answers a position's active banners in order", async () => {
    const { body } = await market.call('/phoenix/public/get_banners_by_position', { position_id: 'home-banner' });
    expect(body.code).toBe(0);
    const shown = (body.data as { banners: Array<{ title: string; link: string }> }).banners;
    expect(shown.map((banner) => banner.title)).toEqual(['first', 'second']);
    expect(shown[1]).toMatchObject({
      image: 'https://img/2.png',
      link: '/collections/alpha',
      position_id: 'home-banner',
    });
  });

  it('answers the recommended collections in their order, paged', async () => {
    const { body } = await market.call('/phoenix/public/ordinals/recommend_collections', { limit: 1 });
    expect(body.data).toMatchObject({ total: 2, has_next: true, items: [{ collection_id: 'gamma' }] });
    const next = await market.call('/phoenix/public/ordinals/recommend_collections', { limit: 1, page: 2 });
    expect(next.body.data).toMatchObject({ total: 2, has_next: false, items: [{ collection_id: 'alpha' }] });
  });

  it("answers the devnet's recommended rates, the BRC fee being their General tier", async () => {
    const fee = await market.call('/api/v1/rates/brc_network_fee', {});
    // An idle devnet mempool confirms anything: every tier at the 1 sat/vB minimum.
    expect(fee.body.data).toEqual({
      fastestFee: 1,
      halfHourFee: 1,
      hourFee: 1,
      economyFee: 1,
      minimumFee: 1,
      fee_rate: 1,
      source: 'chain',
    });
  });

  it("answers protocol's presets when the chain's fee estimate cannot be read", async () => {
    const unreachable = { recommendedFees: () => Promise.reject(new Error('fee service unreachable')) };
    expect(await brcNetworkFee(market.db, unreachable)).toEqual({
      fastestFee: 22,
      halfHourFee: 12,
      hourFee: 12,
      economyFee: 7,
      minimumFee: 1,
      fee_rate: 12,
      source: 'preset',
    });
  });

  it('answers the simulated devnet rate, and the BRC fee overriding the chain once set', async () => {
    await market.db.insert(rates).values([{ kind: 'brc_network_fee', value: '15' }]);
    const usd = await market.call('/api/v1/rates/usd_btc', {});
    expect(usd.body.data).toMatchObject({
      source: 'simulated',
      stale: false,
      updated_at: expect.any(Number) as number,
    });
    expect((usd.body.data as { usd_per_btc: number }).usd_per_btc).toBeGreaterThan(0);
    const fee = await market.call('/api/v1/rates/brc_network_fee', {});
    expect(fee.body.data).toMatchObject({ fee_rate: 15, source: 'set' });
  });
});
