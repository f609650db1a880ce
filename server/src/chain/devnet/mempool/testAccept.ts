import { type bitcoin, txidFromHash } from '@ordmarket/protocol';
import { ChainRejection } from '../../ChainSource';
import { storeTransaction } from '../store/storeTransaction';
import type { Write } from '../store/writeLock';
import { checkAcceptance } from './acceptToMempool';

/** Bitcoin Core's MAX_PACKAGE_WEIGHT (policy/packages.h). */
const maxPackageWeight = 404_000;

export type TestAcceptResult =
  | { readonly allowed: true; readonly fee: bigint; readonly vsize: bigint }
  /** The refusal as Core's TxValidationState::ToString writes it: the reason, then ", " and any detail. */
  | { readonly allowed: false; readonly refusal: string };

/**
 * What testmempoolaccept learns: a package refused as a whole (its transactions then have no result), or each
 * transaction's result by its position. Validation stops at the first refusal, so later ones have none, and in a
 * package of several neither have the ones before it (Core reports only the transaction that failed).
 */
export interface PackageTest {
  readonly packageError?: string;
  readonly results: ReadonlyMap<number, TestAcceptResult>;
}

/** IsWellFormedPackage (src/policy/packages.cpp): not too heavy, no duplicates, parents first, no two spending one output. */
function packageError(transactions: readonly bitcoin.Transaction[]): string | undefined {
  if (transactions.reduce((sum, tx) => sum + tx.weight(), 0) > maxPackageWeight) return 'package-too-large';
  const later = new Set(transactions.map((tx) => tx.getId()));
  if (later.size !== transactions.length) return 'package-contains-duplicates';
  for (const tx of transactions) {
    if (tx.ins.some((input) => later.has(txidFromHash(input.hash)))) return 'package-not-sorted';
    later.delete(tx.getId());
  }
  const spent = new Set<string>();
  for (const tx of transactions) {
    const outpoints = tx.ins.map((input) => `${txidFromHash(input.hash)}:${input.index}`);
    if (outpoints.some((outpoint) => spent.has(outpoint))) return 'conflict-in-package';
    for (const outpoint of outpoints) spent.add(outpoint);
  }
  return undefined;
}

/** Carries the answer out of the write, whose transaction it rolls back. */
class DryRun extends Error {
  constructor(readonly test: PackageTest) {
    super('a dry run is always rolled back');
  }
}

/**
 * testmempoolaccept's dry run (ProcessNewPackage / ProcessTransaction with test_accept): every transaction goes
 * through the acceptance rules in order, each one later in a package seeing the outputs of those before it, inside
 * a write that is always rolled back, so nothing enters the mempool.
 */
export async function testAccept(write: Write, transactions: readonly bitcoin.Transaction[]): Promise<PackageTest> {
  const single = transactions.length === 1;
  const refusedPackage = single ? undefined : packageError(transactions);
  if (refusedPackage !== undefined) return { packageError: refusedPackage, results: new Map() };
  try {
    return await write<never>(async (db) => {
      const results = new Map<number, TestAcceptResult>();
      for (const [index, tx] of transactions.entries()) {
        try {
          const { fee, vsize } = await checkAcceptance(db, tx, { allowReplacement: single });
          results.set(index, { allowed: true, fee, vsize });
          await storeTransaction(db, tx, fee);
        } catch (error) {
          if (!(error instanceof ChainRejection)) throw error;
          throw new DryRun({ results: new Map([[index, { allowed: false, refusal: error.message }]]) });
        }
      }
      throw new DryRun({ results });
    });
  } catch (error) {
    if (error instanceof DryRun) return error.test;
    throw error;
  }
}
