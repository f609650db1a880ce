import type { NetworkName } from '@ordmarket/protocol';
import type { Fetch } from '../esplora';
import { marketChainsOf, type MarketChains, type MarketTestnet } from './marketChains';

/** The first block of each test chain: the one answer that tells testnet3 from testnet4. */
export const testnetGenesisHashes: Readonly<Record<MarketTestnet, string>> = {
  testnet3: '000000000933ea01ad0ee984209779baaec3ced90fa3f408719526f8d77f4943',
  testnet4: '00000000da84f2bafbbc53dee25a72ae507ff4914b867c565be350b0da8bf043',
};

/** Reads the market's chains for its network (health's `network`). */
export type MarketChainsReader = (network: NetworkName) => Promise<MarketChains>;

/**
 * The server's health answer says `testnet` for both test chains (they share every address rule), so the chain
 * itself is asked: the server's Esplora proxy answers its block 0, whose hash names it. Nothing to configure, and
 * never out of step with the Esplora hosts the operator chose. A failed read is not remembered (the next connect
 * asks again) and meanwhile either test chain is taken.
 */
export function marketChainsReader(fetchImpl: Fetch, baseUrl: string): MarketChainsReader {
  let known: Promise<MarketTestnet | undefined> | undefined;
  const readTestnet = async (): Promise<MarketTestnet | undefined> => {
    const response = await fetchImpl(`${baseUrl.replace(/\/+$/, '')}/mempool/api/block-height/0`);
    const hash = response.ok ? (await response.text()).trim() : '';
    return (Object.keys(testnetGenesisHashes) as MarketTestnet[]).find((name) => testnetGenesisHashes[name] === hash);
  };
  return async (network) => {
    if (network !== 'testnet') return marketChainsOf(network);
    known ??= readTestnet().catch(() => undefined);
    const testnet = await known;
    if (testnet === undefined) known = undefined;
    return marketChainsOf(network, testnet);
  };
}
