import '@ordmarket/ui/fonts';
import { applySettings, initI18n, persistSettings } from '@ordmarket/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { appRouter } from './routes/appRouter';
import { createAppServices } from './services/appServices';
import { applyDocumentLanguage } from './shell/LanguageSwitch';
import { AppProviders } from './shell/AppProviders';

applyDocumentLanguage(initI18n().language);
persistSettings(window.localStorage);
applySettings(document.documentElement);

// The server that serves the app answers its API too.
const services = createAppServices({
  storage: window.localStorage,
  apiBaseUrl: window.location.origin,
  appOrigin: window.location.origin,
});
const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element.');

createRoot(root).render(
  <StrictMode>
    <AppProviders services={services}>
      <RouterProvider router={appRouter()} />
    </AppProviders>
  </StrictMode>,
);
