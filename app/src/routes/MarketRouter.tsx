import { startTransition, useLayoutEffect, useState, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory, type Location } from 'react-router';

export interface MarketRouterProps {
  /** Called as each navigation happens, before its render. */
  readonly onNavigate: (location: Location) => void;
  readonly children: ReactNode;
}

/**
 * The app's browser router: react-router's declarative Router on the browser's history, as its BrowserRouter
 * does, plus a hook into every navigation before React renders it. That hook is what the data router's
 * loaders were used for (starting a screen's code and reads together), for about 12 KB less of first-load
 * JavaScript than the data router costs. The render runs in a transition, so the page on screen stays
 * until the next one's code has arrived.
 */
export function MarketRouter({ onNavigate, children }: MarketRouterProps) {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  const [state, setState] = useState(() => ({ action: history.action, location: history.location }));
  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        onNavigate(location);
        startTransition(() => setState({ action, location }));
      }),
    [history, onNavigate],
  );
  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      {children}
    </Router>
  );
}
