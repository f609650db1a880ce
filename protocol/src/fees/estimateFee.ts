import { ProtocolError } from '../ProtocolError';
import { feeAtRate } from './feeRate';

function checkCount(count: number, what: string): bigint {
  if (!Number.isSafeInteger(count) || count < 0) {
    throw new ProtocolError('invalid-count', `The number of ${what} must be a whole number, 0 or more`);
  }
  return BigInt(count);
}

/**
 * The spec's size estimate (§9): 10.5 + 57.5 per input + 43 per output + 43 extra vB. Computed in half vB so it
 * stays exact, then rounded up to a whole vB: a fee for a smaller size than the real one could leave the
 * transaction below the rate it was meant to pay.
 */
export function estimateVirtualSize(inputs: number, outputs: number): bigint {
  const halfVbytes = 21n + 115n * checkCount(inputs, 'inputs') + 86n * checkCount(outputs, 'outputs') + 86n;
  return (halfVbytes + 1n) / 2n;
}

/**
 * The estimated fee in sats at a rate in sats/vB: the rounded-up size times the rate. Rates are whole
 * sats/vB (see feeTiers), so the fee is a whole number of sats with no further rounding.
 */
export function estimateFee(inputs: number, outputs: number, feeRate: bigint): bigint {
  return feeAtRate(estimateVirtualSize(inputs, outputs), feeRate);
}
