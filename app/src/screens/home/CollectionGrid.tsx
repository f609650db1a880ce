import { CollectionCard, EmptyState, Grid } from '@ordmarket/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import { coverImage, usePreviewUrl } from '../../content/previewUrl';
import { configStore } from '../../stores';
import { knownUsdRate } from '../../stores/config/knownUsdRate';
import { collectionHref, type MarketCollection } from '../../api/marketCollection';

export interface CollectionGridProps {
  readonly collections: readonly MarketCollection[];
  readonly isLoading: boolean;
  /** How many placeholder cards show while the first answer is awaited. */
  readonly loadingCount: number;
  /** Which volume the cards show: the last 24 hours (trending lists) or all time. */
  readonly volume: 'volume' | 'total_volume';
}

/** Collection cards in the market grid; each opens its collection. Placeholders while loading, a notice when empty. */
export function CollectionGrid({ collections, isLoading, loadingCount, volume }: CollectionGridProps) {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const previewUrl = usePreviewUrl();
  const { usdRate } = useSnapshot(configStore.state);
  if (isLoading) {
    return (
      <Grid>
        {Array.from({ length: loadingCount }, (_, index) => (
          <CollectionCard key={index} name="" isLoading />
        ))}
      </Grid>
    );
  }
  if (collections.length === 0) {
    return (
      <EmptyState headingLevel={3} title={t('sections.emptyTitle')} description={t('sections.emptyDescription')} />
    );
  }
  return (
    <Grid>
      {collections.map((collection) => (
        <CollectionCard
          key={collection.collection_id}
          name={collection.name}
          cover={coverImage(collection.cover, previewUrl)}
          floorPrice={collection.floor_price ?? undefined}
          volume={collection[volume]}
          {...knownUsdRate(usdRate)}
          listed={collection.listed_count}
          supply={collection.supply}
          onPress={() => void navigate(collectionHref(collection.collection_id))}
        />
      ))}
    </Grid>
  );
}
