import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { inscriptionContents } from '../db/schema';
import type { RunningServer } from '../startServer';
import { startTestServer } from '../testing/startTestServer';
import { testDatabases } from '../testing/testDatabases';

const [pglite] = testDatabases;
// A script long and repetitive enough to be worth compressing, as a built chunk is.
const script = Buffer.from(
  Array.from({ length: 200 }, (_, index) => `export const listing${index} = ${index * 546};`).join('\n'),
);
// The PNG signature and a header chunk: a format that is compressed already.
const builtBrotli = brotliCompressSync(script);
const builtGzip = gzipSync(script);
const builtCopies: Record<string, Buffer> = { br: builtBrotli, gzip: builtGzip };
const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000100000001008060000001ff3ff61', 'hex');
const pngInscription = `${'cd'.repeat(32)}i0`;

interface RawAnswer {
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: Buffer;
}

/** GET without any decoding, so the bytes on the wire are what the test sees (fetch decodes by itself). */
function rawGet(baseUrl: string, path: string, acceptEncoding?: string): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl);
  const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
  return new Promise((resolve, reject) => {
    request({ hostname, port, path, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

const decoders: Record<string, (body: Buffer) => Buffer> = {
  br: (body) => brotliDecompressSync(body),
  gzip: (body) => gunzipSync(body),
};

describe('compressed answers', () => {
  let distDir: string;
  let database: DatabaseHandle;
  let server: RunningServer;

  beforeAll(async () => {
    distDir = mkdtempSync(join(tmpdir(), 'ordmarket-dist-'));
    mkdirSync(join(distDir, 'static'));
    writeFileSync(join(distDir, 'index.html'), '<!doctype html><html></html>');
    writeFileSync(join(distDir, 'static', 'index-abc123.js'), script);
    writeFileSync(join(distDir, 'static', 'index-abc123.js.br'), builtBrotli);
    writeFileSync(join(distDir, 'static', 'index-abc123.js.gz'), builtGzip);
    writeFileSync(join(distDir, 'static', 'cover-abc123.png'), png);
    if (!pglite) throw new Error('PGlite is always a test database');
    database = await pglite.open();
    server = await startTestServer(database, { APP_DIST_DIR: distDir });
    await database.db
      .insert(inscriptionContents)
      .values({ inscriptionId: pngInscription, contentType: 'image/png', body: png, height: 1 });
  });
  afterAll(async () => {
    await server.close();
    await database.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it.each(['br', 'gzip'])('serves a built file pre-compressed as %s, the same bytes once decoded', async (encoding) => {
    const answer = await rawGet(server.url, '/static/index-abc123.js', `${encoding}, identity`);
    expect(answer.headers['content-encoding']).toBe(encoding);
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The build's copy itself, not one compressed again per request.
    expect(answer.body.equals(builtCopies[encoding] ?? script)).toBe(true);
    expect(decoders[encoding]?.(answer.body).equals(script)).toBe(true);
  });

  it('gives each encoding of a file its own ETag, so a cache never answers one for another', async () => {
    const tags = await Promise.all(
      ['br', 'gzip', undefined].map(async (encoding) => {
        const answer = await rawGet(server.url, '/static/index-abc123.js', encoding);
        return answer.headers.etag;
      }),
    );
    expect(new Set(tags).size).toBe(3);
  });

  it('serves the file as it is to a browser that accepts no encoding', async () => {
    const answer = await rawGet(server.url, '/static/index-abc123.js');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.equals(script)).toBe(true);
  });

  it.each([
    ['a built image', '/static/cover-abc123.png'],
    ['an image inscription', `/content/${pngInscription}`],
  ])('never compresses %s again', async (_kind, path) => {
    const answer = await rawGet(server.url, path, 'br, gzip');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.equals(png)).toBe(true);
  });

  it.each(['br', 'gzip'])('compresses a JSON answer as %s when asked', async (encoding) => {
    const plain = await rawGet(server.url, '/openapi.json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const answer = await rawGet(server.url, '/openapi.json', encoding);
    expect(answer.headers['content-encoding']).toBe(encoding);
    expect(answer.body.length).toBeLessThan(plain.body.length / 2);
    expect(decoders[encoding]?.(answer.body).equals(plain.body)).toBe(true);
  });

  it('leaves an answer under 1 KB as it is: compressing it would cost more than it saves', async () => {
    const response = await fetch(new URL('/api/v1/health', server.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'br, gzip' },
      body: '{}',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBeNull();
  });
});
