import { createHash } from 'node:crypto';
import { desc, eq, inArray } from 'drizzle-orm';
import { bitcoin, blockSubsidy } from '@ordmarket/protocol';
import type { Database } from '../../../db/database';
import { devnetBlocks, devnetTransactions } from '../../../db/schema';
import type { MinedBlock } from '../Devnet';
import { selectPackages } from '../mempool/selectPackages';
import { mempoolEntries, tipBlock } from '../store/chainQueries';
import { storeTransaction } from '../store/storeTransaction';
import { buildBlock } from './buildBlock';

/**
 * Height and payee only (not the time): a seeder writing the same history later gets the same coinbase. Two
 * such coinbases never meet in one chain, since a height holds one block.
 */
function historyExtraNonce(height: number, payoutScript: Uint8Array): Uint8Array {
  return createHash('sha256').update(`devnet history block ${height}`).update(payoutScript).digest().subarray(0, 8);
}

/** Room kept for the coinbase, which grows with nothing the template chooses. */
const coinbaseWeightReserve = 4_000;

function median(times: readonly number[]): number | undefined {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function recentTimes(db: Database): Promise<number[]> {
  const rows = await db
    .select({ time: devnetBlocks.time })
    .from(devnetBlocks)
    .orderBy(desc(devnetBlocks.height))
    .limit(11);
  return rows.map(({ time }) => time);
}

/**
 * Mines one block on the tip: the best-paying mempool packages that fit, and the subsidy plus fees to
 * `payoutScript`. `timestamp` backdates the block (history written by a seeder): it is taken as given,
 * since the median-time rule would pin any history to the moment the devnet's genesis was mined.
 */
export async function mineBlock(
  db: Database,
  payoutScript: Uint8Array,
  blockMaxVsize: number,
  timestamp?: number,
): Promise<MinedBlock> {
  const tip = await tipBlock(db);
  const height = tip === undefined ? 0 : tip.height + 1;
  const entries = await mempoolEntries(db);
  const chosen = selectPackages(entries, blockMaxVsize * 4 - coinbaseWeightReserve).map(({ entry }) => entry);
  const raws =
    chosen.length === 0
      ? []
      : await db
          .select({ txid: devnetTransactions.txid, raw: devnetTransactions.raw })
          .from(devnetTransactions)
          .where(
            inArray(
              devnetTransactions.txid,
              chosen.map(({ txid }) => txid),
            ),
          );
  const rawByTxid = new Map(raws.map(({ txid, raw }) => [txid, raw]));
  const transactions = chosen.map(({ txid }) => bitcoin.Transaction.fromHex(rawByTxid.get(txid) ?? ''));
  const fees = chosen.reduce((sum, { fee }) => sum + fee, 0n);
  // Like Core: at least one second past the median of the last 11 blocks, else the clock.
  const recent = await recentTimes(db);
  const pastMedian = median(recent);
  const time = timestamp ?? Math.max(Math.floor(Date.now() / 1000), pastMedian === undefined ? 0 : pastMedian + 1);
  const block = buildBlock({
    height,
    previousHash: tip?.hash,
    time,
    reward: blockSubsidy('devnet', height) + fees,
    payoutScript,
    transactions,
    // A block written into history at a chosen time gets a coinbase that depends only on what it is.
    ...(timestamp === undefined ? {} : { extraNonce: historyExtraNonce(height, payoutScript) }),
  });
  const [coinbase] = block.transactions ?? [];
  if (coinbase === undefined) throw new Error('a built block has no coinbase');
  const hash = block.getId();
  const txids = (block.transactions ?? []).map((tx) => tx.getId());
  await db.insert(devnetBlocks).values({
    height,
    hash,
    header: block.toHex(true),
    time,
    medianTime: median([time, ...recent.slice(0, 10)]) ?? time,
    txCount: txids.length,
    size: block.byteLength(false, true),
    weight: block.weight(),
  });
  await storeTransaction(db, coinbase, 0n, { blockHeight: height, blockIndex: 0 });
  for (const [index, txid] of txids.entries()) {
    if (index === 0) continue;
    await db
      .update(devnetTransactions)
      .set({ blockHeight: height, blockIndex: index })
      .where(eq(devnetTransactions.txid, txid));
  }
  return { hash, height, txids };
}
