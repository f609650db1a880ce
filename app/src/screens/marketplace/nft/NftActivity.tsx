import { Select, Skeleton } from '@ordmarket/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../api/useApi';
import { EmptyList } from '../list/EmptyList';
import { CollectionOrderTable } from './CollectionOrderTable';
import { Stack } from './CollectionRanking';

const emptyPage = { items: [], total: 0, has_next: false };

/**
 * The NFTs Activity tab: the market events of one collection at a time, the most popular first. The server keeps
 * order books per collection and has no list of events across all collections.
 */
export function NftActivity() {
  const { t } = useTranslation('trade');
  const { data, isLoading } = useApi(
    '/btc/ordinals/get_popular_collections',
    { page: 1, limit: 100 },
    { emptyDefault: emptyPage },
  );
  const [chosen, setChosen] = useState<string | null>(null);
  if (isLoading) return <Skeleton shape="rect" height={56} width={280} />;
  const collection = data.items.find((item) => item.collection_id === chosen) ?? data.items[0];
  if (collection === undefined) {
    return <EmptyList title={t('nftActivity.noCollectionsTitle')} description={t('nftActivity.noCollections')} />;
  }
  return (
    <Stack>
      <Select
        label={t('nftActivity.collection')}
        options={data.items.map((item) => ({ id: item.collection_id, label: item.name }))}
        value={collection.collection_id}
        onChange={setChosen}
      />
      <CollectionOrderTable
        key={collection.collection_id}
        collectionId={collection.collection_id}
        collectionName={collection.name}
      />
    </Stack>
  );
}
