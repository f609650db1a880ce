import { createGlobalStyle } from 'styled-components';

/**
 * The page's base styles, drawn from the tokens' custom properties. ThemeStyles renders them with the tokens;
 * a product that loads the tokens as a stylesheet (the app builds them into CSS) renders these alone.
 */
export const BaseStyles = createGlobalStyle`
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
