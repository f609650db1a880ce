import { useEffect } from 'react';
import { createGlobalStyle } from 'styled-components';
import { appRootElementId } from './pageMarkup';

/** Set on the root element once React runs the page: its controls answer from then on. */
export const readyAttribute = 'data-ready';

// Until React has taken the page over, a press on a control of the server's HTML would be lost (nothing listens
// yet): controls take no pointer until then. Links need no script, so they work from the first paint.
const WaitForReady = createGlobalStyle`
  #${appRootElementId}:not([${readyAttribute}]) :is(button, [role='button'], input, select, textarea, label) {
    pointer-events: none;
  }
`;

/**
 * Marks the page ready as soon as React first commits it (hydrated or drawn); React itself replays a press on a
 * part it has yet to hydrate after that.
 */
export function PageReadiness() {
  useEffect(() => {
    document.getElementById(appRootElementId)?.setAttribute(readyAttribute, '');
  }, []);
  return <WaitForReady />;
}
