import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { bytesToHex } from '@ordmarket/protocol';
import { openDatabase, type DatabaseHandle } from '../db/database';
import { openReusedPglite } from './reusedPglite';

export { closeReusedPglites as closeTestDatabases } from './reusedPglite';

export interface TestDatabase {
  readonly name: 'pglite' | 'postgres';
  /** A fresh, migrated, empty database; close() throws it away. */
  readonly open: () => Promise<DatabaseHandle>;
}

async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A fresh, migrated, empty PGlite in memory (a reused one emptied: see reusedPglite.ts). */
export const openTestPglite = openReusedPglite;

const pglite: TestDatabase = { name: 'pglite', open: openTestPglite };

/**
 * A fresh, empty database of its own on the PostgreSQL server: suites run in parallel and never see each
 * other's rows. `drop` throws it away.
 */
export async function createPostgresDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `ordmarket_test_${bytesToHex(randomBytes(6))}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`) };
}

function postgres(serverUrl: string): TestDatabase {
  return {
    name: 'postgres',
    open: async () => {
      const created = await createPostgresDatabase(serverUrl);
      const handle = await openDatabase({ kind: 'postgres', url: created.url });
      return {
        ...handle,
        close: async () => {
          await handle.close();
          await created.drop();
        },
      };
    },
  };
}

/**
 * The databases a suite runs on where the engine can make a difference (migrations, locks, notifications, the
 * ledger's constraints, and values read back through each engine's driver): always PGlite, and PostgreSQL too when
 * TEST_DATABASE_URL is set (CI sets it). Use with `describe.each(testDatabases)`.
 */
export const testDatabases: TestDatabase[] = [
  pglite,
  ...(process.env.TEST_DATABASE_URL ? [postgres(process.env.TEST_DATABASE_URL)] : []),
];

/**
 * PGlite alone, the engine `npm start` embeds: for suites whose outcome no engine can change (HTTP shapes, the
 * devnet's rules, clients talking to a real server, the seed's plan), so they do not run twice.
 */
export const embeddedTestDatabases: TestDatabase[] = [pglite];
