import { Button } from '@ordmarket/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useApi } from '../../api/useApi';
import { CollectionShelf } from './CollectionShelf';
import { popularPageSize, popularRead } from './homeReads';
/** The server answers at most 100 collections a read; past that, "View all" pages through the rest. */
const maxShown = 96;

/** The most traded collections of all time, a page at a time while the server says there are more. */
export function PopularCollections() {
  const { t } = useTranslation('home');
  const [shown, setShown] = useState(popularPageSize);
  // One growing read rather than a read per page: the ranking can shift between pages, and one list never
  // shows a collection twice. The cards already shown stay while the longer list loads.
  const { data, isLoading } = useApi(
    popularRead.path,
    { ...popularRead.body, limit: shown },
    { emptyDefault: popularRead.emptyDefault, keepPreviousData: true },
  );
  const isLoadingMore = isLoading && data.items.length > 0;
  const canShowMore = data.has_next && shown < maxShown;
  return (
    <CollectionShelf
      title={t('sections.popular')}
      collections={data.items}
      isLoading={isLoading && !isLoadingMore}
      volume="total_volume"
      viewAllHref="/collections?sort=popular"
      footer={
        canShowMore && (
          <More>
            <Button variant="outlined" isDisabled={isLoadingMore} onPress={() => setShown(shown + popularPageSize)}>
              {t('sections.showMore')}
            </Button>
          </More>
        )
      }
    />
  );
}

const More = styled.div`
  display: flex;
  justify-content: center;
`;
