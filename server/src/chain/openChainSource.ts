import type { Logger } from 'pino';
import { readsChainOverHttp, type ServerConfig } from '../config/config';
import type { DatabaseHandle } from '../db/database';
import type { ChainSource } from './ChainSource';
import { chainTuning } from './chainTuning';
import type { ChainSourceErrors } from './chainSourceErrors';
import type { Devnet } from './devnet/Devnet';
import { openDevnet } from './devnet/openDevnet';
import { openCoreChain, openCoreRpc } from './core/openCoreChain';
import { openEsploraChain } from './esplora/openEsploraChain';
import { observed } from './observed';

export interface OpenedChain {
  readonly chain: ChainSource;
  readonly devnet: Devnet | undefined;
  close(): Promise<void>;
}

/**
 * The embedded devnet by default; for mainnet, testnet and signet, and for a devnet another server runs: Bitcoin Core
 * for blocks, broadcast and fees when BITCOIN_RPC_URL is set, with Esplora for addresses and spends; Esplora alone
 * otherwise. `errors` hears of every request each source fails, under its own name.
 */
export async function openChainSource(
  config: ServerConfig,
  database: DatabaseHandle,
  log: Logger,
  errors: ChainSourceErrors,
): Promise<OpenedChain> {
  if (!readsChainOverHttp(config)) {
    // The block timer starts once the server is ready (after seeding): see startServer.
    const devnet = await openDevnet(database, { log });
    return { chain: observed(devnet, 'devnet', errors), devnet, close: () => devnet.close() };
  }
  const tuning = chainTuning(config);
  if (config.BITCOIN_RPC_URL === undefined) {
    const chain = observed(openEsploraChain(config, log, tuning), 'Esplora', errors);
    return { chain, devnet: undefined, close: () => Promise.resolve() };
  }
  if (config.NETWORK === 'devnet' && config.ESPLORA_URLS.length === 0) {
    throw new Error(
      'Invalid server configuration. NETWORK=devnet with BITCOIN_RPC_URL also needs ESPLORA_URLS: bitcoind cannot answer address reads.',
    );
  }
  const rpc = openCoreRpc(config.BITCOIN_RPC_URL, config, log, tuning);
  // Bitcoin Core is watched first, so the health answer lists the sources in the order blocks come from them.
  const chain = openCoreChain(rpc, config, openEsploraChain(config, log, tuning), (service, name) =>
    observed(service, name, errors),
  );
  return { chain, devnet: undefined, close: () => Promise.resolve() };
}
