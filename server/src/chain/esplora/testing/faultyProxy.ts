import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How a faulty source answers: a server error, no answer at all, or a body that is not what the API documents. */
export type Fault = 'error' | 'timeout' | 'malformed';

export interface FaultyProxy {
  /** http://127.0.0.1:port, standing in for the target. */
  readonly url: string;
  /** `METHOD path` of every request passed on to the target. */
  readonly forwarded: string[];
  /** From now on, requests matching `method` and `path` get `fault` instead of reaching the target. */
  fail(method: string, path: RegExp, fault: Fault): void;
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
  const stalled = new Set<ServerResponse>();

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
      if (fault === 'malformed') {
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"unexpected":[1,2,3]}');
        return;
      }
      forwarded.push(`${method} ${path}`);
      const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
      const headers = request.headers['content-type'] ? { 'content-type': request.headers['content-type'] } : undefined;
      fetch(`${target}${path}`, { method, headers, body })
        .then(async (answer) => {
          const bytes = Buffer.from(await answer.arrayBuffer());
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
    fail: (method, path, fault) => faults.unshift({ method, path, fault }),
    heal: () => {
      faults.length = 0;
    },
    close: async () => {
      for (const response of stalled) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
