import { BRC20_SCALE, BRC20_SCALE_DECIMALS, parseBrc20Amount } from '@ordmarket/protocol';

/**
 * A token amount as the server writes it ('11000', '0.5') in BRC-20's 10^18 scale (protocol's reading), so mint
 * progress is reckoned on whole numbers; null when the text is not an amount.
 */
export function scaledTokens(amount: string): bigint | null {
  const parsed = parseBrc20Amount(amount, BRC20_SCALE_DECIMALS);
  return parsed.ok ? parsed.value : null;
}

/** The whole tokens of an amount as the server writes it ('1000.5' is 1000), for figures counted in tokens. */
export function wholeTokens(amount: string): bigint | null {
  const scaled = scaledTokens(amount);
  return scaled === null ? null : scaled / BRC20_SCALE;
}
