import { satsPerBtc } from './units/btc';
import type { NetworkName } from './network';

/**
 * Blocks between halvings: the devnet follows regtest's 150, so tests reach halvings; the public networks
 * halve every 210,000.
 */
function halvingInterval(network: NetworkName): number {
  return network === 'devnet' ? 150 : 210_000;
}

/**
 * The new sats a block's coinbase may claim: 50 BTC halved once per interval, nothing after 64 halvings (a
 * shift that far would be undefined in Bitcoin Core). The devnet mines with it, and the indexer needs it
 * because ord places fee-spent inscriptions in the coinbase after the subsidy's sats.
 */
export function blockSubsidy(network: NetworkName, height: number): bigint {
  const halvings = Math.floor(height / halvingInterval(network));
  return halvings >= 64 ? 0n : (50n * satsPerBtc) >> BigInt(halvings);
}
