import { vars } from '@ordmarket/tokens';
import styled, { keyframes } from 'styled-components';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

/** A small indeterminate progress ring in the current text colour. Decorative: the owner announces busy state. */
export const Spinner = styled.span.attrs({ 'aria-hidden': true })`
  display: inline-block;
  width: 1em;
  height: 1em;
  border: 2px solid currentColor;
  border-inline-end-color: transparent;
  border-radius: ${vars.radius.circle};
  animation: ${spin} 0.8s linear infinite;

  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;
