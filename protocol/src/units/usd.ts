import { ProtocolError } from '../ProtocolError';
import { satsPerBtc } from './btc';
import { decimalFromNumber, divideRounded, formatHundredths, parseDecimal } from './decimal';

/**
 * The USD value of sats at a USD-per-BTC rate, with 2 decimals ('12.34'), rounded to the nearest cent
 * (halves up). The rate may be a decimal string ('65000.12') or a number (read as the decimal it prints as);
 * the product is computed on integers, so no float error creeps in on the sats side.
 */
export function formatUsd(sats: bigint, usdPerBtc: string | number): string {
  const rate = typeof usdPerBtc === 'number' ? decimalFromNumber(usdPerBtc) : parseDecimal(usdPerBtc);
  if (rate === undefined || rate.coefficient < 0n) {
    throw new ProtocolError('invalid-usd-rate', `Not a USD rate: "${usdPerBtc}"`);
  }
  if (sats < 0n) {
    throw new ProtocolError('negative-sats', 'A USD value is shown for zero or more sats');
  }
  // cents = sats / satsPerBtc * rate * 100, with rate = coefficient / 10^scale
  const cents = divideRounded(sats * rate.coefficient * 100n, satsPerBtc * 10n ** BigInt(rate.scale));
  return formatHundredths(cents);
}
