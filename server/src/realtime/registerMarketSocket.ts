import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { closeSocket } from './closeSocket';
import type { MarketFeed } from './MarketFeed';
import { systemSocketClock, type SocketClock } from './socketClock';
import type { SocketLimits } from './socketLimits';
import { frameOf, openSession, type SocketSession } from './socketSession';

export interface MarketSocketOptions {
  readonly feed: MarketFeed;
  readonly network: string;
  readonly tipHeight: () => Promise<number>;
  readonly limits: SocketLimits;
  /** Runs the heartbeat and the cut-off of sockets that do not close in time; the system clock by default. */
  readonly clock?: SocketClock;
}

/** Close code 1008 "policy violation": over the per-IP connection cap. */
export const tooManyConnectionsCode = 1008;
/** Close code 1001 "going away": the server is shutting down. */
export const shuttingDownCode = 1001;

/**
 * GET /ws in a scope of its own, so the websocket plugin's hooks touch no other route. One feed
 * subscription serializes each event once and hands it to every session.
 */
export function registerMarketSocket(app: FastifyInstance, options: MarketSocketOptions): void {
  const { feed, limits, clock = systemSocketClock } = options;
  void app.register(async (scope) => {
    const sessions = new Set<SocketSession>();
    const perIp = new Map<string, number>();

    const stopHeartbeat = clock.every(limits.heartbeatMs, () => {
      for (const session of sessions) {
        if (!session.alive) {
          session.socket.terminate();
          continue;
        }
        session.alive = false;
        session.socket.ping();
      }
    });

    const stopFeed = feed.subscribe((event) => {
      const frame = frameOf(event);
      for (const session of sessions) session.deliver(event, frame);
    });

    await scope.register(websocket, {
      options: { maxPayload: limits.maxMessageBytes },
      // Replaces the plugin's default, which closes without a code and waits up to 30 s for each client.
      preClose: async () => {
        stopHeartbeat();
        stopFeed();
        // Resolves to nothing: fastify takes a preClose hook's resolved value for an error.
        await Promise.all(
          [...scope.websocketServer.clients].map((socket) =>
            closeSocket(socket, shuttingDownCode, 'server shutting down', limits.closeGraceMs, clock),
          ),
        );
      },
    });
    scope.addHook('onClose', (_instance, done) => {
      stopHeartbeat();
      stopFeed();
      done();
    });

    scope.get('/ws', { websocket: true }, (socket, request) => {
      const ip = request.ip;
      const open = perIp.get(ip) ?? 0;
      if (open >= limits.maxConnectionsPerIp) {
        void closeSocket(
          socket,
          tooManyConnectionsCode,
          'too many connections from your address',
          limits.closeGraceMs,
          clock,
        );
        return;
      }
      perIp.set(ip, open + 1);
      const session = openSession(socket, limits, request.log, clock);
      sessions.add(session);
      socket.on('message', (data, isBinary) => {
        session.receive(data, isBinary);
      });
      socket.on('pong', () => {
        session.alive = true;
      });
      socket.on('close', () => {
        sessions.delete(session);
        const left = (perIp.get(ip) ?? 1) - 1;
        if (left > 0) perIp.set(ip, left);
        else perIp.delete(ip);
      });
      options.tipHeight().then(
        (tip) => {
          session.start(frameOf({ type: 'hello', network: options.network, tip_height: tip }));
        },
        (error: unknown) => {
          request.log.warn({ err: error }, 'no chain tip for a websocket hello');
          session.start(frameOf({ type: 'hello', network: options.network, tip_height: null }));
        },
      );
    });
  });
}
