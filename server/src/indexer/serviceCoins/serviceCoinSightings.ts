import { bytesToHex, outpointKey, spentOutpoint, type BlockTransaction } from '@ordmarket/protocol';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { serviceAddresses, serviceCoins } from '../../db/schema';

/** Values per `in (...)` list: far below PostgreSQL's parameter limit, and a block's outputs in a few statements. */
const valuesPerQuery = 5_000;

/**
 * Hex strings as one PostgreSQL array literal: a single parameter, which both drivers pass as it is and the planner
 * reads far faster than an `in` list of thousands. Each is quoted, so an empty output script (hex '') is one too.
 */
const hexArray = (values: readonly string[]) => `{${values.map((value) => `"${value}"`).join(',')}}`;

async function inChunks<T, R>(values: readonly T[], read: (chunk: T[]) => Promise<R[]>): Promise<R[]> {
  const rows: R[] = [];
  for (let at = 0; at < values.length; at += valuesPerQuery)
    rows.push(...(await read(values.slice(at, at + valuesPerQuery))));
  return rows;
}

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
  const scripts = new Set<string>();
  for (const { tx } of transactions) for (const output of tx.outs) scripts.add(bytesToHex(output.script));
  const addresses = await inChunks([...scripts], (chunk) =>
    db
      .select({ script: serviceAddresses.outputScript, address: serviceAddresses.address })
      .from(serviceAddresses)
      .where(sql`${serviceAddresses.outputScript} = any(${hexArray(chunk)}::text[])`),
  );
  const addressOf = new Map(addresses.map(({ script, address }) => [script ?? '', address]));

  const coins: ServiceCoinSeen[] = [];
  for (const { txid, tx, height } of transactions) {
    if (addressOf.size === 0) break;
    for (const [vout, output] of tx.outs.entries()) {
      const address = addressOf.get(bytesToHex(output.script));
      if (address !== undefined) coins.push({ txid, vout, address, value: output.value, blockHeight: height });
    }
  }

  const inputs = transactions.flatMap(({ txid, tx, height }) =>
    tx.isCoinbase() ? [] : tx.ins.map((input) => ({ spent: spentOutpoint(input), txid, height })),
  );
  const spentTxids = [...new Set(inputs.map(({ spent }) => spent.txid))];
  const stored = await inChunks(spentTxids, (chunk) =>
    db
      .select({ txid: serviceCoins.txid, vout: serviceCoins.vout })
      .from(serviceCoins)
      .where(sql`${serviceCoins.txid} = any(${hexArray(chunk)}::text[])`),
  );
  const ours = new Set([...stored, ...coins].map(outpointKey));
  const spends = inputs
    .filter(({ spent }) => ours.has(outpointKey(spent)))
    .map(({ spent, txid, height }) => ({ ...spent, spentTxid: txid, spentHeight: height }));
  return { coins, spends };
}
