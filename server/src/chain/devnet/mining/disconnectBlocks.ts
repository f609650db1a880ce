import { and, eq, gte, gt, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { devnetBlocks, devnetOutputs, devnetTransactions } from '../../../db/schema';
import { DevnetRefusal } from '../DevnetRefusal';
import { evictFromMempool, tipBlock } from '../store/chainQueries';

/**
 * Removes the top `count` blocks, as a reorg would: their transactions go back to the mempool, their
 * coinbases vanish, and whatever spent a vanished coinbase (with its descendants) leaves the mempool,
 * which also makes the outputs it spent unspent again. The genesis block stays.
 */
export async function disconnectBlocks(db: Database, count: number): Promise<number> {
  const tip = await tipBlock(db);
  const tipHeight = tip?.height ?? 0;
  if (count > tipHeight) {
    throw new DevnetRefusal(`Cannot roll back ${count} blocks: the tip is at height ${tipHeight} and genesis stays`);
  }
  const from = tipHeight - count + 1;
  const coinbases = (
    await db
      .select({ txid: devnetTransactions.txid })
      .from(devnetTransactions)
      .where(and(gte(devnetTransactions.blockHeight, from), eq(devnetTransactions.blockIndex, 0)))
  ).map(({ txid }) => txid);
  await db
    .update(devnetTransactions)
    .set({ blockHeight: null, blockIndex: null })
    .where(and(gte(devnetTransactions.blockHeight, from), gt(devnetTransactions.blockIndex, 0)));
  if (coinbases.length > 0) {
    const spenders = await db
      .selectDistinct({ txid: devnetOutputs.spentByTxid })
      .from(devnetOutputs)
      .where(and(inArray(devnetOutputs.txid, coinbases), isNotNull(devnetOutputs.spentByTxid)));
    await evictFromMempool(
      db,
      spenders.flatMap(({ txid }) => (txid === null ? [] : [txid])),
    );
    await db.delete(devnetOutputs).where(inArray(devnetOutputs.txid, coinbases));
    await db.delete(devnetTransactions).where(inArray(devnetTransactions.txid, coinbases));
  }
  await db.delete(devnetBlocks).where(gte(devnetBlocks.height, from));
  return from - 1;
}
