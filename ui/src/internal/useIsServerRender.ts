import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * True while a page is rendered on the server and while the browser hydrates that render; false from then on, and
 * from the first render of a page the browser draws itself. What only a browser can show (a portal, a measured
 * size) waits for false, so the hydrating render matches the server's HTML; React renders again at once.
 */
export function useIsServerRender(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => false,
    () => true,
  );
}
