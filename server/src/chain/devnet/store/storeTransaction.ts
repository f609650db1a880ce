import { and, eq } from 'drizzle-orm';
import { type bitcoin, bytesToHex, txidFromHash } from '@ordmarket/protocol';
import type { Database } from '../../../db/database';
import { devnetOutputs, devnetTransactions } from '../../../db/schema';

export interface Placement {
  readonly blockHeight: number;
  readonly blockIndex: number;
}

/** Records a transaction, its outputs, and marks the outputs it spends (a coinbase spends none). */
export async function storeTransaction(
  db: Database,
  tx: bitcoin.Transaction,
  fee: bigint,
  placement?: Placement,
): Promise<void> {
  const txid = tx.getId();
  await db.insert(devnetTransactions).values({
    txid,
    raw: tx.toHex(),
    fee,
    weight: tx.weight(),
    blockHeight: placement?.blockHeight ?? null,
    blockIndex: placement?.blockIndex ?? null,
  });
  await db
    .insert(devnetOutputs)
    .values(tx.outs.map((output, vout) => ({ txid, vout, value: output.value, script: bytesToHex(output.script) })));
  if (tx.isCoinbase()) return;
  for (const [vin, input] of tx.ins.entries()) {
    await db
      .update(devnetOutputs)
      .set({ spentByTxid: txid, spentByVin: vin })
      .where(and(eq(devnetOutputs.txid, txidFromHash(input.hash)), eq(devnetOutputs.vout, input.index)));
  }
}
