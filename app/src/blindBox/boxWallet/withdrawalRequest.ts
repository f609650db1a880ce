import type { WithdrawalAsset } from '@ordmarket/ui';
import type { ApiBody } from '../../api/apiCalls';
import { satsOfBtc } from './btcAmount';

/** The withdrawal as the panel holds it, typed. */
export interface WithdrawalChoice {
  readonly asset: WithdrawalAsset;
  readonly amount: string;
  readonly inscriptionId: string | undefined;
  readonly address: string;
}

export type WithdrawalBody = ApiBody<'/btc/blind_box/withdrawal_quote'>;

export type AmountProblem = 'notBtc' | 'zero' | 'overBalance';

export interface WithdrawalCheck {
  /** What to quote and withdraw; null until the choice is complete. */
  readonly body: WithdrawalBody | null;
  /** Shown under the amount once something is typed there. */
  readonly amountProblem: AmountProblem | null;
}

/** The withdrawal to quote: an amount of BTC within the balance, or a chosen inscription, to an address. */
export function checkWithdrawal(choice: WithdrawalChoice, availableSats: number, feeRate: number): WithdrawalCheck {
  const address = choice.address.trim();
  if (choice.asset === 'inscription') {
    const complete = choice.inscriptionId !== undefined && address !== '';
    return {
      body: complete
        ? { asset: 'inscription', inscription_id: choice.inscriptionId, address, fee_rate: feeRate }
        : null,
      amountProblem: null,
    };
  }
  if (choice.amount.trim() === '') return { body: null, amountProblem: null };
  const sats = satsOfBtc(choice.amount);
  const amountProblem: AmountProblem | null =
    sats === null ? 'notBtc' : sats === 0n ? 'zero' : sats > BigInt(availableSats) ? 'overBalance' : null;
  return {
    body:
      sats === null || amountProblem !== null || address === ''
        ? null
        : { asset: 'btc', sats: Number(sats), address, fee_rate: feeRate },
    amountProblem,
  };
}

/** One withdrawal attempt: the request as sent and the key the server knows it by. */
export interface WithdrawalAttempt {
  readonly request: string;
  readonly key: string;
}

/**
 * The idempotency key of a confirmation: a retry of the very same withdrawal reuses its key, so a confirm whose
 * answer was lost is not paid twice; any change makes it another withdrawal, with a key of its own.
 */
export function attemptFor(
  previous: WithdrawalAttempt | null,
  request: string,
  freshKey: () => string,
): WithdrawalAttempt {
  return previous !== null && previous.request === request ? previous : { request, key: freshKey() };
}
