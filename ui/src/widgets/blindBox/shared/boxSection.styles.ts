import { vars } from '@ordmarket/tokens';
import styled from 'styled-components';
import { textStyle } from '../../../theme/textStyle';

/** One titled part of a view. */
export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  min-width: 0;
`;

/** Under the drawer's or page's own title, so one level down. */
export const SectionTitle = styled.h3`
  ${textStyle('subtitle1')};
  margin: 0;
  color: ${vars.color.text.primary};
`;
