import { and, asc, count, eq, gte, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { hexToBytes } from '@ordmarket/protocol';
import type { Database } from '../../../db/database';
import { devnetBlocks, devnetOutputs, devnetTransactions } from '../../../db/schema';
import type { BlockRow } from './chainQueries';

/**
 * The reads Bitcoin Core's RPC and REST answers need (src/rpc/blockchain.cpp, rawtransaction.cpp, mempool.cpp): the
 * devnet keeps every transaction and every spent output, so it answers like a node with -txindex whose undo data is
 * never pruned.
 */

/** An output a transaction spent, as Core's undo data holds it (Coin: the output, its height, coinbase or not). */
export interface SpentOutput {
  readonly value: bigint;
  readonly script: Uint8Array;
  readonly height: number;
  readonly coinbase: boolean;
}

/** A transaction of a block, in block order. */
export interface BlockTransaction {
  readonly txid: string;
  readonly raw: string;
}

/** A transaction with where it sits: its block's height, hash and time, or nulls in the mempool. */
export interface StoredTransaction extends BlockTransaction {
  readonly blockHeight: number | null;
  readonly blockHash: string | null;
  readonly blockTime: number | null;
}

export async function blockByHash(db: Database, hash: string): Promise<BlockRow | undefined> {
  const [row] = await db.select().from(devnetBlocks).where(eq(devnetBlocks.hash, hash));
  return row;
}

/** Up to `limit` blocks of the chain from `height` up, in height order. */
export function blocksFrom(db: Database, height: number, limit: number): Promise<BlockRow[]> {
  return db
    .select()
    .from(devnetBlocks)
    .where(and(gte(devnetBlocks.height, height), lt(devnetBlocks.height, height + limit)))
    .orderBy(asc(devnetBlocks.height));
}

/** The block's transactions in block order (the coinbase first). */
export function blockTransactions(db: Database, height: number): Promise<BlockTransaction[]> {
  return db
    .select({ txid: devnetTransactions.txid, raw: devnetTransactions.raw })
    .from(devnetTransactions)
    .where(eq(devnetTransactions.blockHeight, height))
    .orderBy(asc(devnetTransactions.blockIndex));
}

/** The block's transaction ids in block order, without reading the transactions. */
export async function blockTxids(db: Database, height: number): Promise<string[]> {
  const rows = await db
    .select({ txid: devnetTransactions.txid })
    .from(devnetTransactions)
    .where(eq(devnetTransactions.blockHeight, height))
    .orderBy(asc(devnetTransactions.blockIndex));
  return rows.map(({ txid }) => txid);
}

/** A transaction in the mempool or the chain. */
export async function storedTransaction(db: Database, txid: string): Promise<StoredTransaction | undefined> {
  const [row] = await db
    .select({
      txid: devnetTransactions.txid,
      raw: devnetTransactions.raw,
      blockHeight: devnetTransactions.blockHeight,
      blockHash: devnetBlocks.hash,
      blockTime: devnetBlocks.time,
    })
    .from(devnetTransactions)
    .leftJoin(devnetBlocks, eq(devnetBlocks.height, devnetTransactions.blockHeight))
    .where(eq(devnetTransactions.txid, txid));
  return row;
}

const spender = alias(devnetTransactions, 'spender');
const creator = alias(devnetTransactions, 'creator');

/**
 * What the chosen spenders' inputs spent, by spender txid and input index: the outputs marked spent by them, with
 * the height and position of the transaction that made each (so whether it was a coinbase).
 */
async function spentOutputs(db: Database, spenders: SQL): Promise<Map<string, SpentOutput[]>> {
  const rows = await db
    .select({
      spenderTxid: spender.txid,
      vin: devnetOutputs.spentByVin,
      value: devnetOutputs.value,
      script: devnetOutputs.script,
      height: creator.blockHeight,
      index: creator.blockIndex,
    })
    .from(devnetOutputs)
    .innerJoin(spender, eq(spender.txid, devnetOutputs.spentByTxid))
    .innerJoin(creator, eq(creator.txid, devnetOutputs.txid))
    .where(spenders);
  const spent = new Map<string, SpentOutput[]>();
  for (const row of rows) {
    const outputs = spent.get(row.spenderTxid) ?? [];
    outputs[row.vin ?? 0] = {
      value: row.value,
      script: hexToBytes(row.script),
      height: row.height ?? 0,
      coinbase: row.index === 0,
    };
    spent.set(row.spenderTxid, outputs);
  }
  return spent;
}

/** The undo data of a block: what each of its transactions spent. */
export function spentInBlock(db: Database, height: number): Promise<Map<string, SpentOutput[]>> {
  return spentOutputs(db, eq(spender.blockHeight, height));
}

/** What one confirmed transaction spent. */
export async function spentByTransaction(db: Database, txid: string): Promise<SpentOutput[]> {
  return (await spentOutputs(db, eq(spender.txid, txid))).get(txid) ?? [];
}

/**
 * How many of the transaction's outputs are in the UTXO set: unspent, or spent only by the mempool (Core's chainstate
 * coins, which mempool spends leave in place). A confirmed transaction with any is "already in utxo set".
 */
export async function outputsInUtxoSet(db: Database, txid: string): Promise<number> {
  const [row] = await db
    .select({ outputs: count() })
    .from(devnetOutputs)
    .leftJoin(spender, eq(spender.txid, devnetOutputs.spentByTxid))
    .where(and(eq(devnetOutputs.txid, txid), isNull(spender.blockHeight)));
  return row?.outputs ?? 0;
}

export interface MempoolTotals {
  readonly size: number;
  /** Sum of the virtual sizes. */
  readonly vbytes: number;
  /** Sum of the serialized sizes. */
  readonly bytes: number;
  readonly fees: bigint;
}

/** The mempool's counts for getmempoolinfo. */
export async function mempoolTotals(db: Database): Promise<MempoolTotals> {
  const [row] = await db
    .select({
      size: count(),
      vbytes: sql<string>`coalesce(sum((${devnetTransactions.weight} + 3) / 4), 0)::text`,
      bytes: sql<string>`coalesce(sum(length(${devnetTransactions.raw}) / 2), 0)::text`,
      fees: sql<string>`coalesce(sum(${devnetTransactions.fee}), 0)::text`,
    })
    .from(devnetTransactions)
    .where(isNull(devnetTransactions.blockHeight));
  return {
    size: row?.size ?? 0,
    vbytes: Number(row?.vbytes ?? 0),
    bytes: Number(row?.bytes ?? 0),
    fees: BigInt(row?.fees ?? 0),
  };
}

/** The chain's blocks' serialized sizes added up: what Core's block files would hold. */
export async function chainBytes(db: Database): Promise<number> {
  const [row] = await db
    .select({ bytes: sql<string>`coalesce(sum(${devnetBlocks.size}), 0)::text` })
    .from(devnetBlocks);
  return Number(row?.bytes ?? 0);
}
