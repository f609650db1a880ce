import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * How a faulty source answers: a server error, no answer at all, a body that is not what the API documents, or a 404
 * (a host that does not serve the route).
 */
export type Fault = 'error' | 'timeout' | 'malformed' | 'missing';

export interface FaultyProxy {
  /** http://127.0.0.1:port, standing in for the target. */
  readonly url: string;
  /** `METHOD path` of every request passed on to the target. */
  readonly forwarded: string[];
  /** The body of every request passed on, in the same order as `forwarded` ('' for none). */
  readonly forwardedBodies: string[];
  /** Requests answered 429 by the rate limit. */
  readonly limited: () => number;
  /**
   * From now on at most `perSecond` requests reach the target in any second; the others are answered 429 with
   * `Retry-After: retryAfterSeconds`, as a public host's rate limit does.
   */
  limit(perSecond: number, retryAfterSeconds: number): void;
  /** From now on, requests matching `method` and `path` get `fault` instead of reaching the target. */
  fail(method: string, path: RegExp, fault: Fault): void;
  /**
   * From now on the target's answers to requests matching `method` and `path` reach the client as `edit` rewrites
   * them: a real answer with one fact changed, as another server's version of it would say.
   */
  rewrite(method: string, path: RegExp, edit: (body: string, request: { path: string; body: string }) => string): void;
  /** Every request reaches the target again. */
  heal(): void;
  close(): Promise<void>;
}

/**
 * A real HTTP server in front of a chain service (another test server's Esplora routes) that passes requests on,
 * except those a test makes fail: so a client is seen failing through real sockets, time-outs and parsing.
 */
export async function startFaultyProxy(target: string): Promise<FaultyProxy> {
  const faults: Array<{ method: string; path: RegExp; fault: Fault }> = [];
  const forwarded: string[] = [];
  const forwardedBodies: string[] = [];
  const stalled = new Set<ServerResponse>();
  let rateLimit: { perSecond: number; retryAfterSeconds: number } | undefined;
  const rewrites: Array<{
    method: string;
    path: RegExp;
    edit: (body: string, request: { path: string; body: string }) => string;
  }> = [];
  const admitted: number[] = [];
  let limited = 0;
  const overLimit = (): boolean => {
    if (rateLimit === undefined) return false;
    const now = Date.now();
    while (admitted[0] !== undefined && admitted[0] <= now - 1000) admitted.shift();
    if (admitted.length >= rateLimit.perSecond) return true;
    admitted.push(now);
    return false;
  };

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const method = request.method ?? 'GET';
      const path = request.url ?? '/';
      const fault = faults.find((entry) => entry.method === method && entry.path.test(path))?.fault;
      if (fault === 'timeout') {
        stalled.add(response);
        return;
      }
      if (fault === 'error') {
        response.writeHead(503, { 'content-type': 'text/plain' }).end('Service Unavailable');
        return;
      }
      if (fault === 'missing') {
        response.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
        return;
      }
      if (fault === 'malformed') {
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"unexpected":[1,2,3]}');
        return;
      }
      if (rateLimit !== undefined && overLimit()) {
        limited += 1;
        response
          .writeHead(429, { 'content-type': 'text/plain', 'retry-after': String(rateLimit.retryAfterSeconds) })
          .end('Too Many Requests');
        return;
      }
      forwarded.push(`${method} ${path}`);
      const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
      forwardedBodies.push(body?.toString('utf8') ?? '');
      const headers: Record<string, string> = {};
      for (const name of ['content-type', 'authorization', 'accept']) {
        const value = request.headers[name];
        if (typeof value === 'string') headers[name] = value;
      }
      fetch(`${target}${path}`, { method, headers, body })
        .then(async (answer) => {
          const edit = rewrites.find((entry) => entry.method === method && entry.path.test(path))?.edit;
          const received = Buffer.from(await answer.arrayBuffer());
          const bytes =
            edit === undefined
              ? received
              : Buffer.from(edit(received.toString('utf8'), { path, body: body?.toString('utf8') ?? '' }));
          response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'text/plain' });
          response.end(bytes);
        })
        .catch(() => response.writeHead(502).end());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    forwarded,
    forwardedBodies,
    limited: () => limited,
    limit: (perSecond, retryAfterSeconds) => {
      rateLimit = { perSecond, retryAfterSeconds };
    },
    fail: (method, path, fault) => faults.unshift({ method, path, fault }),
    rewrite: (method, path, edit) => rewrites.unshift({ method, path, edit }),
    heal: () => {
      faults.length = 0;
      rewrites.length = 0;
      rateLimit = undefined;
    },
    close: async () => {
      for (const response of stalled) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
