import type { WebSocket } from 'ws';
import type { SocketClock } from './socketClock';

/**
 * The part of a ws socket the feed uses. A structural type, because @fastify/websocket hands out its own
 * declaration of the socket and the server's client set another; both fit this.
 */
export type ClientSocket = Pick<
  WebSocket,
  'readyState' | 'OPEN' | 'CLOSING' | 'CLOSED' | 'bufferedAmount' | 'send' | 'close' | 'terminate' | 'ping' | 'once'
>;

/**
 * Starts the closing handshake and cuts the connection if the peer has not answered within `graceMs`
 * (a stalled or vanished client would otherwise hold the socket, and the server's close, for 30 s).
 * Resolves once the socket is closed.
 */
export function closeSocket(
  socket: ClientSocket,
  code: number,
  reason: string,
  graceMs: number,
  clock: SocketClock,
): Promise<void> {
  if (socket.readyState === socket.CLOSED) return Promise.resolve();
  return new Promise((resolve) => {
    const cancelCut = clock.after(graceMs, () => {
      socket.terminate();
    });
    socket.once('close', () => {
      cancelCut();
      resolve();
    });
    if (socket.readyState !== socket.CLOSING) socket.close(code, reason);
  });
}
