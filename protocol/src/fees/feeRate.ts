import { ProtocolError } from '../ProtocolError';

/** A fee rate the protocol computes with: a whole number of sats/vB, at least 1 (a zero rate is never relayed). */
export function checkFeeRate(feeRate: bigint): bigint {
  if (feeRate < 1n) {
    throw new ProtocolError('invalid-fee-rate', 'A fee rate is at least 1 sat/vB');
  }
  return feeRate;
}
