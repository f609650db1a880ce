import { eq, inArray } from 'drizzle-orm';
import { type bitcoin, btcText, hexToBytes, txidFromHash } from '@ordmarket/protocol';
import type { Database } from '../../../db/database';
import { devnetTransactions } from '../../../db/schema';
import { minRelayFeeRate, virtualSize } from '../chainRules';
import { evictFromMempool, outputsAt, withDescendants } from '../store/chainQueries';
import { outputsInUtxoSet } from '../store/coreReads';
import { storeTransaction } from '../store/storeTransaction';
import { checkTransaction } from '../validation/checkTransaction';
import type { Prevout } from '../validation/Prevout';
import { reject } from '../validation/reject';
import { verifyInputScripts } from '../validation/verifyInputScripts';
import { checkReplacement } from './checkReplacement';

/** FormatMoney (src/util/moneystr.cpp), as Core's refusal details write amounts: trailing zeros cut down to 2 decimals. */
function formatMoney(sats: bigint): string {
  return btcText(sats).replace(/(\.\d{2}\d*?)0+$/, '$1');
}

export interface Acceptance {
  readonly txid: string;
  readonly fee: bigint;
  readonly vsize: bigint;
  /** The mempool transactions (with descendants) a replacement evicts. */
  readonly replaced: ReadonlySet<string>;
}

export interface AcceptanceOptions {
  /**
   * Whether a conflict with the mempool may be a replacement: yes for one transaction, as Core's single acceptance;
   * no for a package under test, which Core refuses with bip125-replacement-disallowed.
   */
  readonly allowReplacement: boolean;
}

/**
 * Bitcoin Core's AcceptToMemoryPool for one transaction, up to the write: context-free checks, lookup of the spent
 * outputs (confirmed or in the mempool), fee checks, full-RBF replacement rules, then the signatures. It reads only,
 * so testmempoolaccept runs the very same rules; a refusal throws ChainRejection with Core's reason.
 */
export async function checkAcceptance(
  db: Database,
  tx: bitcoin.Transaction,
  { allowReplacement }: AcceptanceOptions,
): Promise<Acceptance> {
  checkTransaction(tx);
  const txid = tx.getId();
  const outpoints = tx.ins.map((input) => ({ txid: txidFromHash(input.hash), vout: input.index }));
  const found = await outputsAt(db, outpoints);
  // A transaction the chain or the mempool holds has its inputs spent (by itself): one whose every input is there
  // unspent is new, and the lookup of it, most transactions' only extra read, is skipped.
  const fresh = found.length === outpoints.length && found.every((row) => row.spentByTxid === null);
  if (!fresh) await refuseKnown(db, tx, txid);

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
  // Spent in the mempool: a conflict this transaction may replace. Spent in a block: gone.
  const conflicts = new Set(spenders.filter((spender) => spenderHeights.get(spender) === null));
  if (!allowReplacement && conflicts.size > 0) reject('bip125-replacement-disallowed');
  const prevouts: Prevout[] = outpoints.map((outpoint) => {
    const row = byOutpoint.get(`${outpoint.txid}:${outpoint.vout}`);
    if (row === undefined || (row.spentByTxid !== null && !conflicts.has(row.spentByTxid))) {
      return reject('bad-txns-inputs-missingorspent');
    }
    return { txid: row.txid, script: hexToBytes(row.script), value: row.value };
  });

  const valueIn = prevouts.reduce((sum, { value }) => sum + value, 0n);
  const valueOut = tx.outs.reduce((sum, { value }) => sum + value, 0n);
  if (valueIn < valueOut) {
    reject(`bad-txns-in-belowout, value in (${formatMoney(valueIn)}) < value out (${formatMoney(valueOut)})`);
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
  return { txid, fee, vsize, replaced };
}

/** Core's refusals of a transaction it holds already: in the mempool (the same or another witness), or confirmed. */
async function refuseKnown(db: Database, tx: bitcoin.Transaction, txid: string): Promise<void> {
  const [known] = await db
    .select({ blockHeight: devnetTransactions.blockHeight, raw: devnetTransactions.raw })
    .from(devnetTransactions)
    .where(eq(devnetTransactions.txid, txid));
  if (known?.blockHeight === null) {
    reject(known.raw === tx.toHex() ? 'txn-already-in-mempool' : 'txn-same-nonwitness-data-in-mempool');
  }
  // A confirmed transaction's inputs are spent; Core tells it apart from a missing input by its own outputs.
  if (known !== undefined && (await outputsInUtxoSet(db, txid)) > 0) reject('txn-already-known');
}

/** Accepts one transaction inside a write: only when every check passes are the replaced evicted and it stored. */
export async function acceptToMempool(db: Database, tx: bitcoin.Transaction): Promise<string> {
  const { txid, fee, replaced } = await checkAcceptance(db, tx, { allowReplacement: true });
  if (replaced.size > 0) await evictFromMempool(db, replaced);
  await storeTransaction(db, tx, fee);
  return txid;
}
