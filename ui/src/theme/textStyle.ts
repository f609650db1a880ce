import { vars, type TypeVariant } from '@ordmarket/tokens';
import { css } from 'styled-components';

/** Font declarations for one step of the type scale, read from the tokens. */
export function textStyle(variant: TypeVariant) {
  const step = vars.typography[variant];
  return css`
    font-size: ${step.size};
    line-height: ${step.lineHeight};
    font-weight: ${step.weight};
    letter-spacing: ${step.letterSpacing};
  `;
}
