import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One canned answer; `delayMs` holds it back to play a slow host. */
export interface Reply {
  status?: number;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  delayMs?: number;
}

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface ReplayServer {
  /** http://127.0.0.1:port, the base URL to hand to a client. */
  readonly url: string;
  readonly requests: ReceivedRequest[];
  /** Answers `method path` with the replies in turn, the last one from then on. */
  route(method: string, path: string, ...replies: Reply[]): void;
  close(): Promise<void>;
}

/**
 * A real HTTP server on 127.0.0.1 that replays recorded chain-service answers, so the clients are tested
 * through real sockets, fetch and timeouts. Unrouted paths answer 404 like Esplora and ord do.
 */
/** `port` 0 picks a free one; a given port brings a host that was down back up. */
export async function startReplayServer(port = 0): Promise<ReplayServer> {
  const routes = new Map<string, Reply[]>();
  const requests: ReceivedRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();

  const answer = (response: ServerResponse, reply: Reply) => {
    response.writeHead(reply.status ?? 200, reply.headers);
    response.end(reply.body);
  };

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const method = request.method ?? 'GET';
      const path = request.url ?? '/';
      requests.push({ method, path, headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      const queue = routes.get(`${method} ${path}`);
      const reply = (queue !== undefined && queue.length > 1 ? queue.shift() : queue?.[0]) ?? {
        status: 404,
        headers: { 'content-type': 'text/plain' },
        body: 'Not Found',
      };
      if (reply.delayMs === undefined) {
        answer(response, reply);
        return;
      }
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (!response.destroyed) answer(response, reply);
      }, reply.delayMs);
      timers.add(timer);
    });
  });

  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: listening } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${listening}`,
    requests,
    route(method, path, ...replies) {
      routes.set(`${method} ${path}`, replies);
    },
    close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

/** The base URL of a port nothing listens on: a host that is down (connection refused). */
export async function deadHostUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
