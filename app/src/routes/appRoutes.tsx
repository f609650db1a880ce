import { Suspense } from 'react';
import { Outlet, useLocation, useRoutes, type RouteObject } from 'react-router';
import { FirstScreenMark } from '../rendering/firstScreenShown';
import { ErrorScreen } from '../screens/errors/ErrorScreen';
import { MarketLayout } from '../shell/MarketLayout';
import { PageLoading } from '../shell/PageLoading';
import { ScreenErrorBoundary } from '../shell/ScreenErrorBoundary';
import type { LoadableScreenRoute } from './loadableScreen';

/** Spec §2's routes inside the market frame; a screen that throws shows the 500 page in the same frame. */
export function appRoutes(screens: readonly LoadableScreenRoute[]): RouteObject[] {
  return [
    {
      element: <MarketLayout />,
      children: [{ element: <ScreenFrame />, children: screens.map(screenRouteObject) }],
    },
  ];
}

function screenRouteObject({ index, path, Screen }: LoadableScreenRoute): RouteObject {
  return index === true ? { index, element: <Screen /> } : { path, element: <Screen /> };
}

/** Where screens render: the page's shape while a screen's code first loads, the 500 page if it fails. */
function ScreenFrame() {
  const { pathname } = useLocation();
  return (
    <ScreenErrorBoundary pathname={pathname} fallback={<ErrorScreen code={500} />}>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
        <FirstScreenMark />
      </Suspense>
    </ScreenErrorBoundary>
  );
}

export interface AppRoutesProps {
  readonly routes: RouteObject[];
}

/** The screen the current location names, in its frame. */
export function AppRoutes({ routes }: AppRoutesProps) {
  return useRoutes(routes);
}
