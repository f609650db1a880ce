import { PGlite } from '@electric-sql/pglite';
import { pgliteHandle, type DatabaseHandle, type Listening } from '../db/database';
import { migratedImage } from './migratedImage';

/*
 * Why test databases are reused: a new PGlite costs about half a second of CPU (a PostgreSQL started in WebAssembly,
 * its files unpacked into memory) and the suites open some 150 of them per run, a tenth of a test run's CPU on two
 * cores. So closing a test's database empties it instead, and the next test of the same worker gets the same
 * PostgreSQL: every table truncated with its sequences restarted, the session discarded (listens, settings, prepared
 * plans, temporary tables), as a new one from the migrated image would be. The closed handle refuses every further
 * call, so nothing a test left running can reach the next test's database.
 */

// More than a test keeps open at once; the rest are closed rather than kept.
const keptAtMost = 4;

interface EmptiableClient {
  readonly client: PGlite;
  /** `truncate ... restart identity` over every table the migrations made. */
  readonly truncateAll: string;
}
const idle: EmptiableClient[] = [];

async function newClient(): Promise<EmptiableClient> {
  // The image is named by the migrations' bytes, so it holds exactly the committed schema: nothing to migrate.
  const client = new PGlite({ loadDataDir: await migratedImage() });
  const { rows } = await client.query<{ name: string }>(
    `select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname = 'public' order by 1`,
  );
  return { client, truncateAll: `truncate ${rows.map(({ name }) => name).join(', ')} restart identity cascade` };
}

/** Empties a client as a new one from the image would be, and keeps it for the next test (or closes it). */
async function giveBack(lease: EmptiableClient): Promise<void> {
  const { client, truncateAll } = lease;
  try {
    // Outside any transaction block, so alone: listens, session settings, prepared plans, temporary tables.
    await client.exec('discard all');
    await client.exec(truncateAll);
  } catch {
    // A client that cannot be emptied (a test left it mid-transaction, say) is never handed out again.
    await client.close();
    return;
  }
  if (idle.length < keptAtMost) idle.push(lease);
  else await client.close();
}

/** A fresh, migrated, empty PGlite in memory: a reused one emptied, or a new one started from the migrated image. */
export async function openReusedPglite(): Promise<DatabaseHandle> {
  const lease = idle.pop() ?? (await newClient());
  let open = true;
  const refusing = new Proxy(lease.client, {
    get(target, property) {
      if (!open) throw new Error('This test database is closed: the test that opened it has ended.');
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  const listenings = new Set<Listening>();
  const closeLease = async () => {
    if (!open) return;
    open = false;
    // PGlite keeps a listener's callback until it is stopped; a later test listening on the same channel must not
    // wake this test's callbacks.
    await Promise.allSettled([...listenings].map((listening) => listening.stop()));
    await giveBack(lease);
  };
  const handle = pgliteHandle(refusing, closeLease);
  return {
    ...handle,
    listen: async (channel, onPayload, status) => {
      const listening = await handle.listen(channel, onPayload, status);
      listenings.add(listening);
      return listening;
    },
  };
}

/** Closes the clients kept for the next test: a process done with test databases (a bench) can then exit. */
export async function closeReusedPglites(): Promise<void> {
  await Promise.all(idle.splice(0).map(({ client }) => client.close()));
}
