import { vars } from '@ordmarket/tokens';
import { textStyle } from '@ordmarket/ui';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';

export interface HomeSectionProps {
  readonly title: string;
  /** Where "View all" leads: the collections page in this section's order. */
  readonly viewAllHref?: string;
  readonly children: ReactNode;
}

/** One titled band of the home page, named by its heading. */
export function HomeSection({ title, viewAllHref, children }: HomeSectionProps) {
  const { t } = useTranslation('home');
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <Heading>
        <Title id={headingId}>{title}</Title>
        {viewAllHref !== undefined && (
          <ViewAll to={viewAllHref} aria-label={`${t('sections.viewAll')}: ${title}`}>
            {t('sections.viewAll')}
          </ViewAll>
        )}
      </Heading>
      {children}
    </Section>
  );
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
`;

const Heading = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${vars.space[2]};
`;

const Title = styled.h2`
  ${textStyle('h4')};
  margin: 0;
  color: ${vars.color.text.primary};
`;

const ViewAll = styled(Link)`
  ${textStyle('subtitle2')};
  flex-shrink: 0;
  color: ${vars.color.primary.text};
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }

  &:focus-visible {
    outline: 2px solid ${vars.color.primary.text};
    outline-offset: 2px;
    border-radius: ${vars.radius.sm};
  }
`;
