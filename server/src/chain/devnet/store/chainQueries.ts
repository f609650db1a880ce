import { and, desc, eq, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { devnetBlocks, devnetOutputs, devnetTransactions } from '../../../db/schema';

export type BlockRow = typeof devnetBlocks.$inferSelect;

export async function tipBlock(db: Database): Promise<BlockRow | undefined> {
  const [tip] = await db.select().from(devnetBlocks).orderBy(desc(devnetBlocks.height)).limit(1);
  return tip;
}

export interface OutpointRow {
  readonly txid: string;
  readonly vout: number;
}

/** The outputs at these outpoints that exist (spent or not). */
export function outputsAt(db: Database, outpoints: readonly OutpointRow[]) {
  if (outpoints.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(devnetOutputs)
    .where(or(...outpoints.map(({ txid, vout }) => and(eq(devnetOutputs.txid, txid), eq(devnetOutputs.vout, vout)))));
}

/** The given mempool transactions and everything in the mempool spending their outputs, transitively. */
export async function withDescendants(db: Database, roots: Iterable<string>): Promise<Set<string>> {
  const found = new Set(roots);
  let frontier = [...found];
  while (frontier.length > 0) {
    const children = await db
      .selectDistinct({ txid: devnetOutputs.spentByTxid })
      .from(devnetOutputs)
      .where(and(inArray(devnetOutputs.txid, frontier), isNotNull(devnetOutputs.spentByTxid)));
    frontier = children.flatMap(({ txid }) => (txid === null || found.has(txid) ? [] : [txid]));
    for (const txid of frontier) found.add(txid);
  }
  return found;
}

/** Removes mempool transactions (with their descendants): their outputs vanish, their inputs are unspent again. */
export async function evictFromMempool(db: Database, roots: Iterable<string>): Promise<Set<string>> {
  const evicted = await withDescendants(db, roots);
  if (evicted.size === 0) return evicted;
  const txids = [...evicted];
  await db.delete(devnetOutputs).where(inArray(devnetOutputs.txid, txids));
  await db
    .update(devnetOutputs)
    .set({ spentByTxid: null, spentByVin: null })
    .where(inArray(devnetOutputs.spentByTxid, txids));
  await db.delete(devnetTransactions).where(inArray(devnetTransactions.txid, txids));
  return evicted;
}

export interface MempoolRow {
  readonly txid: string;
  readonly fee: bigint;
  readonly weight: number;
  readonly parents: readonly string[];
}

/** The mempool in acceptance order with each transaction's in-mempool parents. */
export async function mempoolEntries(db: Database): Promise<MempoolRow[]> {
  const rows = await db
    .select({ txid: devnetTransactions.txid, fee: devnetTransactions.fee, weight: devnetTransactions.weight })
    .from(devnetTransactions)
    .where(isNull(devnetTransactions.blockHeight))
    .orderBy(devnetTransactions.sequence);
  const links = await db
    .selectDistinct({ parent: devnetOutputs.txid, child: devnetOutputs.spentByTxid })
    .from(devnetOutputs)
    .innerJoin(devnetTransactions, eq(devnetTransactions.txid, devnetOutputs.txid))
    .where(and(isNull(devnetTransactions.blockHeight), isNotNull(devnetOutputs.spentByTxid)));
  const parents = new Map<string, string[]>();
  for (const { parent, child } of links) {
    if (child === null) continue;
    parents.set(child, [...(parents.get(child) ?? []), parent]);
  }
  return rows.map((row) => ({ ...row, parents: parents.get(row.txid) ?? [] }));
}
