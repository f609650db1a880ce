import '@ordmarket/ui/fonts';
// Every theme's custom properties, compiled to CSS at build time (app/scripts/precomputedTokens.ts).
import 'virtual:ordmarket/tokens.css';
import { applySettings, BaseStyles, initI18n, loadStrings, persistSettings } from '@ordmarket/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRoutes, appRoutes } from './routes/appRouter';
import { MarketRouter } from './routes/MarketRouter';
import { screenRoutes } from './routes/screenRoutes';
import { screenStarter } from './routes/screenStarter';
import { createAppServices } from './services/appServices';
import { applyDocumentLanguage } from './shell/LanguageSwitch';
import { AppProviders } from './shell/AppProviders';
import { shellStrings } from './shell/shellStrings';
import { warmRemainingStrings } from './shell/warmRemainingStrings';

// The frame's strings, the route's code, strings and data all start loading here, side by side.
const languageLoaded = initI18n(shellStrings);
persistSettings(window.localStorage);
applySettings(document.documentElement);

// The server that serves the app answers its API too.
const services = createAppServices({
  storage: window.localStorage,
  apiBaseUrl: window.location.origin,
  appOrigin: window.location.origin,
});
const screens = screenRoutes(services);
const routes = appRoutes(screens);
// The first page's code, strings and reads start now, before React and the frame's strings are ready.
const startScreen = screenStarter(screens, loadStrings);
startScreen(window.location);
const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element.');

// Rendering waits for the frame's strings: a first render without them would show bare keys. The screen
// waits for its own code and strings inside the frame.
void languageLoaded.then((i18n) => {
  applyDocumentLanguage(i18n.language);
  createRoot(root).render(
    <StrictMode>
      <AppProviders services={services}>
        <BaseStyles />
        <MarketRouter onNavigate={startScreen}>
          <AppRoutes routes={routes} />
        </MarketRouter>
      </AppProviders>
    </StrictMode>,
  );
  warmRemainingStrings();
});
