import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, Transaction } from '../db/database';
import { inscriptions } from '../db/schema';

/** A prize as the API answers it: an inscription (named as the market names it), or BTC. */
export const prizeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('inscription'), inscription_id: z.string(), name: z.string(), content_type: z.string() }),
  z.object({ kind: z.literal('btc'), sats: z.number().int() }),
]);
export type PrizeAnswer = z.infer<typeof prizeSchema>;

export interface InscriptionNames {
  prize(kind: 'inscription' | 'btc', inscriptionId: string | null, sats: bigint): PrizeAnswer;
  named(inscriptionId: string): { name: string; content_type: string };
}

/** Looks up the names of the inscriptions a reply mentions, in one read. */
export async function inscriptionNames(
  db: Database | Transaction,
  ids: ReadonlyArray<string | null | undefined>,
): Promise<InscriptionNames> {
  const wanted = [...new Set(ids.filter((id): id is string => typeof id === 'string'))];
  const rows =
    wanted.length === 0
      ? []
      : await db
          .select({
            id: inscriptions.inscriptionId,
            name: inscriptions.name,
            number: inscriptions.number,
            contentType: inscriptions.contentType,
          })
          .from(inscriptions)
          .where(inArray(inscriptions.inscriptionId, wanted));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const named = (id: string) => {
    const row = byId.get(id);
    return {
      name: row ? row.name || `#${row.number}` : `${id.slice(0, 8)}…`,
      content_type: row?.contentType ?? '',
    };
  };
  return {
    named,
    prize: (kind, inscriptionId, sats) =>
      kind === 'inscription' && inscriptionId !== null
        ? { kind: 'inscription', inscription_id: inscriptionId, ...named(inscriptionId) }
        : { kind: 'btc', sats: Number(sats) },
  };
}
