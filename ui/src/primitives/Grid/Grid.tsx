import { gridColumns, mediaUp, vars, type Breakpoint } from '@ordmarket/tokens';
import styled from 'styled-components';

const columnRules = (Object.entries(gridColumns) as Array<[Breakpoint, number]>)
  .map(([breakpoint, columns]) => {
    const rule = `grid-template-columns: repeat(${columns}, minmax(0, 1fr));`;
    return breakpoint === 'xs' ? rule : `${mediaUp(breakpoint)} { ${rule} }`;
  })
  .join('\n');

/** The card grid: 2 columns, 3 from md, 6 from lg, 8 from lg2, with a 16 px gap. */
export const Grid = styled.div`
  display: grid;
  gap: ${vars.layout.gridGap};
  ${columnRules}
`;
