import { bitcoin } from '@ordmarket/protocol';
import { and, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { devnetTransactions } from '../../../db/schema';
import type { MempoolView } from '../../mempool/MempoolView';

/** Every txid waiting in the devnet's mempool. */
export async function mempoolTxids(db: Database): Promise<Set<string>> {
  const listed = await db
    .select({ txid: devnetTransactions.txid })
    .from(devnetTransactions)
    .where(isNull(devnetTransactions.blockHeight));
  return new Set(listed.map(({ txid }) => txid));
}

/** The devnet's mempool: its txids, and the bytes of those the reader has not seen, decoded. */
export async function mempoolView(db: Database, known: ReadonlySet<string>): Promise<MempoolView> {
  const txids = await mempoolTxids(db);
  const unknown = [...txids].filter((txid) => !known.has(txid));
  if (unknown.length === 0) return { txids, added: [] };
  // Still unconfirmed: one mined since the listing belongs to the block the indexer reads, not to this view.
  const rows = await db
    .select({ txid: devnetTransactions.txid, raw: devnetTransactions.raw })
    .from(devnetTransactions)
    .where(and(inArray(devnetTransactions.txid, unknown), isNull(devnetTransactions.blockHeight)));
  return { txids, added: rows.map(({ txid, raw }) => ({ txid, tx: bitcoin.Transaction.fromHex(raw) })) };
}
