import { Choices, Stack } from '../../../common/layout';
import { vars } from '@ordmarket/tokens';
import { Amount, Chip, groupDigits, Image, noValue, Table, type TableColumn } from '@ordmarket/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import type { ApiData } from '../../../api/apiCalls';
import { useApi } from '../../../api/useApi';
import { useCoverImage } from '../../../content/previewUrl';
import { configStore } from '../../../stores';
import { ListPager } from '../../../common/tables/ListPager';
import { pageSize } from '../../../common/tables/paging';
import { TableLink } from '../../../common/tables/TableLink';

type RankedCollection = ApiData<'/btc/ordinals/get_popular_collections'>['items'][number];

/** Popular ranks by all-time volume; trending by the last 24 hours against the days before. */
const rankings = ['popular', 'trending'] as const;
type Ranking = (typeof rankings)[number];

const emptyPage = { items: [], total: 0, has_next: false };

/** The NFTs tab: collections ranked popular or trending, with their market figures; each row opens its collection. */
export function CollectionRanking() {
  const { t } = useTranslation('trade');
  const { usdRate } = useSnapshot(configStore.state);
  const [ranking, setRanking] = useState<Ranking>('popular');
  const [page, setPage] = useState(1);
  const paging = { page, limit: pageSize };
  const popular = useApi('/btc/ordinals/get_popular_collections', ranking === 'popular' ? paging : null, {
    emptyDefault: emptyPage,
  });
  const trending = useApi(
    '/btc/ordinals/get_trending_collections',
    ranking === 'trending' ? { ...paging, period: '24h' } : null,
    { emptyDefault: emptyPage },
  );
  const { data, isLoading } = ranking === 'popular' ? popular : trending;
  const usdPerBtc = usdRate > 0 ? usdRate : undefined;
  const coverImage = useCoverImage();

  const columns: Array<TableColumn<RankedCollection>> = [
    {
      key: 'rank',
      header: t('collections.rank'),
      size: 'small',
      cell: (collection) => groupDigits(BigInt((page - 1) * pageSize + data.items.indexOf(collection) + 1)),
    },
    {
      key: 'collection',
      header: t('collections.collection'),
      size: 'large',
      isRowHeader: true,
      title: (collection) => collection.name,
      cell: (collection) => (
        <TableLink to={`/collections/${encodeURIComponent(collection.collection_id)}`}>
          <Cover>
            <Image src={coverImage(collection.cover)} alt="" aspectRatio={1} loading="lazy" />
          </Cover>
          <Name>{collection.name}</Name>
        </TableLink>
      ),
    },
    {
      key: 'floor',
      header: t('collections.floor'),
      align: 'end',
      cell: (collection) =>
        collection.floor_price === null ? noValue : <Amount sats={collection.floor_price} size="small" />,
    },
    {
      key: 'volume',
      header: t('collections.volume24h'),
      align: 'end',
      hideBelow: 'sm',
      cell: (collection) => <Amount sats={collection.volume} size="small" usdPerBtc={usdPerBtc} />,
    },
    {
      key: 'totalVolume',
      header: t('collections.totalVolume'),
      align: 'end',
      hideBelow: 'md',
      cell: (collection) => <Amount sats={collection.total_volume} size="small" />,
    },
    {
      key: 'owners',
      header: t('collections.owners'),
      align: 'end',
      hideBelow: 'md',
      cell: (collection) => groupDigits(BigInt(collection.owner_count)),
    },
    {
      key: 'listed',
      header: t('collections.listed'),
      align: 'end',
      hideBelow: 'sm',
      cell: (collection) =>
        t('collections.listedOfSupply', {
          listed: groupDigits(BigInt(collection.listed_count)),
          supply: groupDigits(BigInt(collection.supply)),
        }),
    },
  ];

  const choose = (next: Ranking) => {
    setRanking(next);
    setPage(1);
  };

  return (
    <Stack>
      <Choices role="group" aria-label={t('collections.rankBy')}>
        {rankings.map((option) => (
          <Chip
            key={option}
            label={t(`collections.${option}`)}
            isSelected={ranking === option}
            onSelectedChange={() => choose(option)}
          />
        ))}
      </Choices>
      <Table
        aria-label={t(`collections.${ranking}Label`)}
        columns={columns}
        items={data.items}
        itemKey={(collection) => collection.collection_id}
        isLoading={isLoading}
        emptyText={t('collections.empty')}
      />
      <ListPager page={page} total={data.total} onChange={setPage} label={t('collections.pages')} />
    </Stack>
  );
}

const Cover = styled.span`
  flex-shrink: 0;
  width: 36px;
  overflow: hidden;
  border-radius: ${vars.radius.sm};
`;

const Name = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;
