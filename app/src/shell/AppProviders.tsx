import { Toaster } from '@ordmarket/ui';
import { useMemo, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { ApiClientContext } from '../api/useApi';
import type { AppServices } from '../services/appServices';
import { AppServicesContext } from '../services/AppServicesContext';
import { keepRenderedAnswers } from '../rendering/keepRenderedAnswers';
import { hasFirstScreenShown } from '../rendering/firstScreenShown';

export interface AppProvidersProps {
  readonly services: AppServices;
  /**
   * Answers the page was rendered with on the server, by SWR key: the first render shows them as the server did,
   * and the first screen keeps them rather than reading them again (keepRenderedAnswers).
   */
  readonly firstAnswers?: Readonly<Record<string, unknown>>;
  readonly children: ReactNode;
}

const noAnswers: Readonly<Record<string, unknown>> = {};

/**
 * Everything a screen reads from above: the services, the API client for SWR, and toasts. The page's styles
 * come from whoever hosts it: main.tsx for the app, Storybook's preview for stories.
 */
export function AppProviders({ services, firstAnswers = noAnswers, children }: AppProvidersProps) {
  // Only a rendered page has answers to keep; other pages' hooks run without the middleware.
  const middleware = useMemo(
    () => (firstAnswers === noAnswers ? [] : [keepRenderedAnswers(firstAnswers, hasFirstScreenShown)]),
    [firstAnswers],
  );
  return (
    <AppServicesContext.Provider value={services}>
      <ApiClientContext.Provider value={services.api}>
        {/* Reads never throw (they answer empty defaults), so SWR's own retry would only repeat a known failure. */}
        <SWRConfig
          value={{
            shouldRetryOnError: false,
            revalidateOnFocus: false,
            keepPreviousData: true,
            fallback: firstAnswers,
            use: middleware,
          }}
        >
          {children}
          <Toaster toaster={services.toaster} />
        </SWRConfig>
      </ApiClientContext.Provider>
    </AppServicesContext.Provider>
  );
}
