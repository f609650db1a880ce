import { tokensCss } from '@ordmarket/tokens';
import { createGlobalStyle } from 'styled-components';
import { BaseStyles } from './BaseStyles';

// Built once: every theme lives in this one stylesheet and is chosen by root attributes, so switching
// mode or preset never injects styles.
const TokenStyles = createGlobalStyle`
  ${tokensCss()}
`;

/** Installs the tokens for every theme and the page's base styles. Render it once near the root. */
export function ThemeStyles() {
  return (
    <>
      <TokenStyles />
      <BaseStyles />
    </>
  );
}
