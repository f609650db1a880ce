import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { listenOnPostgres } from './listenOnPostgres';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type the services use: PGlite and PostgreSQL answer the same queries. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** What `db.transaction(...)` hands its callback: a Database bound to one transaction. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** PostgreSQL by URL, or PGlite in a folder (`'memory'` keeps it in memory, for tests). */
export type DatabaseLocation = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };

/** Starts `retry` after `delayMs` unless the answered cancel is called first. */
export type RetryTimer = (delayMs: number, retry: () => void) => () => void;

/** Reports on a PostgreSQL listener's connection (PGlite's in-process listener never drops). */
export interface ListenStatus {
  onLost?(error: Error | undefined, retryInMs: number): void;
  onRestored?(): void;
  /** Waits out the backoff before listening again: the system's timer unless a test runs the retry itself. */
  retryTimer?: RetryTimer;
}

/** A LISTEN in place. */
export interface Listening {
  /**
   * Resolves once every notification of a transaction committed before the call has reached `onPayload`, so a
   * reader can trust that nothing it has not heard of changed before it asked. Rejects while the connection is down.
   */
  caughtUp(): Promise<void>;
  stop(): Promise<void>;
}

export interface DatabaseHandle {
  readonly db: Database;
  readonly kind: DatabaseLocation['kind'];
  /** Runs a statement outside Drizzle. */
  readonly execute: (sql: string) => Promise<void>;
  /**
   * LISTENs on a channel (on its own connection for PostgreSQL, re-established with backoff when it drops).
   * `status` hears when the connection is lost and back: notifications in between are lost.
   */
  readonly listen: (channel: string, onPayload: (payload: string) => void, status?: ListenStatus) => Promise<Listening>;
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * The handle over a PGlite client. `close` is what closing the handle does: closing the client, or (for the test kit,
 * which reuses clients) emptying it for the next test.
 */
export function pgliteHandle(client: PGlite, close: () => Promise<void>): DatabaseHandle {
  return {
    db: drizzlePglite(client, { schema }),
    kind: 'pglite',
    execute: async (statement) => {
      await client.exec(statement);
    },
    listen: async (channel, onPayload) => {
      const stop = await client.listen(channel, onPayload);
      // One connection in this process: a commit's notifications are handed out before its statement answers.
      return { caughtUp: () => Promise.resolve(), stop };
    },
    close,
  };
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  if (dataDir !== 'memory') mkdirSync(dataDir, { recursive: true });
  const client = new PGlite(dataDir === 'memory' ? {} : { dataDir });
  await migratePglite(drizzlePglite(client), { migrationsFolder });
  return pgliteHandle(client, () => client.close());
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
