import { ProtocolError } from '../ProtocolError';
import { decimalFromNumber, divideRounded, formatHundredths, parseDecimal } from './decimal';

/**
 * A ratio as a percent with 2 decimals, without the sign: 0.025 -> '2.50', -0.1 -> '-10.00'.
 * Rounded to the nearest hundredth of a percent, halves away from zero, on exact decimals (so 0.00005 gives
 * '0.01', which float toFixed would get wrong). The ratio may be a decimal string or a number.
 */
export function formatPercent(ratio: string | number): string {
  const decimal = typeof ratio === 'number' ? decimalFromNumber(ratio) : parseDecimal(ratio);
  if (decimal === undefined) {
    throw new ProtocolError('invalid-ratio', `Not a ratio: "${ratio}"`);
  }
  // hundredths of a percent = ratio * 100 * 100
  return formatHundredths(divideRounded(decimal.coefficient * 10_000n, 10n ** BigInt(decimal.scale)));
}
