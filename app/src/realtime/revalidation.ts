import type { ApiPath } from '../api/apiCalls';
import type { FeedEvent, FeedMarket } from './feedEvents';

/** Which cached reads an event makes stale: these paths, narrowed to one collection or tick when it names one. */
export interface Revalidation {
  readonly paths: ReadonlySet<ApiPath>;
  readonly collectionId?: string;
  readonly tick?: string;
}

// Reads showing what is for sale, and at what floor: a listing changes them.
const nftListingReads: readonly ApiPath[] = [
  '/btc/ordinals/get_popular_collections',
  '/btc/ordinals/get_new_collections',
  '/btc/ordinals/get_trending_collections',
  '/btc/ordinals/search_collections',
  '/btc/ordinals/get_collection_detail',
  '/btc/ordinals/get_collection_inscription_list',
  '/btc/ordinals/get_collection_order_list',
  '/btc/ordinals/get_inscription_detail',
  '/btc/ordinals/get_inscription_order_list',
  '/btc/ordinals/get_user_collections',
  '/btc/ordinals/owner/collections',
  '/btc/ordinals/get_user_listed_orders',
  '/btc/ordinals/get_purchase_quote',
  // The trader's history spans both markets, so either market's events change it.
  '/btc/ordinals/get_user_activity',
  // A listing bought (selling), settled or put back: the buyer's purchase waiting for a block came or went.
  '/btc/ordinals/get_my_waiting_purchases',
];

// A sale also moves volume, owners and the trader's holdings.
const nftSaleReads: readonly ApiPath[] = [
  ...nftListingReads,
  '/btc/ordinals/get_collection_trade_statistic',
  '/btc/ordinals/get_inscription_by_ids',
];

const brc20ListingReads: readonly ApiPath[] = [
  '/btc/brc_20/get_ticks',
  '/btc/brc_20/get_tick',
  '/btc/brc_20/get_on_sale_order_list',
  '/btc/brc_20/get_purchase_quote',
  '/btc/brc_20/get_user_listed_orders',
  '/btc/brc_20/get_user_orders',
  '/btc/ordinals/get_user_activity',
  '/btc/brc_20/get_my_inscription_to_on_list',
  '/btc/brc_20/get_inscription_order_list',
  '/btc/brc_20/get_inscription_detail',
  '/btc/brc_20/get_my_waiting_purchases',
];

const brc20SaleReads: readonly ApiPath[] = [
  ...brc20ListingReads,
  '/btc/brc_20/get_sold_order_list',
  '/btc/brc_20/get_trade_statistic',
  '/btc/brc_20/get_fund_address_distribution',
  '/btc/brc_20/get_address_coin_account',
  '/btc/brc_20/get_user_ticks',
];

// A block confirms sales, mints and transfers, so everything read from the chain may have moved.
const blockReads: readonly ApiPath[] = [
  ...nftSaleReads,
  '/btc/ordinals/mint_now_list',
  '/btc/ordinals/mint_detail',
  ...brc20SaleReads,
  '/btc/brc_20/get_mint_history_list',
  '/btc/brc_20/get_address_coin_cuts_possible_amount',
  '/btc/brc_20/get_my_transfers_in_flight',
  '/btc/brc_20/get_mint_limit',
  '/api/v1/health',
];

// The trader's own orders: listings, purchases, mint and inscription orders, and what they change in their holdings.
const orderReads: Record<FeedMarket, readonly ApiPath[]> = {
  nft: [
    '/btc/ordinals/get_collection_order_list',
    '/btc/ordinals/get_inscription_order_list',
    '/btc/ordinals/get_inscription_detail',
    '/btc/ordinals/get_collection_inscription_list',
    '/btc/ordinals/get_user_collections',
    '/btc/ordinals/owner/collections',
    '/btc/ordinals/mint_detail',
    '/btc/ordinals/get_mint_order',
  ],
  brc20: [
    '/btc/brc_20/get_user_listed_orders',
    '/btc/brc_20/get_on_sale_order_list',
    '/btc/brc_20/get_sold_order_list',
    '/btc/brc_20/get_inscription_order_list',
    '/btc/brc_20/get_mint_history_list',
    '/btc/brc_20/get_address_coin_account',
    // An inscribed transfer moves balance from available to transferable and can be listed at once.
    '/btc/brc_20/get_user_ticks',
    '/btc/brc_20/get_address_coin_cuts_possible_amount',
    '/btc/brc_20/get_my_inscription_to_on_list',
    // A transfer order paid, taken up or sent: it shows on its way at once.
    '/btc/brc_20/get_my_transfers_in_flight',
  ],
};

/**
 * The reads a feed's first connection makes stale: any the market's events could have changed since the page read
 * them (as a block, and any trader's orders). Not the rates, which keep their own minute (a simulated rate moves
 * every second, and a cent's move is no reason to redraw every price at once), nor what the market's operators set
 * (banners, recommendations).
 */
export const catchUpRevalidation: Revalidation = {
  paths: new Set([...blockReads, ...orderReads.nft, ...orderReads.brc20]),
};

/** The reads an event makes stale. */
export function revalidationFor(event: FeedEvent): Revalidation {
  switch (event.type) {
    case 'block':
      return { paths: new Set(blockReads) };
    case 'order_status':
      return { paths: new Set(orderReads[event.market]) };
    case 'listing':
    case 'sale': {
      const nft = event.type === 'listing' ? nftListingReads : nftSaleReads;
      const brc20 = event.type === 'listing' ? brc20ListingReads : brc20SaleReads;
      return {
        paths: new Set(event.market === 'nft' ? nft : brc20),
        ...(event.collection_id === null ? {} : { collectionId: event.collection_id }),
        ...(event.tick === null ? {} : { tick: event.tick }),
      };
    }
  }
}

/** One text field of a key's JSON body, if the body has it. */
function bodyField(json: unknown, field: 'collection_id' | 'tick'): string | undefined {
  if (typeof json !== 'string') return undefined;
  let body: unknown;
  try {
    body = JSON.parse(json);
  } catch {
    return undefined;
  }
  if (typeof body !== 'object' || body === null || !(field in body)) return undefined;
  const value: unknown = Reflect.get(body, field);
  return typeof value === 'string' ? value : undefined;
}

function isCoveredPath(revalidation: Revalidation, path: string): boolean {
  // Any string may be asked about; the set holds API paths only.
  const paths: ReadonlySet<string> = revalidation.paths;
  return paths.has(path);
}

/**
 * Whether an SWR key (`[path, stableJson(body)]`, see useApi; a grid's pages carry the body itself after these) is one
 * the revalidation covers. A read of another collection or tick is left alone; a read naming none (the collection
 * lists) is covered.
 */
export function coversKey(revalidation: Revalidation, key: unknown): boolean {
  if (!Array.isArray(key) || key.length < 2) return false;
  const path: unknown = key[0];
  const json: unknown = key[1];
  if (typeof path !== 'string' || !isCoveredPath(revalidation, path)) return false;
  const { collectionId, tick } = revalidation;
  const keyCollection = bodyField(json, 'collection_id');
  if (collectionId !== undefined && keyCollection !== undefined && keyCollection !== collectionId) return false;
  const keyTick = bodyField(json, 'tick');
  // BRC-20 ticks are case-insensitive.
  if (tick !== undefined && keyTick !== undefined && keyTick.toLowerCase() !== tick.toLowerCase()) return false;
  return true;
}
