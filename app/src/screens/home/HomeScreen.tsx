import { vars } from '@ordmarket/tokens';
import { Container, VisuallyHidden } from '@ordmarket/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useApi } from '../../api/useApi';
import { HouseShelf } from '../../blindBox/houses/HouseShelf';
import { BannerCarousel } from './BannerCarousel';
import { CollectionShelf } from './CollectionShelf';
import { newestRead, recommendedRead, trendingRead } from './homeReads';
import { PopularCollections } from './PopularCollections';

/** The home page (`/`): featured banners, then recommended, trending, popular and new collections. */
export function HomeScreen() {
  const { t } = useTranslation('home');
  const recommended = useApi(recommendedRead.path, recommendedRead.body, {
    emptyDefault: recommendedRead.emptyDefault,
  });
  const trending = useApi(trendingRead.path, trendingRead.body, { emptyDefault: trendingRead.emptyDefault });
  const newest = useApi(newestRead.path, newestRead.body, { emptyDefault: newestRead.emptyDefault });
  return (
    <Container>
      <Page>
        {/* The banners speak for the page; the heading names it for screen readers and search engines. */}
        <VisuallyHidden as="h1">{t('title')}</VisuallyHidden>
        <BannerCarousel />
        <CollectionShelf
          title={t('sections.recommended')}
          collections={recommended.data.items}
          isLoading={recommended.isLoading}
          volume="total_volume"
          hidesWhenEmpty
        />
        <CollectionShelf
          title={t('sections.trending')}
          collections={trending.data.items}
          isLoading={trending.isLoading}
          volume="volume"
          viewAllHref="/collections?sort=trending"
          hidesWhenEmpty
        />
        <HouseShelf />
        <PopularCollections />
        <CollectionShelf
          title={t('sections.new')}
          collections={newest.data.items}
          isLoading={newest.isLoading}
          volume="total_volume"
          viewAllHref="/collections?sort=newest"
          hidesWhenEmpty
        />
      </Page>
    </Container>
  );
}

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[10]};
  padding-block: ${vars.space[6]} ${vars.space[16]};
`;
