import {
  buildDummyUtxoPsbt,
  buildPurchasePsbt,
  coinsAfter,
  dummyStepFor,
  ProtocolError,
  PurchaseShortfall,
  splitUtxos,
  type DummyStep,
  type PurchaseCosts,
  type PurchaseRequest,
  type WalletUtxo,
} from '@ordmarket/protocol';

/** The dummy transaction a wallet must send before this purchase: how many it makes and its own network fee. */
export interface QuotedDummyStep extends DummyStep {
  /** Null when the wallet cannot pay even the dummy transaction (the shortfall says why). */
  readonly networkFee: bigint | null;
}

export interface DummyStepQuote {
  readonly dummyStep: QuotedDummyStep;
  /** What the purchase costs once the dummies are made; null when the wallet could not then pay it. */
  readonly costs: PurchaseCosts | null;
  readonly shortfall: string | null;
}

/**
 * Prices a purchase whose wallet lacks dummy UTXOs as the trader will live it: first the dummy transaction, built
 * from the same coins the market would build it from, then the purchase from the coins that transaction leaves. A
 * wallet that could pay the dummies but not the purchase after them learns it now, before paying for dummies it
 * cannot use.
 */
export function quoteDummyStep(purchase: PurchaseRequest): DummyStepQuote {
  const { buyer } = purchase;
  const step = dummyStepFor(purchase.listings.length, buyer.utxos, purchase.dummyValue);
  let dummies: ReturnType<typeof buildDummyUtxoPsbt>;
  try {
    dummies = buildDummyUtxoPsbt({
      payment: buyer.payment,
      utxos: buyer.utxos,
      count: step.makes,
      feeRate: purchase.feeRate,
      network: purchase.network,
    });
  } catch (error) {
    if (!(error instanceof ProtocolError)) throw error;
    return { dummyStep: { ...step, networkFee: null }, costs: null, shortfall: error.message };
  }
  const dummyStep = { ...step, networkFee: dummies.selection.fee };
  const after = coinsAfter(buyer.utxos, dummies.psbt, buyer.payment.script);
  try {
    const plan = buildPurchasePsbt({ ...purchase, buyer: { ...buyer, utxos: after } });
    return { dummyStep, costs: plan.costs, shortfall: null };
  } catch (error) {
    if (!(error instanceof ProtocolError)) throw error;
    // Told from the wallet the trader sees now: its balance before the dummy transaction took its share.
    const shortfall =
      error instanceof PurchaseShortfall
        ? error.before(spendable(buyer.utxos, purchase.dummyValue) - spendable(after, purchase.dummyValue)).message
        : error.message;
    return { dummyStep, costs: null, shortfall };
  }
}

const spendable = (utxos: readonly WalletUtxo[], dummyValue: bigint | undefined): bigint =>
  splitUtxos(utxos, dummyValue).cardinal.reduce((sum, utxo) => sum + utxo.value, 0n);
