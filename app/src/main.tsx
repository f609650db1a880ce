import '@ordmarket/ui/fonts';
// Every theme's custom properties, compiled to CSS at build time (app/scripts/precomputedTokens.ts).
import 'virtual:ordmarket/tokens.css';
import { applySettings, BaseStyles, persistSettings } from '@ordmarket/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n, loadStrings } from './i18n/initI18n';
import { KitLanguage } from './i18n/KitLanguage';
import { AppRoutes, appRoutes } from './routes/appRoutes';
import { loadableScreen } from './routes/loadableScreen';
import { MarketRouter } from './routes/MarketRouter';
import { screenRoutes } from './routes/screenRoutes';
import { screenStarter, screenStrings, type NavigatedLocation } from './routes/screenStarter';
import { createAppServices } from './services/appServices';
import { applyDocumentLanguage } from './shell/LanguageSwitch';
import { AppProviders } from './shell/AppProviders';
import { shellStrings } from './shell/shellStrings';
import { warmRemainingStrings } from './shell/warmRemainingStrings';

persistSettings(window.localStorage);
applySettings(document.documentElement);

// The server that serves the app answers its API too.
const services = createAppServices({
  storage: window.localStorage,
  apiBaseUrl: window.location.origin,
  appOrigin: window.location.origin,
});
const screens = screenRoutes(services).map((route) => loadableScreen(route, loadStrings));
const routes = appRoutes(screens);

// The frame's and the first screen's strings, the screen's code and its first reads all start here, side by
// side, before React runs.
const stringsLoaded = initI18n([...shellStrings, ...screenStrings(screens, window.location.pathname)]);
const startScreen = screenStarter(screens);
// A screen whose code fails to load shows the 500 page in the frame: its element meets the same failure.
const followNavigation = (location: NavigatedLocation) => {
  void startScreen(location).catch(() => undefined);
};
// Queued after the strings' requests (i18next issues them as microtasks), so the few small string files go out
// before the screen's dozens of chunks take the browser's connections.
void Promise.resolve().then(() => followNavigation(window.location));
const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element.');

// The first render waits for the strings: without them it would show bare keys. The screen draws at once if
// its code is in by then, otherwise the frame shows the page's shape until it is.
void stringsLoaded.then((i18n) => {
  applyDocumentLanguage(i18n.language);
  createRoot(root).render(
    <StrictMode>
      <KitLanguage>
        <AppProviders services={services}>
          <BaseStyles />
          <MarketRouter onNavigate={followNavigation}>
            <AppRoutes routes={routes} />
          </MarketRouter>
        </AppProviders>
      </KitLanguage>
    </StrictMode>,
  );
  warmRemainingStrings();
});
