import pg from 'pg';
import type { Listening, ListenStatus, RetryTimer } from './database';

const firstRetryMs = 250;
const maxRetryMs = 10_000;

const systemRetryTimer: RetryTimer = (delayMs, retry) => {
  const timer = setTimeout(retry, delayMs);
  return () => {
    clearTimeout(timer);
  };
};

/** Doubling waits with jitter, so every instance of a restarted database does not reconnect in the same instant. */
function retryDelay(attempt: number): number {
  const base = Math.min(maxRetryMs, firstRetryMs * 2 ** attempt);
  return Math.round(base / 2 + (Math.random() * base) / 2);
}

/**
 * A dedicated connection: a pooled one would be handed to other queries and lose the LISTEN. When the
 * connection ends (database restart, network cut, terminated backend) a new one LISTENs again, retrying
 * with backoff until it works or the caller stops.
 */
export async function listenOnPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  status: ListenStatus = {},
): Promise<Listening> {
  let stopped = false;
  let current: pg.Client | undefined;
  let cancelRetry: (() => void) | undefined;
  const retryTimer = status.retryTimer ?? systemRetryTimer;

  const connect = async (): Promise<pg.Client> => {
    // Keepalive probes notice a peer that vanished without closing the connection.
    const client = new pg.Client({ connectionString: url, keepAlive: true, keepAliveInitialDelayMillis: 10_000 });
    // 'error' on a live connection is followed by 'end', where reconnecting happens.
    client.on('error', () => undefined);
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    try {
      await client.connect();
      await client.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    return client;
  };

  const watch = (client: pg.Client) => {
    current = client;
    client.once('end', () => {
      if (stopped || current !== client) return;
      current = undefined;
      retry(0, undefined);
    });
  };

  const retry = (attempt: number, error: Error | undefined) => {
    const delay = retryDelay(attempt);
    status.onLost?.(error, delay);
    cancelRetry = retryTimer(delay, () => {
      cancelRetry = undefined;
      connect().then(
        async (client) => {
          if (stopped) {
            await client.end().catch(() => undefined);
            return;
          }
          watch(client);
          status.onRestored?.();
        },
        (failure: unknown) => {
          if (!stopped) retry(attempt + 1, failure instanceof Error ? failure : new Error(String(failure)));
        },
      );
    });
  };

  // The server sends a listener its pending notifications before it answers the listener's next statement, and a
  // commit signals every listener before the committer hears back: one round trip started after a commit brings
  // that commit's notifications. Callers that arrive before the next trip is sent share it.
  let sent: Promise<void> = Promise.resolve();
  let next: Promise<void> | undefined;
  const roundTrip = async () => {
    if (current === undefined) throw new Error(`not listening on ${channel}: the connection is down`);
    await current.query('select 1');
  };
  const caughtUp = () =>
    (next ??= sent
      .catch(() => undefined)
      .then(() => {
        next = undefined;
        sent = roundTrip();
        return sent;
      }));

  watch(await connect());
  return {
    caughtUp,
    stop: async () => {
      stopped = true;
      cancelRetry?.();
      const client = current;
      current = undefined;
      await client?.end().catch(() => undefined);
    },
  };
}
