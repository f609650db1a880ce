import { ProtocolError } from '../ProtocolError';

/** A fee rate the protocol computes with: a whole number of sats/vB, at least 1 (a zero rate is never relayed). */
export function checkFeeRate(feeRate: bigint): bigint {
  if (feeRate < 1n) {
    throw new ProtocolError('invalid-fee-rate', 'A fee rate is at least 1 sat/vB');
  }
  return feeRate;
}

/**
 * The fee in sats a transaction of a virtual size (whole vB, as BIP 141 rounds it) pays at a rate in sats/vB.
 * Both are whole numbers, so the fee is exact: no part sat to round.
 */
export function feeAtRate(virtualSize: bigint, feeRate: bigint): bigint {
  if (virtualSize < 1n) {
    throw new ProtocolError('invalid-virtual-size', 'A transaction is at least 1 vB');
  }
  return virtualSize * checkFeeRate(feeRate);
}
