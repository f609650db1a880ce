// The server's way into the app (built by `vite build --ssr`, see vite.config.ts): it renders each page's first
// screen as HTML that the browser then hydrates.
import { namespaces } from '@ordmarket/locales';
import type { RenderPage } from '@ordmarket/server';
import { matchRoutes, StaticRouter } from 'react-router';
import { ServerStyleSheet } from 'styled-components';
import { initI18n, loadStrings } from './i18n/initI18n';
import { loadableScreen } from './routes/loadableScreen';
import { appRoutes } from './routes/appRoutes';
import { screenRoutes } from './routes/screenRoutes';
import { createAppServices } from './services/appServices';
import { applyRenderedRates, rateFirstReads } from './shell/rates/rateReads';
import { screenFirstRead } from './api/prefetchRead';
import { healthRead } from './api/unknownHealth';
import { MarketPage } from './routes/MarketPage';
import { firstAnswers } from './rendering/firstAnswers';
import { visitorStorage } from './rendering/visitorStorage';
import { appRootElementId, firstAnswersElementId, jsonScriptText } from './rendering/pageMarkup';
import { renderToHtml } from './rendering/renderToHtml';
// The same file the browser build emits (named by its content): the page asks for it with the stylesheet.
import latinText from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';

const emptyRoot = `<div id="${appRootElementId}"></div>`;

// Latin text's face, fetched beside the stylesheet rather than once the text is laid out: the page's text paints in
// it from the first frame, so nothing the browser draws later in its place (the welcome) is larger than it was.
const fontPreload = `<link rel="preload" href="${latinText}" as="font" type="font/woff2" crossorigin>`;

/**
 * The page at `url` as the browser's first render will draw it for a first-time visitor (English, nothing stored,
 * no wallet; the day's welcome unless its cookie says it was closed): the route's screen with its first reads
 * answered, its styles in the head, and those answers beside it so the browser hydrates the same page instead of
 * drawing it again. The server (server/src/http/renderedPages.ts) says what it asks for.
 */
export const renderPage: RenderPage = async ({ url, origin, fetch, cookies, template, limitMs }) => {
  if (!template.includes(emptyRoot)) throw new Error(`index.html has no empty ${emptyRoot}.`);
  // One instance for every render: the server renders in the default language, with every namespace loaded once.
  await initI18n(namespaces);
  const services = createAppServices({
    storage: visitorStorage(cookies),
    apiBaseUrl: origin,
    appOrigin: origin,
    fetch,
  });
  const screens = screenRoutes(services).map((route) => loadableScreen(route, loadStrings));
  const { pathname, searchParams } = new URL(url, origin);
  const match = matchRoutes(screens, pathname)?.at(-1);
  const [answers] = await Promise.all([
    firstAnswers([
      // The frame's: the rates every price shows, and the market's network (the welcome names a practice chain).
      ...rateFirstReads(services.api),
      screenFirstRead(services.api, healthRead),
      ...(match?.route.firstReads?.(match.params, searchParams) ?? []),
    ]),
    match?.route.preload(),
  ]);
  // The rates live in one store for the whole server: a render may show one a moment newer than its answers hold,
  // which the browser then draws anew rather than hydrates (React recovers); rates change once a minute.
  applyRenderedRates(answers);
  const sheet = new ServerStyleSheet();
  try {
    const html = await renderToHtml(
      sheet.collectStyles(
        <MarketPage
          services={services}
          routes={appRoutes(screens)}
          firstAnswers={answers}
          router={(routes) => <StaticRouter location={url}>{routes}</StaticRouter>}
        />,
      ),
      limitMs,
    );
    const data = `<script type="application/json" id="${firstAnswersElementId}">${jsonScriptText(answers)}</script>`;
    // Replaced by functions: a replacement string would read any `$&` in the page's text as a pattern.
    return template
      .replace('</head>', () => `${fontPreload}${sheet.getStyleTags()}</head>`)
      .replace(emptyRoot, () => `<div id="${appRootElementId}">${html}</div>${data}`);
  } finally {
    sheet.seal();
  }
};
