import { outpointKey, spentOutpointKeys, type BlockTransaction } from '@ordmarket/protocol';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { hexArray } from '../../db/hexArray';
import { serviceAddresses, serviceCoins } from '../../db/schema';

/** A transaction as a sighting reads it, with the height of the block holding it (null: waiting in the mempool). */
export interface PlacedTransaction extends BlockTransaction {
  readonly height: number | null;
}

/** A coin paid to a service address. */
export interface ServiceCoinSeen {
  readonly txid: string;
  readonly vout: number;
  readonly address: string;
  readonly value: bigint;
  readonly blockHeight: number | null;
}

/** A service coin spent by `spentTxid`. */
export interface ServiceCoinSpend {
  readonly txid: string;
  readonly vout: number;
  readonly spentTxid: string;
  readonly spentHeight: number | null;
}

export interface ServiceCoinSightings {
  readonly coins: readonly ServiceCoinSeen[];
  readonly spends: readonly ServiceCoinSpend[];
}

/**
 * What `transactions` (in chain order) do to the service's coins: the outputs paying one of its addresses, found by
 * output script, and the inputs spending a coin it knows or one of those outputs. Read in the caller's database
 * transaction, so a coin noted by another writer is either seen here or not yet written.
 */
export async function serviceCoinSightings(
  db: Database,
  transactions: readonly PlacedTransaction[],
): Promise<ServiceCoinSightings> {
  // Node's own hex encoding: a run of blocks has hundreds of thousands of output scripts.
  const scriptHex = (script: Uint8Array) =>
    Buffer.from(script.buffer, script.byteOffset, script.length).toString('hex');
  const scripts = new Set<string>();
  for (const { tx } of transactions) for (const output of tx.outs) scripts.add(scriptHex(output.script));
  const addresses = await db
    .select({ script: serviceAddresses.outputScript, address: serviceAddresses.address })
    .from(serviceAddresses)
    .where(sql`${serviceAddresses.outputScript} = any(${hexArray(scripts)})`);
  const addressOf = new Map(addresses.map(({ script, address }) => [script ?? '', address]));

  const coins: ServiceCoinSeen[] = [];
  for (const { txid, tx, height } of transactions) {
    if (addressOf.size === 0) break;
    for (const [vout, output] of tx.outs.entries()) {
      const address = addressOf.get(scriptHex(output.script));
      if (address !== undefined) coins.push({ txid, vout, address, value: output.value, blockHeight: height });
    }
  }

  const spentTxids = new Set<string>();
  for (const { tx } of transactions) {
    if (tx.isCoinbase()) continue;
    for (const key of spentOutpointKeys(tx)) spentTxids.add(key.slice(0, 64));
  }
  const stored = await db
    .select({ txid: serviceCoins.txid, vout: serviceCoins.vout })
    .from(serviceCoins)
    .where(sql`${serviceCoins.txid} = any(${hexArray(spentTxids)})`);
  const ours = new Set([...stored, ...coins].map(outpointKey));
  const spends: ServiceCoinSpend[] = [];
  for (const { txid, tx, height } of transactions) {
    if (ours.size === 0) break;
    if (tx.isCoinbase()) continue;
    for (const [input, key] of spentOutpointKeys(tx).entries()) {
      if (ours.has(key))
        spends.push({ txid: key.slice(0, 64), vout: tx.ins[input]?.index ?? 0, spentTxid: txid, spentHeight: height });
    }
  }
  return { coins, spends };
}
