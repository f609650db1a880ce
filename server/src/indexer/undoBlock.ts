import { and, eq, inArray, ne } from 'drizzle-orm';
import { balanceKeyParts, type NetworkName } from '@ordmarket/protocol';
import type { Database } from '../db/database';
import {
  activity,
  brc20Activity,
  brc20EventHashes,
  brc20Events,
  brc20Orders,
  brc20TransferInscriptions,
  indexerBlocks,
  inscriptionContents,
  inscriptions,
  listings,
  marketTransactions,
} from '../db/schema';
import { takeIndexerLock } from './advisoryLock';
import type { BlockUndo } from './BlockUndo';
import { deserializeBrc20Undo } from './brc20/brc20UndoJson';
import type { LedgerCache } from './brc20/LedgerCache';
import { persistBrc20Ledger } from './brc20/persistBrc20Ledger';
import { ChainMoved } from '../chain/blocks/blockRun';
import { indexedTip } from './indexedTip';
import { undoServiceCoins } from './serviceCoins/writeServiceCoins';

const live = ['on_list', 'selling'] as const;

/**
 * Takes back the indexed tip block `hash` at `height` (a reorg replaced it), restoring every row it changed
 * from its undo, newest changes first. Listings created on its inscriptions after it are deleted with them.
 */
export async function undoBlock(
  database: Database,
  height: number,
  hash: string,
  ledger: LedgerCache,
  network: NetworkName,
): Promise<void> {
  const restored = await database
    .transaction(async (db) => {
      await takeIndexerLock(db);
      const tip = await indexedTip(db);
      if (tip?.height !== height || tip.hash !== hash)
        throw new ChainMoved(`block ${height} is no longer the indexed tip`);
      const [row] = await db
        .select({ undo: indexerBlocks.undo })
        .from(indexerBlocks)
        .where(eq(indexerBlocks.height, height));
      const undo = row?.undo as BlockUndo;

      const blockLedger = await ledger.at(db, height);
      const brc20Undo = undo.brc20 === null ? null : deserializeBrc20Undo(undo.brc20);
      if (brc20Undo !== null) blockLedger.undoBlock(brc20Undo);
      if (undo.brc20ActivityIds.length > 0) {
        await db.delete(brc20Activity).where(inArray(brc20Activity.id, [...undo.brc20ActivityIds]));
      }
      if (undo.usedTransfers.length > 0) {
        await db
          .update(brc20TransferInscriptions)
          .set({ used: false })
          .where(inArray(brc20TransferInscriptions.inscriptionId, [...undo.usedTransfers]));
      }
      if (undo.births.length > 0) {
        await db
          .delete(brc20TransferInscriptions)
          .where(inArray(brc20TransferInscriptions.inscriptionId, [...undo.births]));
      }
      if (brc20Undo !== null) {
        const balances = brc20Undo.balances.map(([key]) => balanceKeyParts(key));
        await persistBrc20Ledger(
          db,
          blockLedger,
          {
            ticks: new Set([...brc20Undo.tickers.map(([tick]) => tick), ...balances.map(([tick]) => tick)]),
            balances,
            predeploys: new Set(brc20Undo.predeploys.map(([id]) => id)),
            mintCounts: new Map(undo.mintCounts.map(([tick, count]) => [tick, -count])),
            deploys: new Map(),
          },
          network,
        );
        await db.delete(brc20EventHashes).where(eq(brc20EventHashes.height, height));
        await db.delete(brc20Events).where(eq(brc20Events.height, height));
      }

      for (const listing of [...undo.listings].reverse()) {
        // A live listing made since (the seller listed again) keeps the inscription: the old one stays settled.
        const [other] = await db
          .select({ id: listings.id })
          .from(listings)
          .where(
            and(
              eq(listings.inscriptionId, listing.inscriptionId),
              ne(listings.id, listing.id),
              inArray(listings.status, live),
            ),
          );
        if (other !== undefined && live.some((status) => status === listing.status)) continue;
        await db
          .update(listings)
          .set({
            status: listing.status,
            buyerAddress: listing.buyerAddress,
            purchaseTxid: listing.purchaseTxid,
            ...(listing.purchaseId === undefined ? {} : { purchaseId: listing.purchaseId }),
            sellerPaid: listing.sellerPaid ?? null,
            updatedAt: new Date(listing.updatedAt),
          })
          .where(eq(listings.id, listing.id));
      }
      for (const order of [...undo.brc20Orders].reverse()) {
        const [other] = await db
          .select({ id: brc20Orders.id })
          .from(brc20Orders)
          .where(
            and(
              eq(brc20Orders.inscriptionId, order.inscriptionId),
              ne(brc20Orders.id, order.id),
              inArray(brc20Orders.status, live),
            ),
          );
        if (other !== undefined && live.some((status) => status === order.status)) continue;
        await db
          .update(brc20Orders)
          .set({
            status: order.status,
            buyerAddress: order.buyerAddress,
            txid: order.txid,
            ...(order.purchaseId === undefined ? {} : { purchaseId: order.purchaseId }),
            sellerPaid: order.sellerPaid ?? null,
            updatedAt: new Date(order.updatedAt),
            soldAt: order.soldAt === null ? null : new Date(order.soldAt),
          })
          .where(eq(brc20Orders.id, order.id));
      }

      // The market purchases the block judged (a replacement took their place, or a fee bump kept them) are pending again.
      for (const purchase of [...(undo.purchases ?? [])].reverse()) {
        await db
          .update(marketTransactions)
          .set({
            status: purchase.status,
            failure: purchase.failure,
            replacedByTxid: purchase.replacedByTxid,
            updatedAt: new Date(purchase.updatedAt),
          })
          .where(eq(marketTransactions.id, purchase.id));
      }

      if (undo.activityIds.length > 0) await db.delete(activity).where(inArray(activity.id, [...undo.activityIds]));
      for (const move of undo.moves) {
        const { txid, vout, owner } = move;
        const offset = BigInt(move.offset);
        const value = BigInt(move.value);
        await db
          .update(inscriptions)
          .set({ txid, vout, offset, value, ownerAddress: owner })
          .where(eq(inscriptions.inscriptionId, move.id));
        await db
          .update(brc20TransferInscriptions)
          .set({ ownerAddress: owner, output: `${txid}:${vout}`, outputValue: value, outputOffset: offset })
          .where(eq(brc20TransferInscriptions.inscriptionId, move.id));
      }
      if (undo.births.length > 0) {
        await db.delete(inscriptions).where(inArray(inscriptions.inscriptionId, [...undo.births]));
        await db.delete(inscriptionContents).where(inArray(inscriptionContents.inscriptionId, [...undo.births]));
      }
      await undoServiceCoins(db, height);
      await db.delete(indexerBlocks).where(eq(indexerBlocks.height, height));
      return blockLedger;
    })
    .catch((error: unknown) => {
      // The ledger was taken back in place by a transaction that never committed: read it back next time.
      ledger.forget();
      throw error;
    });
  ledger.remember(restored, height - 1);
}
