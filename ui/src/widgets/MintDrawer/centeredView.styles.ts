import { vars } from '@ordmarket/tokens';
import styled from 'styled-components';
import { textStyle } from '../../theme/textStyle';

/** The qualification and success views: one centred column. */
export const CenteredView = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[4]};
  text-align: center;
`;

export const ViewTitle = styled.h3`
  ${textStyle('h5')};
  margin: 0;
  overflow-wrap: anywhere;
`;
