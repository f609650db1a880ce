import { createBrowserRouter, type RouteObject } from 'react-router';
import { ErrorScreen } from '../screens/errors/ErrorScreen';
import { MarketLayout } from '../shell/MarketLayout';
import { PageLoading } from '../shell/PageLoading';
import { screenRoutes } from './screenRoutes';

/** Spec §2's routes inside the market frame; a screen that throws shows the 500 page in the same frame. */
export const appRoutes: RouteObject[] = [
  {
    element: <MarketLayout />,
    // The first load waits for the screen's lazy chunk inside the frame, showing the page's shape meanwhile.
    children: [
      { errorElement: <ErrorScreen code={500} />, hydrateFallbackElement: <PageLoading />, children: screenRoutes },
    ],
  },
];

export function appRouter() {
  return createBrowserRouter(appRoutes);
}
