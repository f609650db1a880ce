import { ProtocolError } from '../ProtocolError';

/** 1 BTC = 100,000,000 sats. */
export const satsPerBtc = 100_000_000n;

const btcDecimals = 8;
// No sign, no exponent, no blanks, no leading zeros ('00.1'), no bare point ('1.', '.5').
const btcPattern = /^(0|[1-9]\d*)(?:\.(\d+))?$/;

/**
 * A BTC amount typed or received as text ('0.00000546') to exact sats (546n). Going through a float would
 * turn 0.00000546 into 545 or 547 sats; here the digits are read as an integer.
 */
export function parseBtc(text: string): bigint {
  const match = btcPattern.exec(text);
  if (match === null) {
    throw new ProtocolError('invalid-btc-amount', `Not a BTC amount: "${text}"`);
  }
  const [, whole = '', fraction = ''] = match;
  if (fraction.length > btcDecimals) {
    throw new ProtocolError('btc-amount-too-precise', 'A BTC amount has at most 8 decimals (1 sat)');
  }
  return BigInt(whole) * satsPerBtc + BigInt(fraction.padEnd(btcDecimals, '0'));
}

/**
 * Sats as plain BTC text with exactly 8 decimals and no grouping, 546n -> '0.00000546': what parseBtc reads
 * back, for messages, APIs and prefilled inputs. The kit's formatBtc is the display form ('21,000,000.00000000').
 * The spec's "rounded down" never applies here: the input is a whole number of sats, and 8 decimals show every
 * sat, so the text is always exact.
 */
export function btcText(sats: bigint): string {
  const sign = sats < 0n ? '-' : '';
  const magnitude = sats < 0n ? -sats : sats;
  const fraction = (magnitude % satsPerBtc).toString().padStart(btcDecimals, '0');
  return `${sign}${magnitude / satsPerBtc}.${fraction}`;
}
