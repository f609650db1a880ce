import '@ordmarket/ui/fonts';
import { applySettings, initI18n, persistSettings } from '@ordmarket/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { appRouter } from './routes/appRouter';
import { createAppServices } from './services/appServices';
import { applyDocumentLanguage } from './shell/LanguageSwitch';
import { AppProviders } from './shell/AppProviders';

// The language's strings, the route's code and the route's data all start loading here, side by side.
const languageLoaded = initI18n();
persistSettings(window.localStorage);
applySettings(document.documentElement);

// The server that serves the app answers its API too.
const services = createAppServices({
  storage: window.localStorage,
  apiBaseUrl: window.location.origin,
  appOrigin: window.location.origin,
});
const router = appRouter(services);
const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element.');

// Rendering waits for the strings alone: a first render without them would show bare keys.
void languageLoaded.then((i18n) => {
  applyDocumentLanguage(i18n.language);
  createRoot(root).render(
    <StrictMode>
      <AppProviders services={services}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
