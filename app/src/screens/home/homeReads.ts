import type { ScreenRead } from '../../api/prefetchRead';
import { noCollections } from '../../api/marketCollection';

// The reads of the home page's first screenful: the route starts them alongside the page's code.

/** A shelf holds one row at the widest grid. */
const shelfSize = { page: 1, limit: 8 };

/** The banner position the home page shows (spec §7, Banners). */
export const bannersRead: ScreenRead<'/phoenix/public/get_banners_by_position'> = {
  path: '/phoenix/public/get_banners_by_position',
  body: { position_id: 'home-banner' },
  emptyDefault: { banners: [] },
};

export const recommendedRead: ScreenRead<'/phoenix/public/ordinals/recommend_collections'> = {
  path: '/phoenix/public/ordinals/recommend_collections',
  body: shelfSize,
  emptyDefault: noCollections,
};

export const trendingRead: ScreenRead<'/btc/ordinals/get_trending_collections'> = {
  path: '/btc/ordinals/get_trending_collections',
  body: { ...shelfSize, period: '24h' },
  emptyDefault: noCollections,
};

export const newestRead: ScreenRead<'/btc/ordinals/get_new_collections'> = {
  path: '/btc/ordinals/get_new_collections',
  body: shelfSize,
  emptyDefault: noCollections,
};

/** How many popular collections the home page shows first. */
export const popularPageSize = 16;

export const popularRead: ScreenRead<'/btc/ordinals/get_popular_collections'> = {
  path: '/btc/ordinals/get_popular_collections',
  body: { page: 1, limit: popularPageSize },
  emptyDefault: noCollections,
};

export const homeReads = [bannersRead, recommendedRead, trendingRead, newestRead, popularRead] as const;
