import { BaseStyles } from '@ordmarket/ui';
import { StrictMode, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { KitLanguage } from '../i18n/KitLanguage';
import { PageReadiness } from '../rendering/PageReadiness';
import { AppRoutes } from './appRoutes';
import type { AppServices } from '../services/appServices';
import { AppProviders } from '../shell/AppProviders';

export interface MarketPageProps {
  readonly services: AppServices;
  readonly routes: RouteObject[];
  /** The server's answers to the page's first reads, by SWR key (see AppProviders). */
  readonly firstAnswers?: Readonly<Record<string, unknown>>;
  /** The router the routes render in: the browser's history, or the one address the server renders. */
  readonly router: (routes: ReactNode) => ReactNode;
}

/** The whole app as one tree, the same on the server that renders a page and in the browser that hydrates it. */
export function MarketPage({ services, routes, firstAnswers, router }: MarketPageProps) {
  return (
    <StrictMode>
      <KitLanguage>
        <AppProviders services={services} {...(firstAnswers === undefined ? {} : { firstAnswers })}>
          <BaseStyles />
          <PageReadiness />
          {router(<AppRoutes routes={routes} />)}
        </AppProviders>
      </KitLanguage>
    </StrictMode>
  );
}
