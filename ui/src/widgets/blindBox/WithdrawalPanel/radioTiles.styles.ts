import { vars } from '@ordmarket/tokens';
import { RadioButton, RadioGroup } from 'react-aria-components';
import styled from 'styled-components';
import { selectableTile } from '../../../theme/interactionStyles';

/** A column of choices drawn as tiles, one chosen at a time (what a withdrawal takes out). */
export const RadioTiles = styled(RadioGroup)`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
`;

/** One tile of `RadioTiles`: its content in a row. */
export const RadioTile = styled(RadioButton)`
  ${selectableTile};
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  padding: ${vars.space[2]};
`;
