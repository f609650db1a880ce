import '@ordmarket/ui/fonts';
// Every theme's custom properties, compiled to CSS at build time (app/scripts/precomputedTokens.ts).
import 'virtual:ordmarket/tokens.css';
import { applySettings, persistSettings } from '@ordmarket/ui';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { initI18n, loadStrings } from './i18n/initI18n';
import { appRootElementId, renderedFirstAnswers } from './rendering/pageMarkup';
import { isVisitorAsRendered } from './rendering/visitorAsRendered';
import { cacheRenderedAnswers } from './rendering/keepRenderedAnswers';
import { appRoutes } from './routes/appRoutes';
import { loadableScreen } from './routes/loadableScreen';
import { MarketRouter } from './routes/MarketRouter';
import { screenRoutes } from './routes/screenRoutes';
import { screenStarter, screenStrings, type NavigatedLocation } from './routes/screenStarter';
import { createAppServices } from './services/appServices';
import { applyDocumentLanguage } from './shell/LanguageSwitch';
import { MarketPage } from './routes/MarketPage';
import { applyRenderedRates } from './shell/rates/rateReads';
import { shellStrings } from './shell/shellStrings';
import { warmRemainingStrings } from './shell/warmRemainingStrings';
import { expectWalletRestore } from './wallet/connect/restoreInFlight';
import { nextTask } from './common/nextTask';
import { readStoredWallet } from './wallet/connect/storedWallet';
import { hasClosedWelcome } from './rendering/welcomeCookie';
import { experienceDialogStrings, loadExperienceDialog } from './shell/overlays/experienceDialogCode';

persistSettings(window.localStorage);
applySettings(document.documentElement);
// The server's page answers presses before the wallet's code is in: a stored wallet's restore is pending from now.
if (readStoredWallet(window.localStorage).walletChoice !== null) expectWalletRestore();
// The startup chunk's modules were evaluated in this task (some 100 ms at 4x CPU); the app starts in the next. (Not
// a top-level await: the build then wraps every module of the chunk to start it, some 1.4 KB more to load.)
void nextTask().then(startApp);

function startApp(): void {
  // The server that serves the app answers its API too.
  const services = createAppServices({
    storage: window.localStorage,
    apiBaseUrl: window.location.origin,
    appOrigin: window.location.origin,
  });
  const screens = screenRoutes(services).map((route) => loadableScreen(route, loadStrings));
  const routes = appRoutes(screens);

  // The answers the server rendered this page with; none when it sent index.html as it is.
  const firstAnswers = renderedFirstAnswers(document);
  // The server drew the day's welcome into this page: its strings and code come before the browser takes the page
  // over, as the screen's do.
  const isWelcomeRendered = firstAnswers !== undefined && !hasClosedWelcome(document.cookie);
  // The frame's and the first screen's strings, the screen's code and its first reads all start here, side by
  // side, before React runs.
  const stringsLoaded = initI18n([
    ...shellStrings,
    ...screenStrings(screens, window.location.pathname),
    ...(isWelcomeRendered ? experienceDialogStrings : []),
  ]);
  // A failed load leaves the dialog to its lazy path: the page is still taken over.
  const welcomeLoaded = isWelcomeRendered ? loadExperienceDialog().catch(() => undefined) : undefined;
  const startScreen = screenStarter(screens, firstAnswers === undefined ? undefined : window.location.pathname);
  // A screen whose code fails to load shows the 500 page in the frame: its element meets the same failure.
  const followNavigation = (location: NavigatedLocation) => {
    void startScreen(location).catch(() => undefined);
  };
  // In a task after the strings' requests (i18next issues them as microtasks), so the few small string files go out
  // before the screen's dozens of chunks take the browser's connections, and naming those chunks to the browser (some
  // 50 preload links) is a task of its own.
  const firstScreenLoaded = nextTask()
    .then(() => startScreen(window.location))
    .then(
      () => true,
      () => false,
    );
  const root = document.getElementById(appRootElementId);
  if (root === null) throw new Error(`index.html has no #${appRootElementId} element.`);
  if (firstAnswers !== undefined) {
    applyRenderedRates(firstAnswers);
    cacheRenderedAnswers(firstAnswers);
  }

  const page = (
    <MarketPage
      services={services}
      routes={routes}
      {...(firstAnswers === undefined ? {} : { firstAnswers })}
      router={(screen) => <MarketRouter onNavigate={followNavigation}>{screen}</MarketRouter>}
    />
  );

  // The first render waits for the strings: without them it would show bare keys. A page the server rendered is on
  // screen meanwhile; the browser takes it over (hydrates it) once the screen's code is in too, where this visitor's
  // first render is the server's. Otherwise the browser draws the page itself: the screen at once if its code is
  // in by then, else the page's shape until it is.
  void Promise.all([stringsLoaded, firstAnswers === undefined ? false : firstScreenLoaded, welcomeLoaded]).then(
    ([i18n, isScreenLoaded]) => {
      applyDocumentLanguage(i18n.language);
      // In a transition, React renders in slices between which the browser answers input and paints, rather than
      // in one task that blocks the page for as long as the whole page takes.
      startTransition(() => {
        if (isScreenLoaded && isVisitorAsRendered(i18n.language, services, document.cookie)) hydrateRoot(root, page);
        else createRoot(root).render(page);
      });
      warmRemainingStrings();
    },
  );
}
