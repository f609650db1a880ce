import { satsPerBtc } from '../Amount/formatAmount';

// A typed BTC amount: digits, then at most 8 decimals (a satoshi is the smallest unit there is).
const btcDecimal = /^(\d+)(?:\.(\d{1,8}))?$/;
const wholeNumber = /^\d+$/;

/** A BTC amount as typed ('0.0015') in whole sats; null while it is not a plain decimal of at most 8 places. */
export function btcToSats(text: string): bigint | null {
  const parts = btcDecimal.exec(text.trim());
  if (!parts) return null;
  const [, whole = '', fraction = ''] = parts;
  return BigInt(whole) * satsPerBtc + BigInt(fraction.padEnd(8, '0'));
}

/** A count as typed ('12'); null while it is not a whole number. */
export function countFromInput(text: string): number | null {
  const trimmed = text.trim();
  if (!wholeNumber.test(trimmed)) return null;
  const count = Number(trimmed);
  return Number.isSafeInteger(count) ? count : null;
}

/** What `count` prizes of `value` BTC take from the balance, in sats; null while either is not a number yet. */
export function prizesTotalSats(count: string, value: string): bigint | null {
  const prizes = countFromInput(count);
  const each = btcToSats(value);
  return prizes === null || each === null ? null : BigInt(prizes) * each;
}
