import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { appPageHeaders } from './appPageHeaders';
import type { MarketFeed } from '../realtime/MarketFeed';
import { cachePages } from './pageCache';
import { loadPageRendering, type PageRendering } from './renderedPages';

/** Paths the server answers itself; every other GET that asks for HTML is a page of the app. */
const serverPrefixes = [
  '/api',
  '/btc/',
  '/phoenix/',
  '/v1/',
  '/mempool/',
  '/devnet/',
  '/content/',
  '/preview/',
  '/static/',
  '/ws',
];

/** Whether GET `url` is a page the app routes on the client (e.g. /collections/x, or an unknown path for its 404). */
function isAppPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET') return false;
  const path = request.url.split('?')[0] ?? '';
  if (path === '/openapi.json' || serverPrefixes.some((prefix) => path === prefix || path.startsWith(prefix))) {
    return false;
  }
  return request.headers.accept?.includes('text/html') ?? false;
}

/** The most rendered pages kept at once (a page is 10–110 KB): the most visited ones stay. */
const keptPages = 200;

/** Answers a page of the app: rendered on the server when the build can, else index.html for the browser to draw. */
type SendAppPage = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/**
 * Serves the built app from `distDir`: the content-hashed files under /static cached for a year, and each page
 * (with the page headers of appPageHeaders) for `/` and every client route. Answers whether it serves them:
 * false, registering nothing, when no build is there. Registered before the rate limit, which is for the API: a page load fetches
 * a dozen files at once.
 *
 * The build writes a .br and a .gz beside each text file (at the highest levels, paid once per build rather
 * than per request); the plugin picks the one the browser accepts, with its own ETag and `Vary`. A rendered page
 * is sent again to the next visitor for up to `pageFreshForMs`, until a market event comes on `feed` (pageCache.ts).
 */
export async function serveAppPages(
  app: FastifyInstance,
  distDir: string,
  feed: Pick<MarketFeed, 'subscribe'>,
  pageFreshForMs: number,
): Promise<boolean> {
  if (!existsSync(join(distDir, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: join(distDir, 'static'),
    prefix: '/static/',
    immutable: true,
    maxAge: '365d',
    index: false,
    preCompressed: true,
    setHeaders: (reply) => {
      void reply.header('x-content-type-options', 'nosniff');
    },
  });
  const rendered = await loadPageRendering(app, distDir);
  let rendering: PageRendering | undefined;
  if (rendered !== undefined) {
    const cache = cachePages(rendered, feed, { freshForMs: pageFreshForMs, maxPages: keptPages });
    app.addHook('onClose', (_instance, done) => {
      cache.close();
      done();
    });
    rendering = cache.rendering;
  }
  const sendPage: SendAppPage = (request, reply) => sendAppPage(request, reply, distDir, rendering);
  app.get('/', { schema: { hide: true } }, sendPage);
  // Every other page is a route too, not the not-found handler's answer: the compression hook is added route by
  // route, so a page sent from that handler went out uncompressed (a rendered collection page: 86 KB).
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    if (isAppPage(request)) return sendPage(request, reply);
    reply.callNotFound();
    return reply;
  });
  return true;
}

/**
 * The page rendered, or, when it cannot be (no renderer built, a render that fails or runs long), index.html as
 * it is: the browser then draws the page itself, so a visitor never gets an error for the renderer's sake.
 */
async function sendAppPage(
  request: FastifyRequest,
  reply: FastifyReply,
  distDir: string,
  rendering: PageRendering | undefined,
): Promise<FastifyReply> {
  void reply.headers(appPageHeaders(request.headers.host));
  if (rendering !== undefined) {
    try {
      const page = await rendering(request);
      return await reply.type('text/html; charset=utf-8').send(page);
    } catch (error) {
      request.log.warn({ err: error, url: request.url }, 'The page could not be rendered; the browser draws it.');
    }
  }
  // Without cacheControl: false the plugin's year-long immutable caching (meant for /static) overrides ours.
  return reply.sendFile('index.html', distDir, { cacheControl: false });
}
