import {
  ProtocolError,
  type bitcoin,
  equalBytes,
  spentOutpoint,
  verifySellerListingWith,
  type NetworkName,
  type ProtectedLock,
} from '@ordmarket/protocol';
import { and, eq, inArray } from 'drizzle-orm';
import type { Logger } from 'pino';
import { signatureThreads } from '../../crypto/signatureThreads';
import type { Database } from '../../db/database';
import { inscriptions, marketTransactions, waitingSales } from '../../db/schema';
import { ApiError } from '../../http/ApiError';
import { listForSale } from '../nft/listForSale';
import type { Transaction } from './storedTransactions';

/** A protected sale the seller signed with their lock, as the lock route takes it. */
export interface SaleWithLock {
  readonly inscriptionId: string;
  readonly psbt: string;
}

type Inscription = typeof inscriptions.$inferSelect;

const refuseSale = (message: string) => new ApiError('listingRefused', message);

/**
 * Checks each sale signed with a lock against the output the lock gives its inscription (the lock keeps each
 * inscription's input at the same index as its output, and its offset), and keeps them until the lock is indexed.
 * Runs inside the lock's own database transaction, so a refused sale stores and sends nothing.
 */
export async function keepSalesWithLock(
  tx: Transaction,
  parts: {
    seller: string;
    lock: ProtectedLock;
    lockTransaction: bitcoin.Transaction;
    held: readonly Inscription[];
    sales: readonly SaleWithLock[];
    network: NetworkName;
    marketKey: Uint8Array;
  },
): Promise<void> {
  const { lock, lockTransaction, network } = parts;
  const lockTxid = lockTransaction.getId();
  for (const sale of parts.sales) {
    const inscription = parts.held.find((row) => row.inscriptionId === sale.inscriptionId);
    if (!inscription) {
      throw refuseSale(`Inscription ${sale.inscriptionId} is not in this lock, so its sale cannot wait for it.`);
    }
    const vout = lockTransaction.ins.findIndex((input) => {
      const spent = spentOutpoint(input);
      return spent.txid === inscription.txid && spent.vout === inscription.vout;
    });
    const output = lockTransaction.outs[vout];
    if (!output || !equalBytes(output.script, lock.outputScript)) {
      throw refuseSale(`The lock does not give inscription ${sale.inscriptionId} a lock output of its own.`);
    }
    const verified = await verifySellerListingWith(
      sale.psbt,
      { txid: lockTxid, vout, value: output.value, offset: inscription.offset, script: lock.outputScript },
      network,
      (claim) => signatureThreads.holds(claim),
      parts.marketKey,
    ).catch((error: unknown) => {
      if (error instanceof ProtocolError) throw refuseSale(error.message);
      throw error;
    });
    if (!verified.protection || !equalBytes(verified.protection.sellerKey, lock.sellerKey)) {
      throw refuseSale(`The sale of inscription ${sale.inscriptionId} must spend its lock by the lock's leaf.`);
    }
    const row = {
      inscriptionId: sale.inscriptionId,
      sellerAddress: parts.seller,
      lockOutput: `${lockTxid}:${vout}`,
      lockedFrom: `${inscription.txid}:${inscription.vout}`,
      priceSats: verified.priceSats,
      sellerPsbt: sale.psbt.trim(),
    };
    await tx
      .insert(waitingSales)
      .values(row)
      .onConflictDoUpdate({ target: waitingSales.inscriptionId, set: { ...row, createdAt: new Date() } });
  }
}

/**
 * Puts on sale each waiting protected sale whose lock the market has indexed (its inscription now sits at the
 * output the sale spends), exactly as the seller's own list_for_sale would. A sale whose inscription went elsewhere,
 * or whose lock transaction failed or was replaced, can never be bought and is forgotten.
 */
export async function listWaitingSales(
  db: Database,
  parts: { network: NetworkName; marketKey: Uint8Array; log: Logger },
): Promise<void> {
  const waiting = await db
    .select({ sale: waitingSales, txid: inscriptions.txid, vout: inscriptions.vout })
    .from(waitingSales)
    .innerJoin(inscriptions, eq(inscriptions.inscriptionId, waitingSales.inscriptionId));
  const lockTxidOf = (sale: { lockOutput: string }) => sale.lockOutput.split(':')[0] ?? '';
  const lockTxids = [...new Set(waiting.map(({ sale }) => lockTxidOf(sale)))];
  const failedLocks =
    lockTxids.length === 0
      ? []
      : await db
          .select({ txid: marketTransactions.txid })
          .from(marketTransactions)
          .where(
            and(
              inArray(marketTransactions.txid, lockTxids),
              inArray(marketTransactions.status, ['failed', 'replaced']),
            ),
          );
  const failed = new Set(failedLocks.map((row) => row.txid));
  for (const { sale, txid, vout } of waiting) {
    const at = `${txid}:${vout}`;
    if (at === sale.lockOutput) {
      await listForSale(db, {
        inscriptionId: sale.inscriptionId,
        psbt: sale.sellerPsbt,
        seller: sale.sellerAddress,
        network: parts.network,
        marketKey: parts.marketKey,
      }).catch((error: unknown) => {
        if (!(error instanceof ApiError)) throw error;
        parts.log.warn({ inscriptionId: sale.inscriptionId, reason: error.message }, 'waiting sale refused');
      });
    } else if (at === sale.lockedFrom && !failed.has(lockTxidOf(sale))) {
      continue;
    }
    await db
      .delete(waitingSales)
      .where(and(eq(waitingSales.inscriptionId, sale.inscriptionId), eq(waitingSales.lockOutput, sale.lockOutput)));
  }
}
