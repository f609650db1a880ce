import type { Namespace } from '@ordmarket/locales';
import { matchRoutes } from 'react-router';
import type { LoadableScreenRoute } from './loadableScreen';
import type { ScreenRoute } from './screenRoutes';

/** The strings the screen at `pathname` shows beyond the frame's. */
export function screenStrings(routes: ScreenRoute[], pathname: string): readonly Namespace[] {
  return matchRoutes(routes, pathname)?.at(-1)?.route.strings ?? [];
}

/**
 * What a navigation starts before React renders it: the screen's code and strings and, when the path
 * changes, its first reads. A new query alone (a filter, a tab) keeps the screen, whose own hooks read what
 * the query changes. Answers when the screen's code and strings are in (a failure is the screen's to show).
 */
export function screenStarter(
  routes: LoadableScreenRoute[],
): (location: { readonly pathname: string }) => Promise<void> {
  let startedPath: string | undefined;
  return async ({ pathname }) => {
    const match = matchRoutes(routes, pathname)?.at(-1);
    if (match === undefined) return;
    const loaded = match.route.preload();
    if (pathname !== startedPath) {
      startedPath = pathname;
      match.route.prefetch?.(match.params);
    }
    await loaded;
  };
}
