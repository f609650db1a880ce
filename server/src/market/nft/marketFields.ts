import { parseAddress, type NetworkName } from '@ordmarket/protocol';
import { z } from 'zod';

/** `<txid>i<index>`, as ord names an inscription. */
export const inscriptionIdField = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[0-9a-f]{64}i\d{1,6}$/, 'must be an inscription id: 64 hex characters, "i", then the index');

export const txidField = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[0-9a-f]{64}$/, 'must be a transaction id of 64 hex characters');

/** An outpoint as `txid:vout`. */
export const outputField = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[0-9a-f]{64}:\d{1,6}$/, 'must be an output as "txid:vout"');

/** A collection's slug, as in /collections/{id}. */
export const collectionIdField = z.string().trim().min(1).max(100);

export const orderIdField = z.uuid({ message: 'must be an order id (a UUID)' });

/** An amount of satoshis at the API edge: a whole JSON number, never more than all bitcoin. */
export const satsField = z.number().int().min(0).max(2_100_000_000_000_000);

/** A fee rate in sats/vB: whole and at least 1 (a zero rate is never relayed). */
export const feeRateField = z.number().int().min(1).max(10_000);

// Bech32 addresses are case-insensitive and kept lowercase (so `owner = caller` compares); base58 ones are not.
function canonicalAddress(address: string): string {
  return /^(bc|tb|bcrt)1/i.test(address) ? address.toLowerCase() : address;
}

/** An address of the server's network, refused with the reason ('Invalid address: ...'). */
export function addressField(network: NetworkName) {
  return z
    .string()
    .trim()
    .min(1)
    .max(100)
    .transform(canonicalAddress)
    .superRefine((address, context) => {
      try {
        parseAddress(address, network);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        context.addIssue({ code: 'custom', message: `Invalid address: ${reason}` });
      }
    });
}

/** The same lowercase form for an address that came from a token or the database. */
export const sameAddress = (a: string, b: string): boolean => canonicalAddress(a) === canonicalAddress(b);
