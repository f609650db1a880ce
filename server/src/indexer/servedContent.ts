import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/database';
import { inscriptionContents } from '../db/schema';

const inscriptionIdPattern = /^[0-9a-f]{64}i(0|[1-9][0-9]{0,9})$/;

export interface ServedContent {
  readonly contentType: string | null;
  readonly body: Uint8Array;
  readonly contentEncoding: string | null;
}

/**
 * What ord serves for an inscription: its body as inscribed, or its delegate's in its place; undefined for
 * an unknown id and for an envelope without a body (ord answers 404 for both).
 */
export async function servedContent(
  database: DatabaseHandle,
  inscriptionId: string,
): Promise<ServedContent | undefined> {
  if (!inscriptionIdPattern.test(inscriptionId)) return undefined;
  const contentOf = async (id: string) => {
    const [row] = await database.db.select().from(inscriptionContents).where(eq(inscriptionContents.inscriptionId, id));
    return row;
  };
  const own = await contentOf(inscriptionId);
  const row = own?.delegate ? ((await contentOf(own.delegate)) ?? own) : own;
  if (row?.body === null || row === undefined) return undefined;
  return { contentType: row.contentType, body: row.body, contentEncoding: row.contentEncoding };
}
