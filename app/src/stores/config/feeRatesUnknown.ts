/**
 * A payment asked for before the market has answered with the network's fee rates. It never happens on a page that
 * has been open a moment; when it does, the trader is told to try again rather than paying a guessed rate.
 */
export class FeeRatesUnknownError extends Error {
  override readonly name = 'FeeRatesUnknownError';

  constructor() {
    super("The network's fee rates are not known yet.");
  }
}

/** The rate to pay, or FeeRatesUnknownError while there is none. */
export function knownFeeRate(rate: number | null): number {
  if (rate === null) throw new FeeRatesUnknownError();
  return rate;
}
