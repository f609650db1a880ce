import type { Namespace } from '@ordmarket/locales';
import { lazy, type ComponentType } from 'react';
import type { ScreenRoute } from './screenRoutes';

/** A screen route with its code's loading attached. */
export type LoadableScreenRoute = ScreenRoute & {
  /** Starts loading the screen's code and strings (once); resolves when both are in. */
  readonly preload: () => Promise<void>;
  /** The screen: drawn at once when its code is in, otherwise suspended until it is. */
  readonly Screen: ComponentType;
};

/**
 * Attaches to `route` the loading of its code and strings, shared by the navigation that starts it and the
 * element that draws it. A screen whose code is in when it first renders (the first page's often arrives
 * before the frame's strings) draws without suspending: whole in one commit, rather than a loading state that
 * React then holds for its minimum reveal time.
 */
export function loadableScreen(
  route: ScreenRoute,
  loadStrings: (strings: readonly Namespace[]) => Promise<void>,
): LoadableScreenRoute {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const load = () => {
    loading ??= Promise.all([route.load(), loadStrings(route.strings)]).then(([screen]) => {
      loaded = screen.Component;
      return screen.Component;
    });
    return loading;
  };
  const LazyScreen = lazy(async () => ({ default: await load() }));
  function Screen() {
    const Loaded = loaded;
    return Loaded === undefined ? <LazyScreen /> : <Loaded />;
  }
  return {
    ...route,
    preload: async () => {
      await load();
    },
    Screen,
  };
}
