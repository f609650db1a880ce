import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { serverSettings } from '../db/schema';

const settingName = 'access-token-secret';

/**
 * The key that signs access tokens: TOKEN_SECRET when set, otherwise one generated on the first start and
 * kept in the database, so sessions survive a restart and every instance on one database agrees.
 */
export async function tokenSecret(db: Database, configured: string | undefined): Promise<Uint8Array> {
  if (configured !== undefined) return new TextEncoder().encode(configured);
  await db
    .insert(serverSettings)
    .values({ name: settingName, value: randomBytes(32).toString('base64') })
    .onConflictDoNothing();
  const [stored] = await db.select().from(serverSettings).where(eq(serverSettings.name, settingName));
  if (!stored) throw new Error('The access token secret could not be stored.');
  return Buffer.from(stored.value, 'base64');
}
