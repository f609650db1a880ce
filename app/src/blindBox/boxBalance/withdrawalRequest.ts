import type { Brc20Amount, WithdrawalAsset } from '@ordmarket/ui';
import type { ApiBody } from '../../api/apiCalls';
import { satsOfBtc } from './btcAmount';
import { unitsOfTokens } from './tokenAmount';

/** The withdrawal as the panel holds it, typed. */
export interface WithdrawalChoice {
  readonly asset: WithdrawalAsset;
  /** The BTC amount. */
  readonly amount: string;
  readonly inscriptionId: string | undefined;
  readonly tick: string | undefined;
  /** The amount of the chosen tick, in whole tokens. */
  readonly tokenAmount: string;
  readonly address: string;
}

/** What the box holds to withdraw from: confirmed BTC, and the BRC-20 one amount per tick. */
export interface WithdrawalHeld {
  readonly sats: number;
  readonly tokens: readonly Brc20Amount[];
}

export type WithdrawalBody = ApiBody<'/btc/blind_box/withdrawal_quote'>;

export type AmountProblem = 'notBtc' | 'notTokens' | 'zero' | 'overBalance' | 'overHeld';

export interface WithdrawalCheck {
  /** What to quote and withdraw; null until the choice is complete. */
  readonly body: WithdrawalBody | null;
  /** Shown under the chosen asset's amount once something is typed there. */
  readonly amountProblem: AmountProblem | null;
}

/** An amount of a held tick: whole tokens within the holding, compared exactly as decimals. */
function checkTokens(
  choice: WithdrawalChoice,
  held: WithdrawalHeld,
  address: string,
  feeRate: number | null,
): WithdrawalCheck {
  const amount = choice.tokenAmount.trim();
  const holding = held.tokens.find((token) => token.tick === choice.tick);
  if (holding === undefined || amount === '') return { body: null, amountProblem: null };
  const units = unitsOfTokens(amount);
  const amountProblem: AmountProblem | null =
    units === null
      ? 'notTokens'
      : units === 0n
        ? 'zero'
        : units > (unitsOfTokens(holding.amount) ?? 0n)
          ? 'overHeld'
          : null;
  return {
    body:
      amountProblem !== null || address === '' || feeRate === null
        ? null
        : { asset: 'brc20', token: { tick: holding.tick, amount }, address, fee_rate: feeRate },
    amountProblem,
  };
}

/**
 * The withdrawal to quote: an amount of BTC within the balance, a chosen inscription, or an amount of a held tick
 * within its holding, to an address. Nothing is quoted while the network's fee rate is not known (null), but the
 * amount is still checked.
 */
export function checkWithdrawal(
  choice: WithdrawalChoice,
  held: WithdrawalHeld,
  feeRate: number | null,
): WithdrawalCheck {
  const address = choice.address.trim();
  if (choice.asset === 'brc20') return checkTokens(choice, held, address, feeRate);
  if (choice.asset === 'inscription') {
    const complete = choice.inscriptionId !== undefined && address !== '';
    return {
      body:
        complete && feeRate !== null
          ? { asset: 'inscription', inscription_id: choice.inscriptionId, address, fee_rate: feeRate }
          : null,
      amountProblem: null,
    };
  }
  if (choice.amount.trim() === '') return { body: null, amountProblem: null };
  const sats = satsOfBtc(choice.amount);
  const amountProblem: AmountProblem | null =
    sats === null ? 'notBtc' : sats === 0n ? 'zero' : sats > BigInt(held.sats) ? 'overBalance' : null;
  return {
    body:
      sats === null || amountProblem !== null || address === '' || feeRate === null
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
