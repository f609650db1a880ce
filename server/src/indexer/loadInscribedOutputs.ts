import { eq, sql } from 'drizzle-orm';
import { outpointKey, spentOutpointKeys, type InscribedSat } from '@ordmarket/protocol';
import type { Database } from '../db/database';
import { hexArray } from '../db/hexArray';
import { inscriptionContents, inscriptions } from '../db/schema';
import type { ChainBlock } from '../chain/blocks/blockRun';
import type { InscriptionLocation } from './inscriptionLocation';

/**
 * What a run of blocks may move, as the index holds it before the run. The maps are the run's view: each
 * block's tracking and owners update them, so the blocks after it see its births and moves.
 */
export interface InscribedOutputs {
  /** Inscriptions on the outputs the blocks spend, by `txid:vout`. */
  readonly byOutpoint: Map<string, InscribedSat[]>;
  /** Their locations and owners, by inscription id. */
  readonly locations: Map<string, InscriptionLocation>;
  /** Their collections, for the activity of their moves. */
  readonly collections: Map<string, string | null>;
}

/** Finds, in one pass over the blocks' inputs, every indexed inscription the blocks may move. */
export async function loadInscribedOutputs(db: Database, blocks: readonly ChainBlock[]): Promise<InscribedOutputs> {
  const spent = new Set<string>();
  const txids = new Set<string>();
  for (const block of blocks) {
    for (const { tx } of block.transactions.slice(1)) {
      for (const key of spentOutpointKeys(tx)) {
        spent.add(key);
        txids.add(key.slice(0, 64));
      }
    }
  }
  const byOutpoint = new Map<string, InscribedSat[]>();
  const locations = new Map<string, InscriptionLocation>();
  const collections = new Map<string, string | null>();
  // One array parameter for every txid the run spends from: a run of full blocks spends from tens of thousands.
  const rows = await db
    .select({
      id: inscriptions.inscriptionId,
      txid: inscriptions.txid,
      vout: inscriptions.vout,
      offset: inscriptions.offset,
      value: inscriptions.value,
      owner: inscriptions.ownerAddress,
      collectionId: inscriptions.collectionId,
      // A reinscription of this sat is judged on it (ord); an inscription learned from ord has no content row.
      cursed: inscriptionContents.cursed,
    })
    .from(inscriptions)
    .leftJoin(inscriptionContents, eq(inscriptionContents.inscriptionId, inscriptions.inscriptionId))
    .where(sql`${inscriptions.txid} = any(${hexArray(txids)})`);
  for (const row of rows) {
    const key = outpointKey(row);
    if (!spent.has(key)) continue;
    byOutpoint.set(key, [
      ...(byOutpoint.get(key) ?? []),
      { id: row.id, offset: row.offset, cursed: row.cursed ?? false },
    ]);
    collections.set(row.id, row.collectionId);
    locations.set(row.id, { txid: row.txid, vout: row.vout, offset: row.offset, value: row.value, owner: row.owner });
  }
  return { byOutpoint, locations, collections };
}
