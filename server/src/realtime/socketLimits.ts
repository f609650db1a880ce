/** How much one websocket client may take from the server. */
export interface SocketLimits {
  /** Unsent bytes queued for one client before it is dropped as a slow consumer (close 1013). */
  readonly maxBufferedBytes: number;
  /** Open sockets per client IP; more are closed at once (close 1008). */
  readonly maxConnectionsPerIp: number;
  /** Ping interval; a socket that has not answered the previous ping by the next one is terminated. */
  readonly heartbeatMs: number;
  /** Largest client message; ws closes the socket (1009) on a bigger one. */
  readonly maxMessageBytes: number;
  /** How long a closing socket may take to answer the close frame before it is cut. */
  readonly closeGraceMs: number;
}

export const socketLimits: SocketLimits = {
  maxBufferedBytes: 1024 * 1024,
  maxConnectionsPerIp: 20,
  heartbeatMs: 30_000,
  maxMessageBytes: 4096,
  closeGraceMs: 1000,
};
