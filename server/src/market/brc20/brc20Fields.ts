import {
  BRC20_MAX_AMOUNT,
  BRC20_SCALE_DECIMALS,
  parseAddress,
  readAmount,
  tickByteLength,
  type AmountTextProblem,
  type NetworkName,
} from '@ordmarket/protocol';
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

// Why an amount is refused, in the words of the request's error (the app words the same readings for traders).
const amountRefusals: Record<AmountTextProblem, string> = {
  empty: 'is empty',
  notANumber: 'has something other than digits and one decimal point',
  bareDecimalPoint: 'needs a digit on each side of the decimal point',
  leadingZero: 'has a leading zero',
  tooManyDecimals: 'has more than 18 decimals',
  tooLarge: 'is more than 2^64 - 1 tokens',
  zero: 'is zero',
};

/**
 * A BRC-20 amount as a decimal string ("1000", "0.5") in the market's one amount grammar, exactly as the app's
 * fields read it (no leading zero, no bare point), so what the market inscribes is written one way; checked against
 * the tick's decimals later.
 */
export const amountField = z
  .string()
  .max(100)
  .superRefine((text, context) => {
    const reading = readAmount(text, { decimals: BRC20_SCALE_DECIMALS, max: BRC20_MAX_AMOUNT, allowsZero: false });
    if (reading.ok) return;
    context.addIssue({
      code: 'custom',
      message: `must be a positive decimal string like "1000" or "0.5": ${JSON.stringify(text)} ${amountRefusals[reading.problem]}`,
    });
  });

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
