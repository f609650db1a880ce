import { Container, Skeleton, StatsBar, Tabs, textStyle } from '@ordmarket/ui';
import { vars } from '@ordmarket/tokens';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { useApi } from '../../api/useApi';
import { configStore } from '../../stores/config/configStore';
import { CollectionHeader } from './CollectionHeader';
import { collectionDetailRead } from './collectionDetail';
import { CollectionItems } from './items/CollectionItems';
import { MintEntry } from './mint/MintEntry';
import { knownUsdRate } from '../../stores/config/knownUsdRate';
import { CollectionNotFound, CollectionPage } from './CollectionPage';

// The chart library is the heaviest part of the page: it loads on its own, after the rest has shown.
const CollectionPriceChart = lazy(() => import('./chart/CollectionPriceChart'));
// The activity table (sorting, pagination) loads when its tab is first chosen: the page opens on the items.
const CollectionActivity = lazy(() =>
  import('./activity/CollectionActivity').then(({ CollectionActivity }) => ({ default: CollectionActivity })),
);

type CollectionTab = 'items' | 'activity';

export interface CollectionScreenProps {
  readonly collectionId: string;
}

/** /collections/:id: what the collection is, how it trades, its items and activity, and its mint when open. */
export function CollectionScreen({ collectionId }: CollectionScreenProps) {
  const { t } = useTranslation('collection');
  const { usdRate } = useSnapshot(configStore.state);
  const [tab, setTab] = useState<CollectionTab>('items');
  const detailRead = collectionDetailRead(collectionId);
  const detail = useApi(detailRead.path, detailRead.body, { emptyDefault: detailRead.emptyDefault });
  const collection = detail.data;

  if (!detail.isLoading && collection.collection_id === '') {
    return <CollectionNotFound />;
  }

  return (
    <Container>
      <CollectionPage>
        <CollectionHeader detail={collection} isLoading={detail.isLoading} />
        <StatsBar
          {...(collection.floor_price === null ? {} : { floorPrice: collection.floor_price })}
          volume24h={collection.volume_24h}
          totalVolume={collection.total_volume}
          owners={collection.owner_count}
          listed={collection.listed_count}
          supply={collection.supply}
          {...knownUsdRate(usdRate)}
          isLoading={detail.isLoading}
        />
        <MintEntry collectionId={collectionId} />
        <section aria-labelledby="collection-price-history">
          <SectionTitle id="collection-price-history">{t('chart.title')}</SectionTitle>
          <Suspense fallback={<Skeleton shape="rect" height={280} />}>
            <CollectionPriceChart collectionId={collectionId} usdPerBtc={usdRate} />
          </Suspense>
        </section>
        <Tabs<CollectionTab>
          label={t('tabs.label')}
          tabs={[
            { id: 'items', label: t('tabs.items'), count: collection.inscription_count },
            { id: 'activity', label: t('tabs.activity') },
          ]}
          selectedTab={tab}
          onSelectionChange={setTab}
        >
          {(id) =>
            id === 'items' ? (
              <CollectionItems collectionId={collectionId} collectionName={collection.name} />
            ) : (
              <Suspense fallback={<Skeleton shape="rect" height={320} />}>
                <CollectionActivity collectionId={collectionId} />
              </Suspense>
            )
          }
        </Tabs>
      </CollectionPage>
    </Container>
  );
}

const SectionTitle = styled.h2`
  ${textStyle('h5')}
  margin: 0 0 ${vars.space[3]};
`;
