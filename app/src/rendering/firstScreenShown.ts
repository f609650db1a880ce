import { useEffect } from 'react';

let markShown: () => void = () => undefined;
let isShown = false;

/**
 * Settles once the page's first screen is the browser's: hydrated from the server's HTML, or drawn. Until then
 * an app-wide store must not change what that screen shows: React hydrates the screen after the frame around it,
 * and a screen that renders otherwise than the server did is thrown away and drawn again.
 */
export const firstScreenShown = new Promise<void>((resolve) => {
  markShown = () => {
    isShown = true;
    resolve();
  };
});

/**
 * Whether the first screen is shown yet, asked in the moment: for code run on every render (and on the server, where
 * it never is), which must not leave a callback on `firstScreenShown` each time.
 */
export const hasFirstScreenShown = (): boolean => isShown;

/** Rendered at the end of the screen's frame: its effect runs once the first screen has committed. */
export function FirstScreenMark(): null {
  useEffect(() => markShown(), []);
  return null;
}
