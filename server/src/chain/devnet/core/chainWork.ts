import { regtestBits } from '../chainRules';

/** GetDifficulty (src/rpc/blockchain.cpp): how many times harder than the minimum (bits 0x1d00ffff) `bits` is. */
export function difficulty(bits: number): number {
  let shift = (bits >>> 24) & 0xff;
  let result = 0xffff / (bits & 0xffffff);
  for (; shift < 29; shift += 1) result *= 256;
  for (; shift > 29; shift -= 1) result /= 256;
  return result;
}

/** GetBlockProof (src/chain.cpp): the hashes a block at `bits` takes on average, 2^256 / (target + 1). */
function blockProof(bits: number): bigint {
  const exponent = bits >>> 24;
  const mantissa = BigInt(bits & 0x7fffff);
  const target = exponent <= 3 ? mantissa >> BigInt(8 * (3 - exponent)) : mantissa << BigInt(8 * (exponent - 3));
  return (2n ** 256n - 1n - target) / (target + 1n) + 1n;
}

/** nChainWork up to and including the block at `height`, as 64 hex digits: the devnet mines every block at regtest's bits. */
export function chainWork(height: number): string {
  return (BigInt(height + 1) * blockProof(regtestBits)).toString(16).padStart(64, '0');
}
