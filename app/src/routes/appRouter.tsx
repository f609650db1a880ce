import { createBrowserRouter, type RouteObject } from 'react-router';
import { ErrorScreen } from '../screens/errors/ErrorScreen';
import type { AppServices } from '../services/appServices';
import { MarketLayout } from '../shell/MarketLayout';
import { PageLoading } from '../shell/PageLoading';
import { screenRoutes } from './screenRoutes';

/** Spec §2's routes inside the market frame; a screen that throws shows the 500 page in the same frame. */
export function appRoutes(services: Pick<AppServices, 'api'>): RouteObject[] {
  return [
    {
      element: <MarketLayout />,
      // The first load waits for the screen's lazy chunk inside the frame, showing the page's shape meanwhile.
      children: [
        {
          errorElement: <ErrorScreen code={500} />,
          hydrateFallbackElement: <PageLoading />,
          children: screenRoutes(services),
        },
      ],
    },
  ];
}

/** The router starts the first page's code and reads as soon as it is made, before anything renders. */
export function appRouter(services: Pick<AppServices, 'api'>) {
  return createBrowserRouter(appRoutes(services));
}
