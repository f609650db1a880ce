import { vars } from '@ordmarket/tokens';
import styled from 'styled-components';
import { singleLine } from '../../../theme/singleLine';
import { textStyle } from '../../../theme/textStyle';

/** A box-wallet drawer view: one column, spaced as the kit's other drawer forms. */
export const WalletView = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[5]};
`;

/** A line of explanation under or between fields. */
export const WalletNote = styled.p`
  ${textStyle('body2')};
  margin: 0;
  overflow-wrap: anywhere;
  color: ${vars.color.text.secondary};
`;

/** Why an action failed or cannot go ahead; give it role="alert" so it is heard when it appears. */
export const WalletAlert = styled.p`
  ${textStyle('body2')};
  margin: 0;
  padding: ${vars.space[3]};
  border-radius: ${vars.radius.md};
  overflow-wrap: anywhere;
  color: ${vars.color.error.text};
  background-color: ${vars.color.error.soft};
`;

/** Label and value pairs, the values against the inline end so figures line up. */
export const WalletFacts = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  margin: 0;
`;

export const WalletFact = styled.div`
  ${textStyle('body2')};
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[3]};
  color: ${vars.color.text.secondary};

  & dd {
    display: flex;
    justify-content: flex-end;
    margin: 0;
    min-width: 0;
    color: ${vars.color.text.primary};
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
    text-align: end;
  }
`;

/** A list of records (deposits, withdrawals, movements), one row each, divided by rules. */
export const RecordList = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const RecordRow = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  padding-block: ${vars.space[3]};
  border-block-end: 1px solid ${vars.color.divider};

  &:first-child {
    padding-block-start: 0;
  }

  &:last-child {
    border-block-end: 0;
    padding-block-end: 0;
  }
`;

/** One line of a record: what it is at the start, its figure or status at the end. */
export const RecordLine = styled.div`
  ${textStyle('body2')};
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[2]};
  min-width: 0;
  color: ${vars.color.text.secondary};
`;

/** A record's small print (time, tx, fee): each item kept whole, the last moving under when they do not fit. */
export const RecordMeta = styled(RecordLine)`
  flex-wrap: wrap;
  row-gap: 0;

  & > * {
    white-space: nowrap;
  }
`;

export const RecordName = styled.span`
  ${textStyle('subtitle2')};
  ${singleLine};
  min-width: 0;
  color: ${vars.color.text.primary};
`;

/** A long address shown whole, to be checked character by character before sending to it. */
export const FullAddress = styled.p`
  ${textStyle('body2')};
  margin: 0;
  padding: ${vars.space[3]};
  border-radius: ${vars.radius.md};
  font-family: ${vars.fontFamily.mono};
  overflow-wrap: anywhere;
  color: ${vars.color.text.primary};
  background-color: ${vars.color.background.neutral};
`;

/** A field's error where the kit's TextField does not draw it, such as a list of chosen inscriptions. */
export const FieldError = styled.span`
  ${textStyle('caption')};
  padding-inline: ${vars.space[3]};
  color: ${vars.color.error.text};
`;

/** Two short fields side by side, such as a prize count and a prize value. */
export const FieldPair = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${vars.space[3]};
  align-items: start;
`;
