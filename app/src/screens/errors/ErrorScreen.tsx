import { Container, EmptyState, textStyle } from '@ordmarket/ui';
import { vars } from '@ordmarket/tokens';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled from 'styled-components';

export type ErrorCode = 403 | 404 | 500;

export interface ErrorScreenProps {
  readonly code: ErrorCode;
}

/** The /403, /404 and /500 pages (and what an unknown route or a failed screen shows): say what happened, offer home. */
export function ErrorScreen({ code }: ErrorScreenProps) {
  const { t } = useTranslation('app');
  const navigate = useNavigate();
  return (
    <Container>
      <Page>
        <Code aria-hidden>{code}</Code>
        <EmptyState
          headingLevel={2}
          title={t(`errors.${code}.title`)}
          description={t(`errors.${code}.description`)}
          action={{ label: t('errors.home'), onPress: () => void navigate('/') }}
        />
      </Page>
    </Container>
  );
}

const Page = styled.section`
  display: grid;
  justify-items: center;
  gap: ${vars.space[2]};
  padding-block: ${vars.space[16]};
`;

const Code = styled.p`
  ${textStyle('h1')}
  margin: 0;
  color: ${vars.color.primary.main};
`;
