import { and, desc, eq, gt } from 'drizzle-orm';
import type { Brc20Params, OpiLedger } from '@ordmarket/protocol';
import type { Database } from '../../db/database';
import { brc20EventHashes, brc20Ticks, brc20TransferInscriptions, indexerBlocks } from '../../db/schema';
import type { BlockUndo } from '../BlockUndo';
import { deserializeBrc20Undo } from './brc20UndoJson';
import { loadOpiLedger } from './loadOpiLedger';

/** Where a transfer inscription not yet moved sat after the block: where it was inscribed, and its owner then. */
export interface TransferLocation {
  readonly txid: string;
  readonly vout: number;
  readonly offset: bigint;
  readonly value: bigint;
  readonly owner: string;
}

/** Who deployed a tick, as the market shows it, and when. */
export interface TickDeployer {
  readonly deployer: string;
  readonly deployedAt: Date;
}

/** Why there is no ledger at a height: not indexed yet, or older than the undo kept. */
export type LedgerAtHeight =
  | {
      readonly kind: 'ledger';
      readonly ledger: OpiLedger;
      /** The block's own event hash; null for the block an index began above. */
      readonly blockEventHash: string | null;
      readonly deployers: ReadonlyMap<string, TickDeployer>;
      /** Where each pending transfer sat, by inscription id. */
      readonly transferLocations: ReadonlyMap<string, TransferLocation>;
    }
  | { readonly kind: 'not-indexed'; readonly indexedHeight: number | null }
  | { readonly kind: 'pruned'; readonly lowestHeight: number };

/**
 * The BRC-20 ledger as it stood after block `height`: the ledger now, with the undo of every later block taken
 * back, newest first. One snapshot of the database (repeatable read), so the indexer writing meanwhile cannot
 * mix two tips. Reaches back as far as the undo kept: the block below the lowest kept one.
 */
export async function ledgerAtHeight(database: Database, height: number, params: Brc20Params): Promise<LedgerAtHeight> {
  return database.transaction(
    async (db) => {
      const later = await db
        .select({ height: indexerBlocks.height, undo: indexerBlocks.undo })
        .from(indexerBlocks)
        .where(gt(indexerBlocks.height, height))
        .orderBy(desc(indexerBlocks.height));
      const [tip] = await db
        .select({ height: indexerBlocks.height })
        .from(indexerBlocks)
        .orderBy(desc(indexerBlocks.height))
        .limit(1);
      if (tip === undefined || height > tip.height) return { kind: 'not-indexed', indexedHeight: tip?.height ?? null };
      const lowest = later.at(-1)?.height ?? tip.height;
      // Every block from height + 1 to the tip must still have its undo; pruning leaves a gap below the lowest.
      if (later.length !== tip.height - height) return { kind: 'pruned', lowestHeight: lowest - 1 };
      const ledger = await loadOpiLedger(db, params);
      for (const block of later) {
        const undo = (block.undo as BlockUndo).brc20;
        if (undo !== null) ledger.undoBlock(deserializeBrc20Undo(undo));
      }
      // A transfer pending then had not moved by then: where a later block first moved it from, or where it is now.
      const transferLocations = new Map<string, TransferLocation>();
      for (const block of [...later].reverse()) {
        for (const move of (block.undo as BlockUndo).moves) {
          if (ledger.pendingTransfer(move.id) === undefined || transferLocations.has(move.id)) continue;
          const { txid, vout, owner } = move;
          transferLocations.set(move.id, { txid, vout, offset: BigInt(move.offset), value: BigInt(move.value), owner });
        }
      }
      const unmoved = await db
        .select()
        .from(brc20TransferInscriptions)
        .where(and(eq(brc20TransferInscriptions.valid, true), eq(brc20TransferInscriptions.used, false)));
      for (const row of unmoved) {
        if (ledger.pendingTransfer(row.inscriptionId) === undefined || transferLocations.has(row.inscriptionId))
          continue;
        const [txid = '', vout = '0'] = row.output.split(':');
        transferLocations.set(row.inscriptionId, {
          txid,
          vout: Number(vout),
          offset: row.outputOffset,
          value: row.outputValue,
          owner: row.ownerAddress,
        });
      }
      const ticks = await db
        .select({ tick: brc20Ticks.tick, deployer: brc20Ticks.deployer, deployedAt: brc20Ticks.deployedAt })
        .from(brc20Ticks);
      const deployers = new Map(ticks.map(({ tick, ...deployer }) => [tick, deployer]));
      const [hashes] = await db
        .select({ blockEventHash: brc20EventHashes.blockEventHash })
        .from(brc20EventHashes)
        .where(eq(brc20EventHashes.height, height));
      return { kind: 'ledger', ledger, blockEventHash: hashes?.blockEventHash ?? null, deployers, transferLocations };
    },
    { isolationLevel: 'repeatable read' },
  );
}
