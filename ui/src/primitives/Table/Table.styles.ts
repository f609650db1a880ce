import { mediaUp, vars } from '@ordmarket/tokens';
import styled, { css } from 'styled-components';
import { textStyle } from '../../theme/textStyle';
import { singleLine } from '../../theme/singleLine';

export const Frame = styled.div`
  position: relative;
  inline-size: 100%;
`;

export const Grid = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  /* Fixed layout lets long cells truncate instead of widening their column. */
  table-layout: fixed;
  color: ${vars.color.text.primary};
`;

/** Column widths as data attributes; columns without one share the rest. Phones share the width evenly. */
export const Col = styled.col`
  ${mediaUp('sm')} {
    &[data-size='small'] {
      inline-size: 96px;
    }

    &[data-size='medium'] {
      inline-size: 160px;
    }

    &[data-size='large'] {
      inline-size: 280px;
    }

    /* 'Nov 28, 2026, 11:00' or '2026年11月28日 11:00' with the cell's padding: a time cut short reads as another time. */
    &[data-size='time'] {
      inline-size: 184px;
    }
  }
`;

const cellBox = css`
  padding-block: ${vars.space[3]};
  padding-inline: ${vars.space[2]};
  text-align: start;
  vertical-align: middle;

  ${mediaUp('sm')} {
    padding-inline: ${vars.space[4]};
  }

  &[data-align='end'] {
    text-align: end;
  }
`;

export const HeaderCell = styled.th`
  ${textStyle('subtitle2')};
  ${cellBox};
  color: ${vars.color.text.secondary};
  background-color: ${vars.color.background.neutral};
  ${singleLine};

  &:first-child {
    border-start-start-radius: ${vars.radius.md};
    border-end-start-radius: ${vars.radius.md};
  }

  &:last-child {
    border-start-end-radius: ${vars.radius.md};
    border-end-end-radius: ${vars.radius.md};
  }

  /* A sort button cuts its own title short, so its focus ring is not clipped by the cell. */
  &[data-sortable] {
    padding-inline: ${vars.space[1]};
    overflow: visible;
  }

  ${mediaUp('sm')} {
    &[data-sortable] {
      padding-inline: ${vars.space[2]};
    }
  }
`;

export const Row = styled.tr`
  border-block-end: 1px dashed ${vars.color.divider};
  transition: background-color ${vars.motion.duration.shortest} ${vars.motion.easing.standard};

  &[data-interactive]:hover {
    background-color: ${vars.color.action.hover};
  }
`;

export const Cell = styled.td`
  ${textStyle('body2')};
  ${cellBox};
  font-variant-numeric: tabular-nums;
`;

export const RowHeaderCell = styled.th`
  ${textStyle('subtitle2')};
  ${cellBox};
`;

/** Cuts long text short with an ellipsis; the full text is the cell's title. */
export const Truncated = styled.div`
  ${singleLine};
`;

export const Bone = styled.span`
  display: block;
  block-size: 14px;
  inline-size: 70%;
  border-radius: ${vars.radius.sm};
  background-color: ${vars.color.action.selected};

  [data-align='end'] > & {
    margin-inline-start: auto;
    inline-size: 50%;
  }
`;

export const EmptyCell = styled.td`
  padding-block: ${vars.space[10]};
  padding-inline: ${vars.space[4]};
`;

export const EmptyState = styled.div`
  ${textStyle('subtitle1')};
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[2]};
  color: ${vars.color.text.secondary};
`;
