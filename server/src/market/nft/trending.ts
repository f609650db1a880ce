import { sql } from 'drizzle-orm';
import { salesCount, salesVolume } from './collectionFigures';

/**
 * Trending, precisely. For a window W (24 hours unless the caller picks 1h, 7d or 30d):
 * - recent volume V = sum of 'sale' prices in the last W; recent sales S = how many sales that is;
 * - baseline B = the average volume per window over the 7 windows before it (from now - 8W to now - W),
 *   i.e. for 24h the previous 7 days' daily average;
 * - score = V - B, how many sats more the collection traded than on an ordinary day (negative when cooling);
 * - a collection qualifies with S >= TRENDING_MIN_SALES: one lucky sale is not a trend.
 * Order: qualifying collections first, then score (high first), then S, then all-time volume, then id.
 * Collections that do not qualify still follow in that order, so the list is never empty on a quiet market.
 * The score is compared as 7V - 7B (= 7V - the previous 7 windows' volume) to stay in whole sats.
 */
export const TRENDING_MIN_SALES = 3;

export const trendingPeriods = { '1h': 1, '24h': 24, '7d': 24 * 7, '30d': 24 * 30 } as const;
export type TrendingPeriod = keyof typeof trendingPeriods;

export function trendingTerms(period: TrendingPeriod) {
  const hours = trendingPeriods[period];
  const recentVolume = salesVolume(hours);
  const recentSales = salesCount(hours);
  const previousVolume = salesVolume(8 * hours, hours);
  return {
    recentVolume,
    recentSales,
    qualifies: sql<boolean>`(${recentSales} >= ${TRENDING_MIN_SALES})`,
    /** 7 × (V − B), in sats. */
    score: sql<string>`(7 * ${recentVolume} - ${previousVolume})`,
  };
}
