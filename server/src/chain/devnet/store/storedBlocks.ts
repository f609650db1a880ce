import { asc, between, eq } from 'drizzle-orm';
import { bitcoin, txidFromHash } from '@ordmarket/protocol';
import type { Database } from '../../../db/database';
import { devnetBlocks, devnetOutputs, devnetTransactions } from '../../../db/schema';
import { ChainMoved, type BlockRun } from '../../blocks/blockRun';

/**
 * Blocks `fromHeight`..`toHeight` in three queries whatever their number: the headers, the transactions, and
 * the outputs those transactions spent (found through the spender columns, so no input needs decoding first).
 */
export async function storedBlocks(db: Database, fromHeight: number, toHeight: number): Promise<BlockRun> {
  const blocks = await db
    .select({
      height: devnetBlocks.height,
      hash: devnetBlocks.hash,
      header: devnetBlocks.header,
      time: devnetBlocks.time,
    })
    .from(devnetBlocks)
    .where(between(devnetBlocks.height, fromHeight, toHeight))
    .orderBy(asc(devnetBlocks.height));
  const transactions = await db
    .select({
      txid: devnetTransactions.txid,
      hex: devnetTransactions.raw,
      fee: devnetTransactions.fee,
      height: devnetTransactions.blockHeight,
    })
    .from(devnetTransactions)
    .where(between(devnetTransactions.blockHeight, fromHeight, toHeight))
    .orderBy(asc(devnetTransactions.blockHeight), asc(devnetTransactions.blockIndex));
  const spent = await db
    .select({ txid: devnetOutputs.spentByTxid, vin: devnetOutputs.spentByVin, value: devnetOutputs.value })
    .from(devnetOutputs)
    .innerJoin(devnetTransactions, eq(devnetTransactions.txid, devnetOutputs.spentByTxid))
    .where(between(devnetTransactions.blockHeight, fromHeight, toHeight));
  // Sparse until every input is seen: a coinbase's input spent nothing, and reads as 0.
  const inputValues = new Map<string, Array<bigint | undefined>>();
  for (const { txid, vin, value } of spent) {
    if (txid === null || vin === null) continue;
    const values = inputValues.get(txid) ?? [];
    values[vin] = value;
    inputValues.set(txid, values);
  }
  const spentBy = new Map<string, { readonly inputValues: readonly bigint[]; readonly fee: bigint }>();
  const byHeight = new Map<number, Array<{ txid: string; tx: bitcoin.Transaction }>>();
  for (const { txid, hex, fee, height } of transactions) {
    if (height === null) continue;
    const values = inputValues.get(txid) ?? [];
    const tx = bitcoin.Transaction.fromHex(hex);
    // One value per input, as every source answers: the coinbase's one input spent nothing.
    spentBy.set(txid, { inputValues: tx.ins.map((_, vin) => values[vin] ?? 0n), fee });
    byHeight.set(height, [...(byHeight.get(height) ?? []), { txid, tx }]);
  }
  const read = (txid: string) => {
    const entry = spentBy.get(txid);
    if (entry === undefined) throw new ChainMoved(`transaction ${txid} is not in the blocks read`);
    return entry;
  };
  return {
    blocks: blocks.map(({ height, hash, header, time }) => {
      const prevHash = bitcoin.Block.fromHex(header).prevHash;
      return {
        height,
        hash,
        previousHash: height === 0 || prevHash === undefined ? null : txidFromHash(prevHash),
        time,
        transactions: byHeight.get(height) ?? [],
      };
    }),
    prevouts: {
      inputValues: (txid) => Promise.resolve(read(txid).inputValues),
      fee: (txid) => Promise.resolve(read(txid).fee),
    },
  };
}
