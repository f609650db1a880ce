import { vars } from '@ordmarket/tokens';
import styled from 'styled-components';
import { textStyle } from '../../theme/textStyle';

/** A BRC-20 form: one column, spaced as the mint drawer's order view. */
export const FormView = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[5]};
`;

/** A field error for a field the kit's TextField does not draw, such as the icon upload. */
export const FieldErrorText = styled.span`
  ${textStyle('caption')};
  margin-block-start: calc(-1 * ${vars.space[3]});
  padding-inline: ${vars.space[3]};
  color: ${vars.color.error.text};
`;

/** A line that sums up the fields above it, e.g. the total a mint order makes. */
export const FormHint = styled.p`
  ${textStyle('body2')};
  margin: calc(-1 * ${vars.space[2]}) 0 0;
  overflow-wrap: anywhere;
  color: ${vars.color.text.secondary};
`;
