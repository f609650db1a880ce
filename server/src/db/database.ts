import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type the services use: PGlite and PostgreSQL answer the same queries. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** What `db.transaction(...)` hands its callback: a Database bound to one transaction. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** PostgreSQL by URL, or PGlite in a folder (`'memory'` keeps it in memory, for tests). */
export type DatabaseLocation = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };

/** Reports on a PostgreSQL listener's connection (PGlite's in-process listener never drops). */
export interface ListenStatus {
  onLost?(error: Error | undefined, retryInMs: number): void;
  onRestored?(): void;
}

export interface DatabaseHandle {
  readonly db: Database;
  readonly kind: DatabaseLocation['kind'];
  /** Runs a statement outside Drizzle. */
  readonly execute: (sql: string) => Promise<void>;
  /**
   * LISTENs on a channel (on its own connection for PostgreSQL, re-established with backoff when it drops);
   * answers how to stop. `status` hears when the connection is lost and back: notifications in between are lost.
   */
  readonly listen: (
    channel: string,
    onPayload: (payload: string) => void,
    status?: ListenStatus,
  ) => Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  if (dataDir !== 'memory') mkdirSync(dataDir, { recursive: true });
  const client = dataDir === 'memory' ? new PGlite() : new PGlite(dataDir);
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    execute: async (statement) => {
      await client.exec(statement);
    },
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    close: () => client.close(),
  };
}

const firstRetryMs = 250;
const maxRetryMs = 10_000;

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
async function listenOnPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  status: ListenStatus = {},
): Promise<() => Promise<void>> {
  let stopped = false;
  let current: pg.Client | undefined;
  let retryTimer: NodeJS.Timeout | undefined;

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
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
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
    }, delay);
  };

  watch(await connect());
  return async () => {
    stopped = true;
    clearTimeout(retryTimer);
    const client = current;
    current = undefined;
    await client?.end().catch(() => undefined);
  };
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client whose connection the server ends (a restart, a dropped test database) emits 'error'; the
  // pool drops that client and makes a new one when needed, so this must not crash the process.
  pool.on('error', () => undefined);
  const db = drizzlePostgres(pool, { schema });
  await migratePostgres(db, { migrationsFolder });
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    execute: async (statement) => {
      await pool.query(statement);
    },
    listen: (channel, onPayload, status) => listenOnPostgres(url, channel, onPayload, status),
    close: () => pool.end(),
  };
}

/** Opens the database and brings its schema up to date with the committed migrations. */
export function openDatabase(location: DatabaseLocation): Promise<DatabaseHandle> {
  return location.kind === 'postgres' ? openPostgres(location.url) : openPglite(location.dataDir);
}
