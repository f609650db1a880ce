import { createBrowserRouter, type RouteObject } from 'react-router';
import { ErrorScreen } from '../screens/errors/ErrorScreen';
import { MarketLayout } from '../shell/MarketLayout';
import { screenRoutes } from './screenRoutes';

/** Spec §2's routes inside the market frame; a screen that throws shows the 500 page in the same frame. */
export const appRoutes: RouteObject[] = [
  {
    element: <MarketLayout />,
    children: [{ errorElement: <ErrorScreen code={500} />, children: screenRoutes }],
  },
];

export function appRouter() {
  return createBrowserRouter(appRoutes);
}
