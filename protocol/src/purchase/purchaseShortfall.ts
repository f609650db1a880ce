import { ProtocolError } from '../ProtocolError';
import { purchaseMessages } from './purchaseMessages';

/** The figures of the spec's funds message, in sats: what the purchase costs and what the wallet can spend. */
export interface ShortfallFigures {
  readonly price: bigint;
  /** Everything beyond the price that leaves the spendable coins: fees, the network fee, fresh dummies. */
  readonly fees: bigint;
  readonly balance: bigint;
  readonly required: bigint;
}

/** A purchase the wallet's spendable coins cannot pay, with its figures for a caller that prices a step before it. */
export class PurchaseShortfall extends ProtocolError<'not-enough-funds'> {
  constructor(readonly figures: ShortfallFigures) {
    super('not-enough-funds', purchaseMessages.notEnoughFunds(figures));
  }

  /**
   * The same shortfall seen from before a transaction that takes `spentFirst` sats of the wallet's spendable coins
   * (a dummy transaction's dummies and fee): balance and required both grow by it, so what is missing stays.
   */
  before(spentFirst: bigint): PurchaseShortfall {
    const { price, fees, balance, required } = this.figures;
    return new PurchaseShortfall({
      price,
      fees: fees + spentFirst,
      balance: balance + spentFirst,
      required: required + spentFirst,
    });
  }
}
