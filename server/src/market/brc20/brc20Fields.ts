import { parseAddress, parseBrc20Amount, tickByteLength, type NetworkName } from '@ordmarket/protocol';
import { z } from 'zod';

/**
 * The request fields every BRC-20 call shares, each refusing bad input with a message that names what is
 * wrong, so the app can show it under the field.
 */

/** A tick as the trader types it: 4 bytes, or 5 for self-mint tokens; matched case-insensitively. */
export const tickField = z
  .string()
  .min(1, 'tick is required, like "ordi"')
  .max(32)
  .refine(
    (tick) => [4, 5].includes(tickByteLength(tick)),
    'tick must be 4 bytes (or 5 bytes for a self-mint token) in UTF-8, like "ordi"',
  );

/** A BRC-20 amount as a decimal string ("1000", "0.5"); checked against the tick's decimals later. */
export const amountField = z
  .string()
  .max(100)
  .refine((text) => {
    const parsed = parseBrc20Amount(text, 18);
    return parsed.ok && parsed.value > 0n;
  }, 'must be a positive decimal string like "1000" or "0.5", with at most 18 decimals and at most 2^64 - 1');

/** An address of the network the server runs on; other networks' addresses are refused by name. */
export const addressField = (network: NetworkName) =>
  z
    .string()
    .min(1)
    .max(120)
    .refine((address) => {
      try {
        parseAddress(address, network);
        return true;
      } catch {
        return false;
      }
    }, `Address format error: not a valid ${network} address`);

/** A rate in whole sats/vB; absent means the fee service's General (halfHourFee) tier. */
export const feeRateField = z.number().int().min(1).max(100_000);

/** `<txid>i<index>`, as ord names inscriptions. */
export const inscriptionIdField = z
  .string()
  .regex(/^[0-9a-f]{64}i\d{1,10}$/, 'must be an inscription id: a 64-hex txid, "i" and an index');

export const txidField = z.string().regex(/^[0-9a-f]{64}$/, 'must be a transaction id: 64 lowercase hex characters');

export const orderIdField = z.uuid('must be an order id as returned when it was created');

/** Bech32 addresses are case-insensitive and stored lowercase; base58 ones are case-sensitive and kept as given. */
export function canonicalAddress(address: string): string {
  return /^(bc|tb|bcrt)1/i.test(address) ? address.toLowerCase() : address;
}
