import { sql } from 'drizzle-orm';
import { type bitcoin, bytesToHex, txidFromHash } from '@ordmarket/protocol';
import type { Database } from '../../../db/database';
import { devnetOutputs, devnetTransactions } from '../../../db/schema';

export interface Placement {
  readonly blockHeight: number;
  readonly blockIndex: number;
}

/**
 * Records a transaction, its outputs, and marks the outputs it spends (a coinbase spends none), in one statement:
 * every transaction the devnet takes, from the mempool or a block, comes through here.
 */
export async function storeTransaction(
  db: Database,
  tx: bitcoin.Transaction,
  fee: bigint,
  placement?: Placement,
): Promise<void> {
  const txid = tx.getId();
  const outputs = JSON.stringify(
    tx.outs.map((output, vout) => ({ vout, value: output.value.toString(), script: bytesToHex(output.script) })),
  );
  const spent = JSON.stringify(
    tx.isCoinbase() ? [] : tx.ins.map((input, vin) => ({ txid: txidFromHash(input.hash), vout: input.index, vin })),
  );
  await db.execute(sql`with
    stored as (
      insert into ${devnetTransactions} (txid, raw, fee, weight, block_height, block_index)
      values (${txid}, ${tx.toHex()}, ${fee.toString()}::bigint, ${tx.weight()}, ${placement?.blockHeight ?? null}::int,
        ${placement?.blockIndex ?? null}::int)
    ),
    outputs as (
      insert into ${devnetOutputs} (txid, vout, value, script)
      select ${txid}, o.vout, o.value, o.script from json_to_recordset(${outputs}::json) as o(vout int, value bigint, script text)
    )
    update ${devnetOutputs} set spent_by_txid = ${txid}, spent_by_vin = s.vin
    from json_to_recordset(${spent}::json) as s(txid text, vout int, vin int)
    where ${devnetOutputs.txid} = s.txid and ${devnetOutputs.vout} = s.vout`);
}
