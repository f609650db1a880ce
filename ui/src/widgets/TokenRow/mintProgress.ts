/** A token amount: a bigint, or a number that is a safe integer (in the tick's smallest unit). */
export type TokenAmount = bigint | number;

function whole(value: TokenAmount): bigint {
  if (typeof value === 'bigint') return value;
  if (!Number.isSafeInteger(value)) throw new RangeError(`Not a safe token amount: ${value}`);
  return BigInt(value);
}

/**
 * How much of the supply is minted, in percent with 2 decimals rounded down (so a mint is never shown
 * as 100.00% before it is done), between 0 and 100; null when the supply is not positive.
 */
export function mintPercent(minted: TokenAmount, supply: TokenAmount): number | null {
  const total = whole(supply);
  if (total <= 0n) return null;
  const done = whole(minted);
  const basisPoints = done <= 0n ? 0n : done >= total ? 10_000n : (done * 10_000n) / total;
  return Number(basisPoints) / 100;
}
