import type { NetworkName } from '@ordmarket/protocol';

/**
 * Public Esplora hosts used when ESPLORA_URLS is empty, in order of preference. The devnet has none: it
 * is embedded. Blockstream serves no signet, so signet has a single host.
 */
export const defaultEsploraHosts: Readonly<Record<NetworkName, readonly string[]>> = {
  mainnet: ['https://mempool.space/api', 'https://blockstream.info/api'],
  testnet: ['https://mempool.space/testnet/api', 'https://blockstream.info/testnet/api'],
  signet: ['https://mempool.space/signet/api'],
  devnet: [],
};
