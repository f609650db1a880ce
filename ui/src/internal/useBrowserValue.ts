import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

// Which snapshot React asked for last: it asks for the server's only while rendering on the server or hydrating.
// Both answer the same, so this store never redraws anything itself; the component reads it right after asking.
let lastAsked: 'server' | 'browser' = 'browser';
const askBrowser = () => {
  lastAsked = 'browser';
  return false;
};
const askServer = () => {
  lastAsked = 'server';
  return false;
};

/**
 * A value only the browser knows (the viewport's width, the page's direction), following it as it changes: like
 * useSyncExternalStore with a server snapshot, except in how a hydrated page moves to the browser's value. On the
 * server, and while the browser hydrates what the server rendered, it is `serverValue`, so the hydrating render
 * matches the HTML. useSyncExternalStore then redraws every component whose value differs in one synchronous render
 * right after hydration (a collection's grid redrawn windowed: some 150 ms at 4x CPU, holding back the first
 * input); here the browser's value comes in a transition, which React renders in slices between the browser's
 * frames. Changes after that (a resize) come in transitions too. `subscribe` and `read` must keep their identity.
 */
export function useBrowserValue<T>(subscribe: (onChange: () => void) => () => void, read: () => T, serverValue: T): T {
  useSyncExternalStore(neverChanges, askBrowser, askServer);
  const [value, setValue] = useState(() => (lastAsked === 'server' ? serverValue : read()));
  useEffect(() => {
    const follow = () => {
      startTransition(() => {
        setValue(read());
      });
    };
    // Also catches what changed between the render and this effect.
    follow();
    return subscribe(follow);
  }, [subscribe, read]);
  return value;
}
