import type { Logger } from 'pino';
import { readsChainOverHttp, type ServerConfig } from '../config/config';
import type { DatabaseHandle } from '../db/database';
import type { ChainSource } from './ChainSource';
import { chainTuning } from './chainTuning';
import type { ChainSourceErrors } from './chainSourceErrors';
import type { Devnet } from './devnet/Devnet';
import { openDevnet } from './devnet/openDevnet';
import { openEsploraChain } from './esplora/openEsploraChain';
import { observed } from './observed';

export interface OpenedChain {
  readonly chain: ChainSource;
  readonly devnet: Devnet | undefined;
  close(): Promise<void>;
}

/**
 * The embedded devnet by default; Esplora (+ ord) for mainnet, testnet and signet, and for a devnet another
 * server runs (ESPLORA_URLS set). `errors` hears of every request the chain fails.
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
  const chain = observed(openEsploraChain(config, log, chainTuning(config)), 'Esplora', errors);
  return { chain, devnet: undefined, close: () => Promise.resolve() };
}
