import { eq, inArray } from 'drizzle-orm';
import { type bitcoin, btcText, hexToBytes, txidFromHash } from '@ordmarket/protocol';
import type { Database } from '../../../db/database';
import { devnetTransactions } from '../../../db/schema';
import { minRelayFeeRate, virtualSize } from '../chainRules';
import { evictFromMempool, outputsAt, withDescendants } from '../store/chainQueries';
import { storeTransaction } from '../store/storeTransaction';
import { checkTransaction } from '../validation/checkTransaction';
import type { Prevout } from '../validation/Prevout';
import { reject } from '../validation/reject';
import { verifyInputScripts } from '../validation/verifyInputScripts';
import { checkReplacement } from './checkReplacement';

/**
 * Bitcoin Core's AcceptToMemoryPool for one transaction, inside a write: context-free checks, lookup of the
 * spent outputs (confirmed or in the mempool), fee checks, full-RBF replacement rules, then the signatures.
 * Only when everything passes are the replaced transactions evicted and this one stored.
 */
export async function acceptToMempool(db: Database, tx: bitcoin.Transaction): Promise<string> {
  checkTransaction(tx);
  const txid = tx.getId();
  const [known] = await db
    .select({ blockHeight: devnetTransactions.blockHeight })
    .from(devnetTransactions)
    .where(eq(devnetTransactions.txid, txid));
  if (known) reject(known.blockHeight === null ? 'txn-already-in-mempool' : 'txn-already-known');

  const outpoints = tx.ins.map((input) => ({ txid: txidFromHash(input.hash), vout: input.index }));
  const found = await outputsAt(db, outpoints);
  const byOutpoint = new Map(found.map((row) => [`${row.txid}:${row.vout}`, row]));
  const spenders = [...new Set(found.flatMap(({ spentByTxid }) => (spentByTxid === null ? [] : [spentByTxid])))];
  const spenderHeights = new Map(
    spenders.length === 0
      ? []
      : (
          await db
            .select({ txid: devnetTransactions.txid, blockHeight: devnetTransactions.blockHeight })
            .from(devnetTransactions)
            .where(inArray(devnetTransactions.txid, spenders))
        ).map((row) => [row.txid, row.blockHeight]),
  );
  const conflicts = new Set<string>();
  const prevouts: Prevout[] = outpoints.map((outpoint) => {
    const row = byOutpoint.get(`${outpoint.txid}:${outpoint.vout}`);
    if (row === undefined) return reject('bad-txns-inputs-missingorspent');
    if (row.spentByTxid !== null) {
      // Spent in a block: gone. Spent in the mempool: a conflict this transaction may replace.
      if (spenderHeights.get(row.spentByTxid) !== null) reject('bad-txns-inputs-missingorspent');
      conflicts.add(row.spentByTxid);
    }
    return { txid: row.txid, script: hexToBytes(row.script), value: row.value };
  });

  const valueIn = prevouts.reduce((sum, { value }) => sum + value, 0n);
  const valueOut = tx.outs.reduce((sum, { value }) => sum + value, 0n);
  if (valueIn < valueOut) {
    reject(`bad-txns-in-belowout, value in (${btcText(valueIn)}) < value out (${btcText(valueOut)})`);
  }
  const fee = valueIn - valueOut;
  const vsize = virtualSize(tx.weight());
  if (fee < vsize * minRelayFeeRate) reject(`min relay fee not met, ${fee} < ${vsize * minRelayFeeRate}`);

  let replaced = new Set<string>();
  if (conflicts.size > 0) {
    replaced = await withDescendants(db, conflicts);
    if (prevouts.some((prevout) => replaced.has(prevout.txid))) reject('bad-txns-spends-conflicting-tx');
    const replacedRows = await db
      .select({ txid: devnetTransactions.txid, fee: devnetTransactions.fee, weight: devnetTransactions.weight })
      .from(devnetTransactions)
      .where(inArray(devnetTransactions.txid, [...replaced]));
    checkReplacement({ txid, fee, vsize }, replacedRows);
  }
  verifyInputScripts(tx, prevouts);
  if (replaced.size > 0) await evictFromMempool(db, replaced);
  await storeTransaction(db, tx, fee);
  return txid;
}
