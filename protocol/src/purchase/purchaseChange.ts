import { equalBytes } from '../bytes';
import type { bitcoin } from '../bitcoin';
import { freshDummySats } from './purchaseTerms';

/** What tells a purchase's change from its other outputs: where the buyer pays from, and how many listings it buys. */
export interface PurchaseShape {
  readonly paymentScript: Uint8Array;
  readonly listingCount: number;
}

/**
 * The index of a purchase's change output, or -1 without one. A purchase ends with its N+1 fresh dummies, then the
 * change if it keeps one (see buildPurchasePsbt), so the change is the last output exactly when the N+1 outputs
 * before it are fresh dummies. Read from the layout, not from values: an inscription output at the payment address
 * (one address for both) is never taken for change, and change of exactly a dummy's value still is change.
 */
export function purchaseChangeIndex(tx: bitcoin.Transaction, shape: PurchaseShape): number {
  const isPayment = (out: bitcoin.Transaction['outs'][number] | undefined) =>
    out !== undefined && equalBytes(out.script, shape.paymentScript);
  const last = tx.outs.length - 1;
  const dummies = tx.outs.slice(last - shape.listingCount - 1, last);
  const endsWithDummies =
    dummies.length === shape.listingCount + 1 && dummies.every((out) => out.value === freshDummySats && isPayment(out));
  return last > shape.listingCount + 1 && endsWithDummies && isPayment(tx.outs[last]) ? last : -1;
}
