import { vars } from '@ordmarket/tokens';
import { css } from 'styled-components';

/**
 * A round coin of 1em drawn before an amount, its glyph centred at `glyphSize`: it scales with the text it leads, so
 * BTC and token amounts line up at any type size.
 */
export const coinFace = (face: { background: string; color: string; glyphSize: string }) => css`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: 1em;
  height: 1em;
  border-radius: ${vars.radius.circle};
  color: ${face.color};
  background-color: ${face.background};

  & > svg {
    width: ${face.glyphSize};
    height: ${face.glyphSize};
  }
`;
