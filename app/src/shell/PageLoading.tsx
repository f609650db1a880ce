import { Container, Skeleton } from '@ordmarket/ui';
import { useTranslation } from 'react-i18next';

/** What shows while a screen's code loads (first visit to a route): the page's shape, announced once. */
export function PageLoading() {
  const { t } = useTranslation('app');
  return (
    <Container>
      <div role="status" aria-label={t('loading')} style={{ display: 'grid', gap: 16 }}>
        <Skeleton height={48} width="40%" />
        <Skeleton height={240} />
        <Skeleton height={240} />
      </div>
    </Container>
  );
}
