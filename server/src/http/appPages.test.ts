import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { inscriptionContents } from '../db/schema';
import { publishMarketEvents } from '../realtime/marketEvents';
import type { RunningServer } from '../startServer';
import { startTestServer } from '../testing/startTestServer';
import { testDatabases } from '../testing/testDatabases';

const [pglite] = testDatabases;
// Over the compression threshold (1 KB), as every built page is.
const indexHtml =
  `<!doctype html><html><head><meta name="description" content="${'A market. '.repeat(120)}">` +
  '<script type="module" src="/static/index-abc123.js"></script></head></html>';
const pageRequest = { headers: { accept: 'text/html,application/xhtml+xml' } };
const inscriptionId = `${'ab'.repeat(32)}i0`;

/** GET with a Host header of our choosing, which fetch does not allow. */
function getWithHost(url: string, path: string, host: string): Promise<Record<string, string | string[] | undefined>> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(url);
    request({ hostname, port, path, headers: { host, accept: 'text/html' } }, (response) => {
      response.resume();
      resolve(response.headers);
    })
      .on('error', reject)
      .end();
  });
}

describe('the app pages served from a build', () => {
  let distDir: string;
  let database: DatabaseHandle;
  let server: RunningServer;

  beforeAll(async () => {
    distDir = mkdtempSync(join(tmpdir(), 'ordmarket-dist-'));
    mkdirSync(join(distDir, 'static'));
    writeFileSync(join(distDir, 'index.html'), indexHtml);
    writeFileSync(join(distDir, 'static', 'index-abc123.js'), 'export {};\n');
    if (!pglite) throw new Error('PGlite is always a test database');
    database = await pglite.open();
    server = await startTestServer(database, { APP_DIST_DIR: distDir });
  });
  afterAll(async () => {
    await server.close();
    await database.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  const get = (path: string, init: RequestInit = pageRequest) => fetch(new URL(path, server.url), init);

  it.each(['/', '/collections/x', '/no/such/page'])('compresses %s for a browser that accepts it', async (path) => {
    const response = await get(path, { headers: { ...pageRequest.headers, 'accept-encoding': 'br' } });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(await response.text()).toBe(indexHtml);
  });

  it.each(['/', '/collections/x', '/assets/abc?tab=history', '/no/such/page'])(
    'answers %s with index.html that is never cached and carries the page headers',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(indexHtml);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      const policy = response.headers.get('content-security-policy') ?? '';
      const host = new URL(server.url).host;
      for (const directive of [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob: https:",
        "font-src 'self' data:",
        `connect-src 'self' ws://${host} wss://${host}`,
        "frame-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ]) {
        expect(policy.split('; ')).toContain(directive);
      }
    },
  );

  it('caches the hashed files under /static for a year, without the page policy', async () => {
    const response = await get('/static/index-abc123.js', {});
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBeNull();
  });

  it('keeps a Host header that is not a plain host out of the policy', async () => {
    const headers = await getWithHost(server.url, '/', "evil.example; script-src 'unsafe-inline'");
    const policy = String(headers['content-security-policy']);
    expect(policy).not.toContain('evil.example');
    expect(policy.split('; ')).toContain("connect-src 'self'");
  });

  it('puts no page policy on API answers', async () => {
    const response = await get('/api/v1/health', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toBeNull();
    expect(response.headers.get('x-frame-options')).toBeNull();
  });

  it('leaves inscription content its own sandbox policy, frameable by the app pages', async () => {
    await database.db.insert(inscriptionContents).values({
      inscriptionId,
      contentType: 'text/html;charset=utf-8',
      body: new TextEncoder().encode('<p>gm</p>'),
      height: 1,
    });
    const response = await get(`/content/${inscriptionId}`);
    expect(response.status).toBe(200);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain('sandbox allow-scripts');
    expect(policy).not.toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-frame-options')).toBeNull();
  });
});

/**
 * A build whose server renderer (dist/server/entryServer.js) answers as `renderBody` says: the app's own renderer is
 * tried by the journeys; here, how the server hands a render its request and what it does when one fails.
 */
function buildWithRenderer(renderBody: string): string {
  const distDir = mkdtempSync(join(tmpdir(), 'ordmarket-rendered-'));
  mkdirSync(join(distDir, 'static'));
  mkdirSync(join(distDir, 'server'));
  writeFileSync(join(distDir, 'index.html'), indexHtml);
  writeFileSync(
    join(distDir, 'server', 'entryServer.js'),
    `export async function renderPage(page) {\n${renderBody}\n}\n`,
  );
  return distDir;
}

describe('pages rendered on the server', () => {
  let database: DatabaseHandle;
  const running: Array<{ server: RunningServer; distDir: string }> = [];

  beforeAll(async () => {
    if (!pglite) throw new Error('PGlite is always a test database');
    database = await pglite.open();
  });
  afterAll(async () => {
    for (const { server, distDir } of running) {
      await server.close();
      rmSync(distDir, { recursive: true, force: true });
    }
    await database.close();
  });

  async function serving(renderBody: string): Promise<string> {
    const distDir = buildWithRenderer(renderBody);
    const server = await startTestServer(database, { APP_DIST_DIR: distDir });
    running.push({ server, distDir });
    return server.url;
  }

  it("renders each page with its address, its cookies, the API read in process, and the page's headers", async () => {
    const url = await serving(`
      const answer = await page.fetch(new URL('/api/v1/health', page.origin), {
        method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}',
      });
      const { data } = await answer.json();
      return page.template.replace('</head>', () => '<meta name="rendered" content="' + page.url + ' ' + data.network + ' ' + page.cookies + '"></head>');
    `);
    const response = await fetch(new URL('/collections/x?sort=newest', url), {
      headers: { ...pageRequest.headers, cookie: 'ordmarket-welcomed=1' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(await response.text()).toContain(
      '<meta name="rendered" content="/collections/x?sort=newest devnet ordmarket-welcomed=1">',
    );
  });

  it('sends a page rendered a moment ago to the next visitor, and renders it anew after a market event', async () => {
    const url = await serving(`
      renderPage.count = (renderPage.count ?? 0) + 1;
      return page.template.replace('</head>', () => '<meta name="render" content="' + renderPage.count + '"></head>');
    `);
    const renderOf = async () => {
      const html = await (await fetch(new URL('/collections/x', url), pageRequest)).text();
      return /<meta name="render" content="(\d+)">/.exec(html)?.[1];
    };
    expect(await renderOf()).toBe('1');
    expect(await renderOf()).toBe('1');
    // A block announced on the database, as the indexer announces one: every instance's feed hears it.
    await publishMarketEvents(database.db, [{ type: 'block', height: 7, hash: 'cd'.repeat(32), time: 1_700_000_000 }]);
    await expect.poll(renderOf).toBe('2');
  });

  it('sends index.html as it is when the render throws, so the browser draws the page', async () => {
    const url = await serving(`throw new Error('the renderer broke');`);
    const response = await fetch(new URL('/', url), pageRequest);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(indexHtml);
  });

  it('sends index.html as it is when the render runs past its limit', async () => {
    const url = await serving(`return new Promise(() => undefined);`);
    const response = await fetch(new URL('/assets/abc', url), pageRequest);
    expect(await response.text()).toBe(indexHtml);
  });
});
