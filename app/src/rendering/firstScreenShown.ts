import { useEffect } from 'react';

let markShown: () => void = () => undefined;

/**
 * Settles once the page's first screen is the browser's: hydrated from the server's HTML, or drawn. Until then
 * an app-wide store must not change what that screen shows: React hydrates the screen after the frame around it,
 * and a screen that renders otherwise than the server did is thrown away and drawn again.
 */
export const firstScreenShown = new Promise<void>((resolve) => {
  markShown = resolve;
});

/** Rendered at the end of the screen's frame: its effect runs once the first screen has committed. */
export function FirstScreenMark(): null {
  useEffect(() => markShown(), []);
  return null;
}
