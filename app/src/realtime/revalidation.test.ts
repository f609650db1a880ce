import { describe, expect, it } from 'vitest';
import { stableJson } from '../api/stableJson';
import { catchUpRevalidation, coversKey, revalidationFor } from './revalidation';

const key = (path: string, body: object = {}) => [path, stableJson(body)] as const;

describe('revalidationFor', () => {
  it('refreshes collection lists, details and inscription lists on a new block', () => {
    const { paths } = revalidationFor({ type: 'block', height: 10 });
    expect(paths).toContain('/btc/ordinals/get_popular_collections');
    expect(paths).toContain('/btc/ordinals/get_collection_detail');
    expect(paths).toContain('/btc/ordinals/get_collection_inscription_list');
    expect(paths).toContain('/btc/ordinals/mint_detail');
    expect(paths).toContain('/btc/brc_20/get_ticks');
    expect(paths).toContain('/btc/brc_20/get_mint_limit');
    expect(paths).not.toContain('/api/v1/rates/usd_btc');
  });

  it('refreshes the collection and its trades on an NFT sale, but no BRC-20 read', () => {
    const revalidation = revalidationFor({ type: 'sale', market: 'nft', collection_id: 'frogs', tick: null });
    expect(revalidation.collectionId).toBe('frogs');
    expect(revalidation.paths).toContain('/btc/ordinals/get_collection_trade_statistic');
    expect(revalidation.paths).toContain('/btc/ordinals/get_collection_inscription_list');
    expect(revalidation.paths).not.toContain('/btc/brc_20/get_ticks');
  });

  it('leaves trade statistics alone on a listing', () => {
    const { paths } = revalidationFor({ type: 'listing', market: 'brc20', collection_id: null, tick: 'ordi' });
    expect(paths).toContain('/btc/brc_20/get_on_sale_order_list');
    expect(paths).not.toContain('/btc/brc_20/get_trade_statistic');
  });

  it("refreshes the wallet's listings, sales and history on a listing or sale in either market", () => {
    for (const type of ['listing', 'sale'] as const) {
      const nft = revalidationFor({ type, market: 'nft', collection_id: 'frogs', tick: null }).paths;
      const brc20 = revalidationFor({ type, market: 'brc20', collection_id: null, tick: 'ordi' }).paths;
      expect(nft).toContain('/btc/ordinals/get_user_listed_orders');
      expect(nft).toContain('/btc/ordinals/get_user_activity');
      expect(brc20).toContain('/btc/brc_20/get_user_orders');
      expect(brc20).toContain('/btc/ordinals/get_user_activity');
    }
  });

  it("refreshes the trader's orders on an order status", () => {
    expect(revalidationFor({ type: 'order_status', market: 'brc20', order_id: 'o1' }).paths).toEqual(
      new Set([
        '/btc/brc_20/get_user_listed_orders',
        '/btc/brc_20/get_on_sale_order_list',
        '/btc/brc_20/get_sold_order_list',
        '/btc/brc_20/get_inscription_order_list',
        '/btc/brc_20/get_mint_history_list',
        '/btc/brc_20/get_address_coin_account',
        '/btc/brc_20/get_user_ticks',
        '/btc/brc_20/get_address_coin_cuts_possible_amount',
        '/btc/brc_20/get_my_inscription_to_on_list',
        '/btc/brc_20/get_my_transfers_in_flight',
      ]),
    );
    expect(revalidationFor({ type: 'block', height: 7 }).paths).toContain('/btc/brc_20/get_my_transfers_in_flight');
    expect(revalidationFor({ type: 'order_status', market: 'nft', order_id: 'o1' }).paths).toContain(
      '/btc/ordinals/get_user_collections',
    );
  });
});

describe('catchUpRevalidation', () => {
  it("covers what any event could change since the page's reads: a block's reads and the traders' orders", () => {
    const { paths } = catchUpRevalidation;
    for (const event of [
      { type: 'block', height: 10 },
      { type: 'order_status', market: 'nft', order_id: 'o1' },
      { type: 'order_status', market: 'brc20', order_id: 'o2' },
    ] as const) {
      for (const path of revalidationFor(event).paths) expect(paths).toContain(path);
    }
  });

  it('leaves the rates and what the operators set to their own clocks', () => {
    expect(coversKey(catchUpRevalidation, key('/api/v1/rates/usd_btc'))).toBe(false);
    expect(coversKey(catchUpRevalidation, key('/api/v1/rates/brc_network_fee'))).toBe(false);
    expect(coversKey(catchUpRevalidation, key('/phoenix/public/get_banners_by_position'))).toBe(false);
    expect(coversKey(catchUpRevalidation, key('/btc/ordinals/get_trending_collections'))).toBe(true);
  });
});

describe('coversKey', () => {
  const frogsSale = revalidationFor({ type: 'sale', market: 'nft', collection_id: 'frogs', tick: null });
  const ordiListing = revalidationFor({ type: 'listing', market: 'brc20', collection_id: null, tick: 'ordi' });

  it('covers reads of the event’s collection and reads naming no collection', () => {
    expect(coversKey(frogsSale, key('/btc/ordinals/get_collection_detail', { collection_id: 'frogs' }))).toBe(true);
    expect(coversKey(frogsSale, key('/btc/ordinals/get_popular_collections', { page: 1 }))).toBe(true);
  });

  it('leaves reads of another collection alone', () => {
    expect(coversKey(frogsSale, key('/btc/ordinals/get_collection_detail', { collection_id: 'cats' }))).toBe(false);
  });

  it('compares ticks case-insensitively', () => {
    expect(coversKey(ordiListing, key('/btc/brc_20/get_tick', { tick: 'ORDI' }))).toBe(true);
    expect(coversKey(ordiListing, key('/btc/brc_20/get_tick', { tick: 'sats' }))).toBe(false);
  });

  it("covers a grid page's key, which carries its body after the JSON", () => {
    const body = { collection_id: 'frogs', page: 3 };
    const page = [...key('/btc/ordinals/get_collection_inscription_list', body), body];
    expect(coversKey(frogsSale, page)).toBe(true);
    expect(
      coversKey(frogsSale, [...key('/btc/ordinals/get_collection_inscription_list', { collection_id: 'cats' }), {}]),
    ).toBe(false);
  });

  it('leaves paths the event does not change alone', () => {
    expect(coversKey(frogsSale, key('/api/v1/rates/usd_btc'))).toBe(false);
  });

  it('ignores keys of another shape', () => {
    expect(coversKey(frogsSale, '/btc/ordinals/get_collection_detail')).toBe(false);
    expect(coversKey(frogsSale, ['/btc/ordinals/get_collection_detail'])).toBe(false);
    expect(coversKey(frogsSale, ['/btc/ordinals/get_collection_detail', 'not json'])).toBe(true);
  });
});
