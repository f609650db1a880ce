import { tokensCss } from '@ordmarket/tokens';
import { createGlobalStyle } from 'styled-components';

// Built once: every theme lives in this one stylesheet and is chosen by root attributes, so switching
// mode or preset never injects styles.
const themeSheet = tokensCss();

/** Installs the tokens for every theme and the page's base styles. Render it once near the root. */
export const ThemeStyles = createGlobalStyle`
  ${themeSheet}

  *, *::before, *::after {
    box-sizing: border-box;
  }

  html {
    text-size-adjust: 100%;
  }

  body {
    min-height: 100vh;
    margin: 0;
    font-family: var(--om-font-family-sans);
    font-size: var(--om-typography-body2-size);
    line-height: var(--om-typography-body2-line-height);
    color: var(--om-color-text-primary);
    background-color: var(--om-color-background-default);
    -webkit-font-smoothing: antialiased;
  }

  :focus-visible {
    outline: 2px solid var(--om-color-primary-text);
    outline-offset: 2px;
  }
`;
