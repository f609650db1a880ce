import { mediaUp, vars } from '@ordmarket/tokens';
import { css } from 'styled-components';

const areas = ['rank', 'token', 'price', 'change', 'volume', 'holders', 'mint'] as const;

/**
 * The columns shared by the token list's header and its rows. Phones stack price over change and the
 * mint bar under the tick, leaving volume and holders out; from md every figure has its own column.
 */
export const tokenGrid = css`
  display: grid;
  grid-template-columns: 28px minmax(0, 1fr) auto;
  grid-template-areas:
    'rank token price'
    'rank mint change';
  column-gap: ${vars.space[3]};
  row-gap: ${vars.space[1]};
  align-items: center;

  ${areas.map((area) => `& > [data-cell='${area}'] { grid-area: ${area}; min-width: 0; }`).join('\n')}

  & > :is([data-cell='price'], [data-cell='change'], [data-cell='volume'], [data-cell='holders']) {
    display: flex;
    justify-content: flex-end;
    text-align: end;
  }

  & > :is([data-cell='volume'], [data-cell='holders']) {
    display: none;
  }

  ${mediaUp('md')} {
    grid-template-columns: 40px minmax(140px, 1.4fr) repeat(4, minmax(0, 1fr)) minmax(150px, 1.3fr);
    grid-template-areas: 'rank token price change volume holders mint';
    column-gap: ${vars.space[6]};

    & > :is([data-cell='volume'], [data-cell='holders']) {
      display: flex;
    }
  }
`;
