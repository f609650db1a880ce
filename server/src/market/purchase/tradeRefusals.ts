import { ProtocolError, type WalletUtxo } from '@ordmarket/protocol';
import { ApiError } from '../../http/ApiError';

export const refusePurchase = (message: string) => new ApiError('purchaseRefused', message);

/**
 * Runs a protocol rule on the trader's input: its refusal becomes the API's (with the rule's own words), dummy
 * shortages get their own code so the app can prepare them; anything else is a fault of ours and passes through.
 */
export function protocolRefusal<Result>(rule: () => Result): Result {
  try {
    return rule();
  } catch (error) {
    return refused(error);
  }
}

function refused(error: unknown): never {
  if (!(error instanceof ProtocolError)) throw error;
  if (error.code === 'dummy-utxos-needed') throw new ApiError('dummyUtxosNeeded', error.message);
  throw refusePurchase(error.message);
}

/** Refusals that mean the wallet's plain coins do not reach the amount. */
const shortOfFunds = new Set(['not-enough-funds', 'not-enough-cardinal-funds', 'insufficient-balance']);

/**
 * protocolRefusal for a rule that pays from the wallet's `coins`: when they fall short and some coins were left out
 * because nobody could yet tell what they carry, the refusal says so, so the trader knows the sats are there and why
 * they wait (rather than reading that the wallet is empty).
 */
export function paymentRefusal<Result>(coins: readonly WalletUtxo[], rule: () => Result): Result {
  try {
    return rule();
  } catch (error) {
    // instanceof leaves the code's type open: every ProtocolError's code is a string.
    const short = error instanceof ProtocolError && shortOfFunds.has((error as ProtocolError).code);
    if (!short) return refused(error);
    const waiting = coins.filter((coin) => coin.inscriptions === 'unknown');
    if (waiting.length === 0) return refused(error);
    const sats = waiting.reduce((sum, coin) => sum + coin.value, 0n);
    throw refusePurchase(
      `${error.message}. ${waiting.length} more coin${waiting.length === 1 ? '' : 's'} (${sats} sats) ` +
        'cannot pay yet: nobody can tell yet that they carry no inscription or rune (unconfirmed, or not yet ' +
        'indexed by the market or by ord), so they are never spent as payment.',
    );
  }
}
