import { readTokenText } from '@ordmarket/protocol/units';
import { groupDigits } from '../../../primitives/Amount/formatAmount';

// BRC-20 amounts travel as decimal strings of whole tokens ('1000', '0.5'). To compare or multiply them they become
// bigints of the smallest unit any tick can have (10^-18 of a token), never floats, which would round a balance.
const unitsPerToken = 10n ** 18n;

/** Whole tokens as typed or sent, in 10^-18 units (protocol's readTokenText); null while not a positive amount. */
export function tokenUnits(amount: string): bigint | null {
  const reading = readTokenText(amount);
  return reading.ok ? reading.units : null;
}

function split(units: bigint): { whole: bigint; fraction: string } {
  const fraction = (units % unitsPerToken).toString().padStart(18, '0').replace(/0+$/, '');
  return { whole: units / unitsPerToken, fraction };
}

/** 10^-18 units as whole tokens written plainly, without trailing zeros: what the API takes ('1000.5'). */
export function tokensOfUnits(units: bigint): string {
  const { whole, fraction } = split(units);
  return fraction === '' ? whole.toString() : `${whole.toString()}.${fraction}`;
}

/** 10^-18 units as whole tokens with grouped digits, as the screens show them: '1,000.5'. */
export function formatTokenUnits(units: bigint): string {
  const { whole, fraction } = split(units);
  return fraction === '' ? groupDigits(whole) : `${groupDigits(whole)}.${fraction}`;
}

/** Whole tokens with grouped digits, as the screens show them: '1000.50' -> '1,000.5'. Anything else shows as sent. */
export function formatTokenAmount(amount: string): string {
  const units = tokenUnits(amount);
  return units === null ? amount : formatTokenUnits(units);
}

/** The tokens some prizes take out of a holding. */
export interface TokensTaken {
  /** In 10^-18 units; null while the count or the size is not a number yet. */
  readonly units: bigint | null;
  /** The same as whole tokens, as the screens show it. */
  readonly total: string | null;
  /** It is more than `held` (compared exactly); never while nothing is held yet to compare with. */
  readonly overHeld: boolean;
}

/** What `count` prizes of `each` tokens take out of `held` (all whole-token decimal strings). */
export function tokensTaken(each: string, count: number | null, held: string | undefined): TokensTaken {
  const perPrize = tokenUnits(each);
  const units = count === null || perPrize === null ? null : BigInt(count) * perPrize;
  const heldUnits = held === undefined ? null : (tokenUnits(held) ?? 0n);
  return {
    units,
    total: units === null ? null : tokensOfUnits(units),
    overHeld: units !== null && heldUnits !== null && units > heldUnits,
  };
}
