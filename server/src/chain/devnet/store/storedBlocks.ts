import { asc, between, eq } from 'drizzle-orm';
import { bitcoin, txidFromHash } from '@ordmarket/protocol';
import type { Database } from '../../../db/database';
import { devnetBlocks, devnetOutputs, devnetTransactions } from '../../../db/schema';
import type { StoredBlock } from '../../ChainSource';

/**
 * Blocks `fromHeight`..`toHeight` in three queries whatever their number: the headers, the transactions, and
 * the outputs those transactions spent (found through the spender columns, so no input needs decoding first).
 */
export async function storedBlocks(db: Database, fromHeight: number, toHeight: number): Promise<StoredBlock[]> {
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
  const byHeight = new Map<number, Array<StoredBlock['transactions'][number]>>();
  for (const { txid, hex, fee, height } of transactions) {
    if (height === null) continue;
    const values = inputValues.get(txid) ?? [];
    const entry = { txid, hex, fee, inputValues: Array.from(values, (value) => value ?? 0n) };
    byHeight.set(height, [...(byHeight.get(height) ?? []), entry]);
  }
  return blocks.map(({ height, hash, header, time }) => {
    const prevHash = bitcoin.Block.fromHex(header).prevHash;
    return {
      height,
      hash,
      previousHash: height === 0 || prevHash === undefined ? null : txidFromHash(prevHash),
      time,
      transactions: byHeight.get(height) ?? [],
    };
  });
}
