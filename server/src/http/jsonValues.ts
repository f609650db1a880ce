import { maximumPriceSats } from '@ordmarket/protocol';

/**
 * Sats from the database as a JSON number for a read. A stored value outside 0 to every bitcoin there will ever
 * be cannot be a real price, fee or sum (a bad row, an overflowed sum); it is answered at the nearest bound
 * rather than as a number JSON cannot carry exactly, which the response schema would refuse, failing the list.
 */
export function jsonSats(value: bigint): number {
  if (value < 0n) return 0;
  return Number(value > maximumPriceSats ? maximumPriceSats : value);
}

/** A database moment as the API's unix seconds. */
export const unixSeconds = (moment: Date): number => Math.floor(moment.getTime() / 1000);
