import { WebSocket, type ClientOptions } from 'ws';

/** A server frame as the tests read it. */
export type Received = Record<string, unknown> & { type: string };

export interface TestSocket {
  readonly ws: WebSocket;
  /** The next frame (of this type, when given); earlier frames of other types are skipped. */
  next(type?: string, timeoutMs?: number): Promise<Received>;
  send(message: unknown): void;
  /** How the server closed the socket. */
  readonly closed: Promise<{ code: number; reason: string }>;
  /** Frames received and not yet taken by next(). */
  readonly unread: Received[];
}

/** A websocket client for the feed's tests: queues frames so a test can await them in order. */
export async function connectTestSocket(url: string, options: ClientOptions = {}): Promise<TestSocket> {
  const ws = new WebSocket(url, options);
  const unread: Received[] = [];
  let wake: (() => void) | undefined;
  ws.on('message', (data: Buffer) => {
    unread.push(JSON.parse(data.toString('utf8')) as Received);
    wake?.();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    ws.on('close', (code, reason) => {
      resolve({ code, reason: reason.toString('utf8') });
      wake?.();
    });
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => {
      resolve();
    });
    ws.once('error', reject);
  });

  const next = async (type?: string, timeoutMs = 5000): Promise<Received> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      while (unread.length > 0) {
        const frame = unread.shift();
        if (frame && (type === undefined || frame.type === type)) return frame;
      }
      if (ws.readyState === ws.CLOSED) throw new Error(`socket closed while waiting for ${type ?? 'a frame'}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${type ?? 'frame'} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = undefined;
    }
  };

  return {
    ws,
    next,
    send: (message) => {
      ws.send(typeof message === 'string' ? message : JSON.stringify(message));
    },
    closed,
    unread,
  };
}
