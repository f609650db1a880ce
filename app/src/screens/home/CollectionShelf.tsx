import type { ReactNode } from 'react';
import { CollectionGrid } from './CollectionGrid';
import { HomeSection } from '../../common/HomeSection';
import type { MarketCollection } from '../../api/marketCollection';

export interface CollectionShelfProps {
  readonly title: string;
  readonly collections: readonly MarketCollection[];
  readonly isLoading: boolean;
  readonly volume: 'volume' | 'total_volume';
  readonly viewAllHref?: string;
  /** A shelf that may be empty in a healthy market (nothing recommended, nothing new) leaves the page instead. */
  readonly hidesWhenEmpty?: boolean;
  /** Below the cards, e.g. a Show more button. */
  readonly footer?: ReactNode;
}

/** Placeholders for one row at the widest grid (8 columns). */
const loadingCount = 8;

/** A titled row of collection cards on the home page. */
export function CollectionShelf({
  title,
  collections,
  isLoading,
  volume,
  viewAllHref,
  hidesWhenEmpty = false,
  footer,
}: CollectionShelfProps) {
  if (hidesWhenEmpty && !isLoading && collections.length === 0) return null;
  return (
    <HomeSection title={title} viewAllHref={viewAllHref}>
      <CollectionGrid collections={collections} isLoading={isLoading} loadingCount={loadingCount} volume={volume} />
      {footer}
    </HomeSection>
  );
}
