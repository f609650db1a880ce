import type { NetworkName } from '@ordmarket/protocol';

/** The devnet follows regtest, which halves every 150 blocks; the public networks every 210,000. */
function halvingInterval(network: NetworkName): number {
  return network === 'devnet' ? 150 : 210_000;
}

/**
 * The new sats a block's coinbase may claim. ord places fee-spent inscriptions in the coinbase after the
 * subsidy's sats, so the indexer needs it to compute their offsets.
 */
export function blockSubsidy(network: NetworkName, height: number): bigint {
  const halvings = Math.floor(height / halvingInterval(network));
  return halvings >= 64 ? 0n : 5_000_000_000n >> BigInt(halvings);
}
