import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { appPageHeaders } from './appPageHeaders';

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
export function isAppPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET') return false;
  const path = request.url.split('?')[0] ?? '';
  if (path === '/openapi.json' || serverPrefixes.some((prefix) => path === prefix || path.startsWith(prefix))) {
    return false;
  }
  return request.headers.accept?.includes('text/html') ?? false;
}

/**
 * Serves the built app from `distDir`: the content-hashed files under /static cached for a year, and
 * index.html (with the page headers of appPageHeaders) for `/` and every client route. Answers false,
 * registering nothing, when no build is there. Registered before the rate limit, which is for the API: a
 * page load fetches a dozen files at once.
 *
 * The build writes a .br and a .gz beside each text file (at the highest levels, paid once per build rather
 * than per request); the plugin picks the one the browser accepts, with its own ETag and `Vary`.
 */
export async function serveAppPages(app: FastifyInstance, distDir: string): Promise<boolean> {
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
  app.get('/', { schema: { hide: true } }, (request, reply) => sendIndexPage(request, reply, distDir));
  return true;
}

export function sendIndexPage(request: FastifyRequest, reply: FastifyReply, distDir: string): FastifyReply {
  // Without cacheControl: false the plugin's year-long immutable caching (meant for /static) overrides ours.
  return reply.headers(appPageHeaders(request.headers.host)).sendFile('index.html', distDir, { cacheControl: false });
}
