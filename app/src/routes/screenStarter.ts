import type { Namespace } from '@ordmarket/locales';
import { matchRoutes } from 'react-router';
import type { ScreenRoute } from './screenRoutes';

/**
 * What a navigation starts before React renders it: the screen's code and strings and, when the path
 * changes, its first reads. A new query alone (a filter, a tab) keeps the screen, whose own hooks read what
 * the query changes.
 */
export function screenStarter(
  routes: ScreenRoute[],
  loadStrings: (strings: readonly Namespace[]) => Promise<void>,
): (location: { readonly pathname: string }) => void {
  let startedPath: string | undefined;
  return ({ pathname }) => {
    const match = matchRoutes(routes, pathname)?.at(-1);
    if (match === undefined) return;
    // Both are cached (the module loader, i18next): the element's own load later gets the same ones.
    void match.route.load();
    void loadStrings(match.route.strings);
    if (pathname === startedPath) return;
    startedPath = pathname;
    match.route.prefetch?.(match.params);
  };
}
