import { readBtcText, readTokenText, typedAmountText } from '@ordmarket/protocol';
import type { Brc20Amount, WithdrawalAsset } from '@ordmarket/ui';
import type { ApiBody } from '../../api/apiCalls';
import { scaledTokens } from '../../api/scaledTokens';
import type { TypedAmountProblem } from './typedAmountProblem';

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

/** An amount protocol's grammar refuses (and why), or more than the box holds. */
export type AmountProblem = TypedAmountProblem | 'overBalance' | 'overHeld';

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
  const holding = held.tokens.find((token) => token.tick === choice.tick);
  const reading = readTokenText(choice.tokenAmount);
  if (holding === undefined || (!reading.ok && reading.problem === 'empty')) return { body: null, amountProblem: null };
  const amountProblem: AmountProblem | null = !reading.ok
    ? { kind: 'amount', reading, field: { kind: 'token', decimals: 18 } }
    : reading.units > (scaledTokens(holding.amount) ?? 0n)
      ? 'overHeld'
      : null;
  const amount = typedAmountText(choice.tokenAmount);
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
  const reading = readBtcText(choice.amount);
  if (!reading.ok && reading.problem === 'empty') return { body: null, amountProblem: null };
  const sats = reading.ok ? reading.units : null;
  const btcField = { kind: 'btc' } as const;
  const amountProblem: AmountProblem | null = !reading.ok
    ? { kind: 'amount', reading, field: btcField }
    : reading.units === 0n
      ? { kind: 'amount', reading: { ok: false, problem: 'zero' }, field: btcField }
      : reading.units > BigInt(held.sats)
        ? 'overBalance'
        : null;
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
