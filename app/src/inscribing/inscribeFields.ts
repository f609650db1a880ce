import {
  BRC20_SCALE_DECIMALS,
  mintsCredited,
  readTokenText,
  tickByteLength,
  type AmountReading,
} from '@ordmarket/protocol';
import type { Brc20DeployValues, Brc20MintValues } from '@ordmarket/ui';
import { scaledTokens } from '../api/scaledTokens';

/** Why a field's value cannot be sent; the form words it. */
export type FieldProblem =
  /** A deploy's tick is 4 bytes, or 5 for a self-mint token. */
  | { readonly kind: 'tickLength' }
  /** Not a positive amount with at most `decimals` decimals, as protocol's amount grammar says why. */
  | { readonly kind: 'amount'; readonly decimals: number; readonly reading: AmountReading }
  | { readonly kind: 'decimals' }
  | { readonly kind: 'limitOverMax' }
  | { readonly kind: 'overLimit'; readonly limit: string }
  | { readonly kind: 'overAvailable'; readonly available: string }
  | { readonly kind: 'repeatRange'; readonly max: number }
  /** More mints of this amount than what is left to mint still credits (mints already paid for are counted). */
  | { readonly kind: 'repeatOverSupply'; readonly max: number; readonly available: string };

/**
 * A form's values judged: a problem per wrong field, and whether it can be sent (every field filled and none
 * wrong). An empty field is not wrong yet, only unfinished, so it has no problem to show.
 */
export interface FieldCheck<Field extends string> {
  readonly problems: Partial<Record<Field, FieldProblem>>;
  readonly isReady: boolean;
}

const decimalsText = /^\d{1,2}$/;

/** A typed amount in the 10^18 scale (protocol's readTokenText), or null while it is not one. */
function positiveAmount(text: string, decimals: number): bigint | null {
  const reading = readTokenText(text, decimals);
  return reading.ok ? reading.units : null;
}

/** Why a filled-in amount is not one; none while it is one, or still empty (unfinished, not wrong). */
function amountProblem(text: string, decimals: number): FieldProblem | undefined {
  const reading = readTokenText(text, decimals);
  return reading.ok || reading.problem === 'empty' ? undefined : { kind: 'amount', decimals, reading };
}

function isFilled(values: Readonly<Record<string, string>>): boolean {
  return Object.values(values).every((value) => value.trim() !== '');
}

/** A deploy as the BRC-20 indexers read one: tick bytes, decimals 0 to 18, max and limit positive within them. */
export function checkDeploy(values: Brc20DeployValues): FieldCheck<keyof Brc20DeployValues> {
  const problems: Partial<Record<keyof Brc20DeployValues, FieldProblem>> = {};
  if (values.tick !== '' && ![4, 5].includes(tickByteLength(values.tick))) problems.tick = { kind: 'tickLength' };
  const decimalsValid = decimalsText.test(values.decimals) && Number(values.decimals) <= BRC20_SCALE_DECIMALS;
  if (values.decimals !== '' && !decimalsValid) problems.decimals = { kind: 'decimals' };
  // Max and limit are judged against the decimals once those are right; until then against BRC-20's 18.
  const decimals = decimalsValid ? Number(values.decimals) : BRC20_SCALE_DECIMALS;
  const max = positiveAmount(values.max, decimals);
  const limit = positiveAmount(values.limit, decimals);
  const maxProblem = amountProblem(values.max, decimals);
  const limitProblem = amountProblem(values.limit, decimals);
  if (maxProblem) problems.max = maxProblem;
  if (limitProblem) problems.limit = limitProblem;
  else if (limit !== null && max !== null && limit > max) problems.limit = { kind: 'limitOverMax' };
  return { problems, isReady: isFilled({ ...values }) && Object.keys(problems).length === 0 };
}

/**
 * What a tick allows one mint order: its decimals, the limit per mint, the most mints in one order, and what is
 * still available to mint once mints already paid for are counted.
 */
export interface MintBounds {
  readonly decimals: number;
  readonly limitPerMint: string;
  readonly maxRepeat: number;
  readonly available: string;
}

/**
 * The most mints of `amountText` one order may make: `maxRepeat`, and no more than the supply still available
 * credits (the last perhaps partly); `maxRepeat` while the amount is not one yet.
 */
export function mostMints(amountText: string, bounds: MintBounds): number {
  const amount = positiveAmount(amountText, bounds.decimals);
  const available = scaledTokens(bounds.available);
  if (amount === null || available === null) return bounds.maxRepeat;
  const credited = mintsCredited(available, amount);
  return credited < BigInt(bounds.maxRepeat) ? Number(credited) : bounds.maxRepeat;
}

/** A mint order: an amount up to the tick's limit per mint, repeated 1 to as many times as the supply allows. */
export function checkMint(values: Brc20MintValues, bounds: MintBounds): FieldCheck<keyof Brc20MintValues> {
  const problems: Partial<Record<keyof Brc20MintValues, FieldProblem>> = {};
  const amount = positiveAmount(values.amount, bounds.decimals);
  const limit = scaledTokens(bounds.limitPerMint);
  const typedProblem = amountProblem(values.amount, bounds.decimals);
  if (typedProblem) problems.amount = typedProblem;
  else if (amount !== null && limit !== null && amount > limit) {
    problems.amount = { kind: 'overLimit', limit: bounds.limitPerMint };
  }
  const { repeat } = values;
  const most = mostMints(values.amount, bounds);
  if (repeat !== null && !(Number.isInteger(repeat) && repeat >= 1 && repeat <= bounds.maxRepeat)) {
    problems.repeat = { kind: 'repeatRange', max: bounds.maxRepeat };
  } else if (repeat !== null && most > 0 && repeat > most) {
    problems.repeat = { kind: 'repeatOverSupply', max: most, available: bounds.available };
  }
  // With nothing available no count fits; the form says so once, above the fields, rather than under each.
  const isReady = amount !== null && repeat !== null && most > 0 && Object.keys(problems).length === 0;
  return { problems, isReady };
}

/** What a holder can inscribe a transfer of: the balance not yet inscribed, in the tick's decimals. */
export interface TransferBounds {
  readonly decimals: number;
  readonly available: string;
}

/** A transfer inscription's amount: positive, within the tick's decimals and the available balance. */
export function checkTransfer(amount: string, bounds: TransferBounds): FieldCheck<'amount'> {
  const value = positiveAmount(amount, bounds.decimals);
  const available = scaledTokens(bounds.available) ?? 0n;
  const problem: FieldProblem | undefined =
    amountProblem(amount, bounds.decimals) ??
    (value !== null && value > available ? { kind: 'overAvailable', available: bounds.available } : undefined);
  return { problems: problem ? { amount: problem } : {}, isReady: value !== null && problem === undefined };
}
