import type { ApiData } from './apiCalls';

/** One page of collections with their market figures, as every collection list endpoint answers it. */
export type CollectionPage = ApiData<'/btc/ordinals/get_popular_collections'>;

/** A collection with its market figures (floor, 24h and all-time volume, owners, listed). */
export type MarketCollection = CollectionPage['items'][number];

/** What a list shows before its first answer and when the read fails (spec §8: empty items, total 0). */
export const noCollections: CollectionPage = { items: [], total: 0, has_next: false };

/** The collection detail page of one collection. */
export const collectionHref = (collectionId: string) => `/collections/${encodeURIComponent(collectionId)}`;
