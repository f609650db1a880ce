import type { Namespace } from '@ordmarket/locales';
import { matchRoutes, type Location } from 'react-router';
import { prefetchRead } from '../api/prefetchRead';
import type { LoadableScreenRoute } from './loadableScreen';
import type { ScreenRoute } from './screenRoutes';

/** The strings the screen at `pathname` shows beyond the frame's. */
export function screenStrings(routes: ScreenRoute[], pathname: string): readonly Namespace[] {
  return matchRoutes(routes, pathname)?.at(-1)?.route.strings ?? [];
}

/** The part of a location a navigation starts from: the path picks the screen, the query its first reads. */
export type NavigatedLocation = Pick<Location, 'pathname' | 'search'>;

/**
 * What a navigation starts before React renders it: the screen's code and strings and, when the path
 * changes, its first reads. A new query alone (a filter, a tab) keeps the screen, whose own hooks read what
 * the query changes. Answers when the screen's code and strings are in (a failure is the screen's to show).
 * `answeredPath` is the path of a page the server rendered with its first reads' answers: those are not read again.
 */
export function screenStarter(
  routes: LoadableScreenRoute[],
  answeredPath?: string,
): (location: NavigatedLocation) => Promise<void> {
  let startedPath = answeredPath;
  return async ({ pathname, search }) => {
    const match = matchRoutes(routes, pathname)?.at(-1);
    if (match === undefined) return;
    const loaded = match.route.preload();
    if (pathname !== startedPath) {
      startedPath = pathname;
      for (const read of match.route.firstReads?.(match.params, new URLSearchParams(search)) ?? []) prefetchRead(read);
    }
    await loaded;
  };
}
