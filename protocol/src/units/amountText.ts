import { BRC20_MAX_AMOUNT, BRC20_SCALE_DECIMALS } from '../brc20/amount';

/**
 * Why a text is not an amount. Every input of the market reads amounts with this one grammar, so what one field
 * accepts another accepts too, and each can say why it refused:
 * - `empty`: nothing typed;
 * - `notANumber`: anything but digits and one point (signs, letters, blanks inside, group commas, '1e-8');
 * - `bareDecimalPoint`: a point without a digit on one side ('.5', '1.');
 * - `leadingZero`: a whole part with a zero in front ('007', '00.1');
 * - `tooManyDecimals`: finer than the unit ('0.000000001' BTC is less than a sat);
 * - `tooLarge`: more than there can be ('21000001' BTC);
 * - `zero`: nothing, where the amount must be more.
 */
export type AmountTextProblem =
  'empty' | 'notANumber' | 'bareDecimalPoint' | 'leadingZero' | 'tooManyDecimals' | 'tooLarge' | 'zero';

/** An amount's text read: the amount in its smallest units, or why not (with a corrected text where one is obvious). */
export type AmountReading =
  | { readonly ok: true; readonly units: bigint }
  | {
      readonly ok: false;
      readonly problem: AmountTextProblem;
      /** The text as it was surely meant ('.5' -> '0.5', '007' -> '7'), when the only fault is its form. */
      readonly suggestion?: string;
    };

/** What an amount's unit allows: decimals of one whole, the largest amount in smallest units, and whether 0 is one. */
export interface AmountUnit {
  readonly decimals: number;
  readonly max: bigint;
  readonly allowsZero: boolean;
}

// Digits with at most one point; everything else is not a number at all.
const digitsAndPoint = /^(\d*)(?:\.(\d*))?$/;

/**
 * The one grammar for amounts as text: digits, then optionally a point and at least one digit; no sign, exponent,
 * blank or group separator; no leading zero in the whole part; at most `unit.decimals` decimals. Amounts are read as
 * integers of the smallest unit, never through a float (0.00000546 BTC is exactly 546 sats).
 */
export function readAmount(text: string, unit: AmountUnit): AmountReading {
  if (text === '') return { ok: false, problem: 'empty' };
  const match = digitsAndPoint.exec(text);
  if (match === null) return { ok: false, problem: 'notANumber' };
  const [, whole = '', fraction] = match;
  if (whole === '' && (fraction === undefined || fraction === '')) return { ok: false, problem: 'notANumber' };
  const significantWhole = whole.replace(/^0+(?=\d)/, '');
  const written = (wholePart: string) =>
    fraction === undefined || fraction === '' ? wholePart : `${wholePart}.${fraction}`;
  if (whole === '' || fraction === '') {
    return mended('bareDecimalPoint', written(significantWhole === '' ? '0' : significantWhole), unit);
  }
  if (significantWhole !== whole) return mended('leadingZero', written(significantWhole), unit);
  const decimals = fraction ?? '';
  if (decimals.length > unit.decimals) return { ok: false, problem: 'tooManyDecimals' };
  const units = BigInt(whole) * 10n ** BigInt(unit.decimals) + BigInt(decimals.padEnd(unit.decimals, '0') || '0');
  if (units > unit.max) return { ok: false, problem: 'tooLarge' };
  if (units === 0n && !unit.allowsZero) return { ok: false, problem: 'zero' };
  return { ok: true, units };
}

/**
 * A text refused only for its form, with the form mended; when the mended text is refused too ('00' where 0 is not
 * an amount, '.000000001' BTC), that deeper reason is the one to show.
 */
function mended(problem: 'bareDecimalPoint' | 'leadingZero', suggestion: string, unit: AmountUnit): AmountReading {
  const reading = readAmount(suggestion, unit);
  return reading.ok ? { ok: false, problem, suggestion } : reading;
}

// Chinese and Japanese input methods type full-width digits and points (０-９, ．); they mean the same amount.
const fullWidthZero = 0xff10;

/**
 * A trader's typing as the grammar reads it: blanks around it dropped, full-width digits and point made plain.
 * Blanks inside stay, so '1 000' is refused rather than read as a thousand.
 */
export function typedAmountText(typed: string): string {
  return typed
    .trim()
    .replace(/[０-９]/g, (digit) => String(digit.charCodeAt(0) - fullWidthZero))
    .replace(/．/g, '.');
}

/** Every bitcoin there will ever be, in sats: 21,000,000 BTC. */
const allBitcoinSats = 2_100_000_000_000_000n;

/** BTC to 8 decimals (1 sat), up to every bitcoin there will ever be. */
export const btcUnit: AmountUnit = { decimals: 8, max: allBitcoinSats, allowsZero: true };

/** A BTC amount as typed ('0.0015') in sats; zero is an amount (a price filter's lower end may be 0). */
export function readBtcText(typed: string): AmountReading {
  return readAmount(typedAmountText(typed), btcUnit);
}

/**
 * A BRC-20 amount as typed, in BRC-20's 10^18 scale, for a tick with `decimals` decimals (18 when the tick is not
 * known yet); more than zero, and within the uint64 whole tokens every indexer allows.
 */
export function readTokenText(typed: string, decimals: number = BRC20_SCALE_DECIMALS): AmountReading {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > BRC20_SCALE_DECIMALS) {
    throw new RangeError(`A BRC-20 tick has 0 to 18 decimals, not ${decimals}`);
  }
  // Read in the tick's own decimals, then put on the one scale every tick compares on.
  const toScale = 10n ** BigInt(BRC20_SCALE_DECIMALS - decimals);
  const reading = readAmount(typedAmountText(typed), { decimals, max: BRC20_MAX_AMOUNT / toScale, allowsZero: false });
  return reading.ok ? { ok: true, units: reading.units * toScale } : reading;
}

/** A whole count as typed ('12'): at least 1, no leading zero (spec §5's positive integer), at most `max`. */
export function readCountText(typed: string, max: number = Number.MAX_SAFE_INTEGER): AmountReading {
  return readAmount(typedAmountText(typed), { decimals: 0, max: BigInt(max), allowsZero: false });
}
