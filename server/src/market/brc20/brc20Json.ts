import { BRC20_SCALE, formatBrc20Amount, percentText } from '@ordmarket/protocol';
import { z } from 'zod';

/** How amounts and prices leave the server: BRC-20 amounts and sub-sat prices as decimal strings, sats as numbers. */

/** A 10^18-scaled amount rendered with the tick's decimals ("1000.5"). */
export const renderAmount = (amount: bigint, decimals: number): string => formatBrc20Amount(amount, decimals);

/** Sats per whole token, scaled by 10^18, from a listing's total price and amount. */
export function unitPriceOf(priceSats: bigint, amount: bigint): bigint {
  return (priceSats * BRC20_SCALE * BRC20_SCALE) / amount;
}

/** A scaled unit price as sats with up to 18 decimals ("0.25"): cheap tokens cost a fraction of a sat each. */
export const renderUnitPrice = (unitPrice: bigint): string => formatBrc20Amount(unitPrice, 18);

/** A part of a whole as a percent with 2 decimals, rounded down: "12.34"; nothing of nothing is "0.00". */
export const percentOf = (part: bigint, whole: bigint): string => (whole <= 0n ? '0.00' : percentText(part, whole));

export const amountText = z.string().describe("BRC-20 amount, a decimal string with the tick's decimals");
export const satsValue = z.number().int().min(0).describe('satoshis');
