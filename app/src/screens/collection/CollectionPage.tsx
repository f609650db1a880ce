import { Container, EmptyState } from '@ordmarket/ui';
import { vars } from '@ordmarket/tokens';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled from 'styled-components';

/** The column both collection screens (detail and work) lay their sections in. */
export const CollectionPage = styled.div`
  display: grid;
  gap: ${vars.space[6]};
  padding-block: ${vars.space[6]};
`;

/** What /collections/{id} and /collections/info/{id} show for an id no collection has. */
export function CollectionNotFound() {
  const { t } = useTranslation('collection');
  const navigate = useNavigate();
  return (
    <Container>
      <CollectionPage>
        <EmptyState
          headingLevel={2}
          title={t('notFound.title')}
          description={t('notFound.description')}
          action={{ label: t('notFound.action'), onPress: () => void navigate('/collections') }}
        />
      </CollectionPage>
    </Container>
  );
}
