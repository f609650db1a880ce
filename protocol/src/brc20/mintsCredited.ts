/**
 * How many mints of `amount` the ledger still credits when `remaining` of the supply is left: every one until the
 * supply is out, the last taking only what remains (see the mint rule in applyBrc20Event). A mint past that is
 * inscribed for nothing.
 */
export function mintsCredited(remaining: bigint, amount: bigint): bigint {
  if (amount <= 0n) throw new RangeError('a mint claims a positive amount');
  if (remaining <= 0n) return 0n;
  return (remaining + amount - 1n) / amount;
}
