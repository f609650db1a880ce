import { useBrowserValue } from './useBrowserValue';

const neverChanges = () => () => undefined;
const inBrowser = () => false;

/**
 * True while a page is rendered on the server and while the browser hydrates that render; false from then on (in
 * a transition, see useBrowserValue), and from the first render of a page the browser draws itself. What only a
 * browser can show (a portal, a measured size) waits for false, so the hydrating render matches the server's HTML.
 */
export function useIsServerRender(): boolean {
  return useBrowserValue(neverChanges, inBrowser, true);
}
