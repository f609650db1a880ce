import { mediaDown } from '@ordmarket/tokens';
import styled from 'styled-components';

/**
 * Text that phones do not show but screen readers still read: the header's labels beside an icon, which
 * would otherwise push the header's controls off a 375 px screen.
 */
export const NarrowHiddenText = styled.span`
  ${mediaDown('sm')} {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;
