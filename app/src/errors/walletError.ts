/**
 * A wallet's own refusal or failure (locked, wrong network, not enough funds, an extension missing), kept apart from
 * the market's errors so the trader is told it came from their wallet, in the wallet's words.
 */
export class WalletError extends Error {
  override readonly name = 'WalletError';

  constructor(
    /** The wallet as the trader knows it: 'UniSat', 'Xverse'. */
    readonly wallet: string,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}
