import { BRC20_SCALE_DECIMALS, parseBrc20Amount } from '@ordmarket/protocol';

/**
 * Whole tokens as typed or answered ('1000', '0.5') in BRC-20's 10^18 scale, so amounts compare exactly; null while
 * the text is not a plain decimal of at most 18 places. The tick's own decimals are the server's to judge.
 */
export function unitsOfTokens(text: string): bigint | null {
  const parsed = parseBrc20Amount(text.trim(), BRC20_SCALE_DECIMALS);
  return parsed.ok ? parsed.value : null;
}
