import { ProtocolError } from '../ProtocolError';
import { btcUnit, readAmount } from './amountText';

/** 1 BTC = 100,000,000 sats. */
export const satsPerBtc = 100_000_000n;

const btcDecimals = 8;

/**
 * A BTC amount received as text ('0.00000546') to exact sats (546n), in the market's one amount grammar (see
 * readAmount): going through a float would turn 0.00000546 into 545 or 547 sats. The text is read as it is, with no
 * blanks trimmed: a trader's typing goes through readBtcText instead.
 */
export function parseBtc(text: string): bigint {
  const reading = readAmount(text, btcUnit);
  if (reading.ok) return reading.units;
  if (reading.problem === 'tooManyDecimals') {
    throw new ProtocolError('btc-amount-too-precise', 'A BTC amount has at most 8 decimals (1 sat)');
  }
  if (reading.problem === 'tooLarge') {
    throw new ProtocolError('btc-amount-too-large', 'A BTC amount is at most 21,000,000 BTC, all there will ever be');
  }
  throw new ProtocolError('invalid-btc-amount', `Not a BTC amount: "${text}"`);
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
