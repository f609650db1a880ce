import { parseAddress } from '../address/parseAddress';
import { dustLimit } from '../fees/dust';
import type { NetworkName } from '../network';
import { ProtocolError } from '../ProtocolError';
import type { FeeOutput } from './purchaseTerms';

/** 100% in basis points: fee rates (the service fee, a collection's royalty) are whole basis points of a price. */
export const basisPointsInWhole = 10_000;

/** `bps` basis points of an amount of sats, rounded down to a whole sat (the buyer never pays a fraction up). */
export function basisPointsOf(sats: bigint, bps: number): bigint {
  if (!Number.isInteger(bps) || bps < 0 || bps > basisPointsInWhole) {
    throw new ProtocolError('invalid-fee-rate', 'A fee rate is a whole number of basis points from 0 to 10000');
  }
  return (sats * BigInt(bps)) / BigInt(basisPointsInWhole);
}

/**
 * A fee as the output that pays it, or undefined when it is not charged: no address to pay, nothing owed, or an
 * amount below the address's dust limit (an output nobody would relay). A waived fee is neither paid nor shown.
 */
export function chargedFee(
  sats: bigint,
  address: string | null | undefined,
  network: NetworkName,
): FeeOutput | undefined {
  if (address === null || address === undefined || address === '' || sats <= 0n) return undefined;
  const script = parseAddress(address, network).outputScript;
  return sats < dustLimit(script) ? undefined : { sats, address };
}
