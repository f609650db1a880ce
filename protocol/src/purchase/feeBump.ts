import { equalBytes } from '../bytes';
import type { bitcoin } from '../bitcoin';
import { transactionVirtualSize } from '../fees/virtualSize';
import { ProtocolError } from '../ProtocolError';
import { purchaseChangeIndex, type PurchaseShape } from './purchaseChange';

export const feeBumpMessages = {
  bumpInputsChanged: 'A fee bump must spend every coin of the purchase it replaces, in the same order.',
  bumpOutputsChanged:
    'A fee bump must pay exactly the outputs of the purchase it replaces; only your change can shrink.',
  bumpTooSmall: (fee: bigint, needed: bigint) =>
    `A fee bump must pay at least ${needed} sats of network fee to replace the waiting purchase; this one pays ${fee} sats.`,
  bumpRateNotHigher: 'A fee bump must pay a higher fee rate than the purchase it replaces.',
} as const;

/** Bitcoin Core's default incremental relay fee (BIP125 rule 4), in sats per virtual byte. */
export const incrementalRelayRate = 1n;

/**
 * The least network fee a replacement of `replacementSize` vB pays to replace a transaction paying `originalFee` on a
 * node (BIP125 rule 4): the original's fee plus the incremental relay fee of the replacement's own size.
 */
export function leastReplacementFee(originalFee: bigint, replacementSize: bigint): bigint {
  return originalFee + incrementalRelayRate * replacementSize;
}

/** A purchase as broadcast, or its replacement, with the network fee it pays. */
export interface PaidTransaction {
  readonly tx: bitcoin.Transaction;
  readonly feeSats: bigint;
}

const sameOutput = (a: bitcoin.Transaction['outs'][number], b: bitcoin.Transaction['outs'][number]): boolean =>
  a.value === b.value && equalBytes(a.script, b.script);

/** A transaction's outputs without its change, if any. */
const fixedOutputs = (tx: bitcoin.Transaction, shape: PurchaseShape) => {
  const change = purchaseChangeIndex(tx, shape);
  return tx.outs.filter((_, index) => index !== change);
};

/**
 * The rules a replacement of a waiting purchase meets before the market co-signs it, so a bump can only speed up the
 * same purchase for the same buyer: it spends every coin of the original in the same place (the buyer may add coins
 * after them), pays every output of the original but the buyer's change exactly, and pays enough to replace it on
 * a node (BIP125: more fee than the original by the incremental relay fee of its own size, and a higher rate).
 * The whole purchase check still runs on the replacement at its new rate.
 */
export function checkFeeBump(original: PaidTransaction, replacement: PaidTransaction, shape: PurchaseShape): void {
  const spendsSame = original.tx.ins.every((input, index) => {
    const again = replacement.tx.ins[index];
    return again?.index === input.index && equalBytes(again.hash, input.hash);
  });
  if (!spendsSame) throw new ProtocolError('bump-inputs-changed', feeBumpMessages.bumpInputsChanged);
  const before = fixedOutputs(original.tx, shape);
  const after = fixedOutputs(replacement.tx, shape);
  const paysSame =
    before.length === after.length &&
    before.every((out, index) => {
      const again = after[index];
      return again !== undefined && sameOutput(out, again);
    });
  if (!paysSame) throw new ProtocolError('bump-outputs-changed', feeBumpMessages.bumpOutputsChanged);
  const originalSize = transactionVirtualSize(original.tx);
  const replacementSize = transactionVirtualSize(replacement.tx);
  const needed = leastReplacementFee(original.feeSats, replacementSize);
  if (replacement.feeSats < needed) {
    throw new ProtocolError('bump-too-small', feeBumpMessages.bumpTooSmall(replacement.feeSats, needed));
  }
  if (replacement.feeSats * originalSize <= original.feeSats * replacementSize) {
    throw new ProtocolError('bump-rate-not-higher', feeBumpMessages.bumpRateNotHigher);
  }
}
