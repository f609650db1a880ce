import { vars } from '@ordmarket/tokens';
import { Container, Pagination, Table, textStyle } from '@ordmarket/ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { useCoverImage } from '../../content/previewUrl';
import { configStore } from '../../stores';
import { collectionColumns } from './collectionColumns';
import { CollectionsToolbar } from './CollectionsToolbar';
import {
  collectionsPageCount,
  collectionsPageSize,
  readCollectionsQuery,
  writeCollectionsQuery,
  type CollectionsQuery,
} from './collectionsQuery';
import { useCollectionList } from './useCollectionList';

/** The collections page (`/collections`): every collection, searched or ranked, a page at a time. */
export function CollectionsScreen() {
  const { t } = useTranslation('home');
  const [params, setParams] = useSearchParams();
  const query = readCollectionsQuery(params);
  const { usdRate } = useSnapshot(configStore.state);
  const { data, isLoading } = useCollectionList(query);
  const coverImage = useCoverImage();
  // A new search or order starts again from its first page.
  const change = (next: Partial<CollectionsQuery>) =>
    setParams(writeCollectionsQuery({ ...query, page: 1, ...next }), { replace: next.page === undefined });
  const pageCount = collectionsPageCount(data.total);

  return (
    <Container>
      <Page>
        <Title>{t('collections.title')}</Title>
        <CollectionsToolbar
          keyword={query.keyword}
          sort={query.sort}
          onKeywordChange={(keyword) => change({ keyword })}
          onSortChange={(sort) => change({ sort })}
        />
        <Table
          aria-label={t('collections.tableLabel')}
          columns={collectionColumns(t, usdRate > 0 ? usdRate : undefined, coverImage)}
          items={data.items}
          itemKey={(collection) => collection.collection_id}
          isLoading={isLoading}
          loadingRowCount={collectionsPageSize / 2}
          emptyText={
            query.keyword === '' ? t('collections.empty') : t('collections.noMatch', { keyword: query.keyword })
          }
        />
        {pageCount > 1 && (
          <Pager>
            <Pagination
              aria-label={t('collections.pages')}
              page={Math.min(query.page, pageCount)}
              pageCount={pageCount}
              onChange={(page) => change({ page })}
            />
          </Pager>
        )}
      </Page>
    </Container>
  );
}

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  padding-block: ${vars.space[6]} ${vars.space[16]};
`;

const Title = styled.h1`
  ${textStyle('h3')};
  margin: 0;
  color: ${vars.color.text.primary};
`;

const Pager = styled.div`
  display: flex;
  justify-content: center;
`;
