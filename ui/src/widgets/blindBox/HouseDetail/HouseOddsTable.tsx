import { housesStrings } from '../../../intl/areas/houses';
import { useKitStrings } from '../../../intl/useKitStrings';
import { Section, SectionTitle } from '../shared/boxSection.styles';
import { vars } from '@ordmarket/tokens';
import styled from 'styled-components';
import { formatPercent, groupDigits } from '../../../primitives/Amount/formatAmount';
import { textStyle } from '../../../theme/textStyle';
import type { HouseOdds } from '../shared/blindBoxTypes';
import { EmptyText } from '../shared/houseLayout.styles';

/**
 * The chance of each kind of prize on the next open, as the app worked it out from the pool. A plain table
 * sized by its content (not the kit's fixed-layout Table): in a drawer the labels wrap instead of being cut.
 */
export function HouseOddsTable({ odds }: { odds: readonly HouseOdds[] }) {
  const { t } = useKitStrings(housesStrings);
  return (
    <Section>
      <SectionTitle>{t('odds.title')}</SectionTitle>
      {odds.length === 0 ? (
        <EmptyText>{t('odds.empty')}</EmptyText>
      ) : (
        <Grid aria-label={t('odds.label')}>
          <thead>
            <tr>
              <th scope="col">{t('odds.prize')}</th>
              <th scope="col" data-align="end">
                {t('odds.count')}
              </th>
              <th scope="col" data-align="end">
                {t('odds.chance')}
              </th>
            </tr>
          </thead>
          <tbody>
            {odds.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                <td data-align="end">{groupDigits(BigInt(row.count))}</td>
                <td data-align="end">{formatPercent(row.probability * 100, { signed: false })}</td>
              </tr>
            ))}
          </tbody>
        </Grid>
      )}
    </Section>
  );
}

const Grid = styled.table`
  ${textStyle('body2')};
  inline-size: 100%;
  border-collapse: collapse;
  color: ${vars.color.text.primary};
  font-variant-numeric: tabular-nums;

  & th,
  & td {
    padding: ${vars.space[2]} ${vars.space[3]};
    text-align: start;
    vertical-align: middle;
  }

  & [data-align='end'] {
    text-align: end;
    white-space: nowrap;
  }

  & thead th {
    ${textStyle('subtitle2')};
    color: ${vars.color.text.secondary};
    background-color: ${vars.color.background.neutral};
  }

  & thead th:first-child {
    border-start-start-radius: ${vars.radius.md};
    border-end-start-radius: ${vars.radius.md};
  }

  & thead th:last-child {
    border-start-end-radius: ${vars.radius.md};
    border-end-end-radius: ${vars.radius.md};
  }

  & tbody th {
    ${textStyle('subtitle2')};
    overflow-wrap: anywhere;
  }

  & tbody tr:not(:last-child) {
    border-block-end: 1px solid ${vars.color.divider};
  }
`;
