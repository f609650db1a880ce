import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** What the app's renderer (app/src/entryServer.tsx, built to dist/server) is asked for a page. */
export interface PageRequest {
  /** The address asked for: path and query. */
  readonly url: string;
  /** Where the page is served, e.g. https://ordmarket.example: the API the page reads is there too. */
  readonly origin: string;
  /** How the render reaches that API (the server answers it in process). */
  readonly fetch: typeof fetch;
  /** The request's Cookie header: what the visitor told the server (the day's welcome closed). */
  readonly cookies: string | undefined;
  /** The built index.html, with its empty root element. */
  readonly template: string;
  /** How long the render itself may take before it gives up. */
  readonly limitMs: number;
}

/** The renderer's one export: the whole HTML document of the page asked for. */
export type RenderPage = (request: PageRequest) => Promise<string>;

/** A page taking longer than this to render is sent unrendered: the browser draws it, as it did before. */
const renderLimitMs = 3_000;

/** Renders a page of the app for one request: its whole HTML document. */
export type PageRendering = (request: FastifyRequest) => Promise<string>;

/**
 * Loads the app's server renderer from the build in `distDir`, or answers undefined when the build has none.
 * The page's reads go to this same server in process (`app.inject`), as the visitor's own: the rate limits count
 * them against the visitor's address, and nothing leaves the machine.
 */
export async function loadPageRendering(app: FastifyInstance, distDir: string): Promise<PageRendering | undefined> {
  const entry = join(distDir, 'server', 'entryServer.js');
  if (!existsSync(entry)) return undefined;
  const built: unknown = await import(pathToFileURL(entry).href);
  const renderPage =
    typeof built === 'object' && built !== null && 'renderPage' in built ? built.renderPage : undefined;
  if (typeof renderPage !== 'function') throw new Error(`${entry} exports no renderPage.`);
  const template = await readFile(join(distDir, 'index.html'), 'utf8');
  return (request) =>
    withinLimit(
      (renderPage as RenderPage)({
        url: request.url,
        origin: `${request.protocol}://${request.host}`,
        fetch: inProcessFetch(app, request.ip),
        cookies: request.headers.cookie,
        template,
        limitMs: renderLimitMs,
      }),
    );
}

/** The render's page, or a rejection once it has taken `renderLimitMs` (its reads included). */
function withinLimit(rendering: Promise<string>): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      reject(new Error(`The page took over ${String(renderLimitMs)} ms to render.`));
    }, renderLimitMs);
  });
  return Promise.race([rendering, late]).finally(() => {
    clearTimeout(timer);
  });
}

/** A fetch that asks `app` directly, as a request from `visitorIp`. */
function inProcessFetch(app: FastifyInstance, visitorIp: string): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : input);
    const answer = await app.inject({
      method: init?.method === 'POST' ? 'POST' : 'GET',
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
      remoteAddress: visitorIp,
    });
    return new Response(answer.body, { status: answer.statusCode, headers: { 'content-type': 'application/json' } });
  };
}
