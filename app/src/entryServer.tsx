// The server's way into the app (built by `vite build --ssr`, see vite.config.ts): it renders each page's first
// screen as HTML that the browser then hydrates.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
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
import { routeChunks, type BuildManifest } from './rendering/routeChunks';
// The same file the browser build emits (named by its content): the page asks for it with the stylesheet.
import latinText from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';

const emptyRoot = `<div id="${appRootElementId}"></div>`;

// Every screen module's source path, by the module a route loads: the build's manifest knows each screen's chunks
// by that path. Found here rather than named on each route, so the browser's bundle carries no paths.
const screenSources: Promise<Map<unknown, string>> = Promise.all(
  Object.entries(import.meta.glob('./screens/**/*Route.tsx')).map(
    async ([source, load]) => [await load(), source] as const,
  ),
).then((sources) => new Map(sources));

// The browser build's manifest (dist/.vite, beside this renderer's dist/server): the chunks each screen needs.
const buildManifest = JSON.parse(
  readFileSync(join(dirname(fileURLToPath(import.meta.url)), '..', '.vite', 'manifest.json'), 'utf8'),
) as BuildManifest;

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
    const screenSource = match === undefined ? undefined : (await screenSources).get(await match.route.load());
    const screenCode = screenSource === undefined ? [] : routeChunks(buildManifest, screenSource);
    // Replaced by functions: a replacement string would read any `$&` in the page's text as a pattern.
    return template
      .replace('</head>', () => `${fontPreload}${sheet.getStyleTags()}</head>`)
      .replace(emptyRoot, () => `<div id="${appRootElementId}">${html}</div>${data}${screenCodeLinks(screenCode)}`);
  } finally {
    sheet.seal();
  }
};

/**
 * The screen's chunks, named in the page as files to fetch when the network is free (prefetch: lowest priority,
 * into the HTTP cache, nothing compiled), so they are in by the time the startup code asks for them. The startup
 * code's loader then finds each named and adds no link of its own: it added one modulepreload link per chunk (some
 * 45 for a collection), about 2 ms each at 4x CPU, in one task of 160 ms. Named as modulepreload links instead, the
 * chunks were fetched at high priority and compiled as the page was first drawn, holding its pictures back.
 */
function screenCodeLinks(files: readonly string[]): string {
  return files.map((file) => `<link rel="prefetch" as="script" crossorigin href="${file}">`).join('');
}
