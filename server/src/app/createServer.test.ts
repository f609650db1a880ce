import { once } from 'node:events';
import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import type { RunningServer } from '../startServer';
import { testDatabases } from '../testing/testDatabases';
import { postJson, startTestServer } from '../testing/startTestServer';

const [pglite] = testDatabases;

describe('the HTTP server', () => {
  let database: DatabaseHandle | undefined;
  let server: RunningServer | undefined;
  const start = async (environment: Record<string, string> = {}) => {
    if (!pglite) throw new Error('PGlite is always a test database');
    database = await pglite.open();
    server = await startTestServer(database, environment);
    return server;
  };
  afterEach(async () => {
    await server?.close();
    await database?.close();
  });

  it('answers the envelope with code 0 on success', async () => {
    const { url } = await start();
    const { status, body } = await postJson(url, '/api/v1/health', {});
    expect(status).toBe(200);
    expect(body).toMatchObject({
      code: 0,
      msg: 'ok',
      data: { network: 'devnet', database: 'pglite', tip_height: 0, indexer_stopped: null },
    });
    expect(body.data).toHaveProperty('indexer_lag', expect.any(Number));
  });

  it('answers an unknown path with a 404 envelope', async () => {
    const { url } = await start();
    const { status, body } = await postJson(url, '/btc/ordinals/no_such_call', {});
    expect(status).toBe(404);
    expect(body).toEqual({ code: 10010006, msg: 'No such endpoint: POST /btc/ordinals/no_such_call', data: null });
  });

  it('gives every response a request id, keeping a sane one the caller sent', async () => {
    const { url } = await start();
    const fresh = await fetch(`${url}/api/v1/health`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const traced = await fetch(`${url}/api/v1/health`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'edge-42' },
      body: '{}',
    });
    expect(traced.headers.get('x-request-id')).toBe('edge-42');
  });

  it('allows the configured app origin and no other', async () => {
    const { url } = await start({ APP_ORIGINS: 'https://ordmarket.example' });
    const preflight = (origin: string) =>
      fetch(`${url}/api/v1/health`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
    expect((await preflight('https://ordmarket.example')).headers.get('access-control-allow-origin')).toBe(
      'https://ordmarket.example',
    );
    expect((await preflight('https://evil.example')).headers.get('access-control-allow-origin')).toBeNull();
  });

  it('limits requests per IP with code 10010005', async () => {
    const { url } = await start({ RATE_LIMIT_PER_MINUTE: '3' });
    const codes: number[] = [];
    for (let call = 0; call < 4; call += 1) codes.push((await postJson(url, '/api/v1/health', {})).body.code);
    expect(codes).toEqual([0, 0, 0, 10010005]);
    const refused = await postJson(url, '/api/v1/health', {});
    expect(refused.status).toBe(429);
    expect(refused.body.msg).toMatch(/^Too many requests\. Please wait \d+ (second|minute)s? and try again\.$/);
  });

  it('refuses a body that is not JSON with code 10010004', async () => {
    const { url } = await start();
    const response = await fetch(`${url}/api/v1/health`, {
      method: 'POST',
      headers: { 'content-type': 'text/csv' },
      body: 'a,b',
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ code: 10010004 });
  });

  it('documents the API and its bearer scheme at /openapi.json', async () => {
    const { url } = await start();
    const document = (await (await fetch(`${url}/openapi.json`)).json()) as {
      openapi: string;
      components: { securitySchemes: Record<string, unknown> };
    };
    expect(document.openapi).toMatch(/^3\./);
    expect(document.components.securitySchemes).toHaveProperty('bearer');
  });

  it('finishes requests in flight on close, then refuses connections', async () => {
    const running = await start();
    const { hostname, port } = new URL(running.url);
    // Half a request: the headers and the first byte of the body, so the server is mid-request on close.
    const socket = connect({ host: hostname, port: Number(port) });
    await once(socket, 'connect');
    // Node announces a request once its headers are in, before its body.
    const received = once(running.app.server, 'request');
    socket.write(
      'POST /api/v1/health HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: 2\r\n\r\n{',
    );
    await received;
    const closing = running.close();
    socket.end('}');
    const [answer] = (await once(socket, 'data')) as [Buffer];
    expect(answer.toString()).toMatch(/^HTTP\/1\.1 200 OK[\s\S]*"code":0/);
    await closing;
    await expect(fetch(`${running.url}/api/v1/health`, { method: 'POST' })).rejects.toThrow();
    server = undefined;
  });
});
