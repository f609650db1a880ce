import { eq, inArray, sql } from 'drizzle-orm';
import { ChainResponseError } from '../../chain/esplora/chainHttpErrors';
import type { InscriptionContent, OrdClient } from '../../chain/ord/OrdClient';
import type { OrdInscription } from '../../chain/ord/ordSchemas';
import type { Database } from '../../db/database';
import { inscriptionAttributes, inscriptionContents, inscriptions, serverSettings } from '../../db/schema';
import { takeIndexerLock } from '../advisoryLock';
import { indexedTip } from '../indexedTip';
import { catalogEntries, rowsOf } from './ordRows';

/** Bumped whenever inscriptions are learned from ord: a run of blocks read before then reads again. */
export const learnedSetting = 'inscriptions-learned-from-ord';

/** The count of learnings so far, read by an indexer run before and after it reads its blocks. */
export async function learnedCount(db: Database): Promise<number> {
  const [row] = await db.select().from(serverSettings).where(eq(serverSettings.name, learnedSetting));
  return Number(row?.value ?? 0);
}

/**
 * Learns, from ord, inscriptions made before the index's start height that a page, a listing or a purchase asks for
 * and the index does not have: where each is and who owns it, its content, and its catalog entry. From then on the
 * indexer follows it like any other. Ids the index has, or that ord does not know or saw made from the start on (the
 * index meets those at their genesis), are left alone.
 *
 * ord must have indexed at least as far as this index, or an inscription's last moves could be missing from its
 * answer; otherwise the request is refused as an unreliable source. A learning bumps a counter under the indexer's
 * lock, so a run of blocks read before it (which cannot know the inscription's output) is read again.
 */
export async function learnInscriptions(
  database: Database,
  ord: OrdClient,
  startHeight: number,
  ids: readonly string[],
): Promise<void> {
  if (startHeight === 0 || ids.length === 0) return;
  const known = new Set(
    (
      await database
        .select({ id: inscriptions.inscriptionId })
        .from(inscriptions)
        .where(inArray(inscriptions.inscriptionId, [...ids]))
    ).map(({ id }) => id),
  );
  const unknown = [...new Set(ids)].filter((id) => !known.has(id));
  if (unknown.length === 0) return;
  const indexed = (await indexedTip(database))?.height ?? startHeight - 1;
  const ordHeight = await ord.blockHeight();
  if (ordHeight < indexed) {
    throw new ChainResponseError(`ord has indexed up to block ${ordHeight}, behind this market's block ${indexed}`);
  }
  const learned: Array<{ inscription: OrdInscription; content: InscriptionContent | undefined }> = [];
  for (const id of unknown) {
    const inscription = await ord.inscription(id);
    if (inscription === undefined || inscription.genesisHeight >= startHeight) continue;
    if (inscription.address === undefined || inscription.value === undefined) continue;
    learned.push({ inscription, content: await ord.content(id) });
  }
  if (learned.length === 0) return;
  await database.transaction(async (tx) => {
    await takeIndexerLock(tx);
    const items = await catalogEntries(
      tx,
      learned.map(({ inscription }) => inscription.id),
    );
    for (const { inscription, content } of learned) {
      const rows = rowsOf(inscription, content, items.get(inscription.id));
      const [inserted] = await tx
        .insert(inscriptions)
        .values(rows.inscription)
        .onConflictDoNothing()
        .returning({ id: inscriptions.inscriptionId });
      // Learned meanwhile by another request: its rows stand.
      if (inserted === undefined) continue;
      if (rows.traits.length > 0) await tx.insert(inscriptionAttributes).values(rows.traits);
      if (rows.content !== undefined) await tx.insert(inscriptionContents).values(rows.content).onConflictDoNothing();
    }
    await tx
      .insert(serverSettings)
      .values({ name: learnedSetting, value: '1' })
      .onConflictDoUpdate({
        target: serverSettings.name,
        set: { value: sql`(${serverSettings.value}::bigint + 1)::text` },
      });
  });
}
