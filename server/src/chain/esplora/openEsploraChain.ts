import type { Logger } from 'pino';
import type { ServerConfig } from '../../config/config';
import type { ChainSource } from '../ChainSource';
import { ChainHttp, type ChainHttpOptions } from './ChainHttp';
import { defaultEsploraHosts } from './defaultEsploraHosts';
import { esploraChain } from './esploraChain';
import { EsploraClient } from './EsploraClient';

/** What tests may replace: the fetch, the clock, timeouts and retry limits. */
export type EsploraTuning = Omit<ChainHttpOptions, 'service' | 'hosts' | 'log'>;

/** The ChainSource for mainnet, testnet or signet: config.ESPLORA_URLS, else the network's public hosts. */
export function openEsploraChain(
  config: Pick<ServerConfig, 'NETWORK' | 'ESPLORA_URLS'>,
  log: Logger,
  tuning: EsploraTuning = {},
): ChainSource {
  const hosts = config.ESPLORA_URLS.length > 0 ? config.ESPLORA_URLS : defaultEsploraHosts[config.NETWORK];
  if (hosts.length === 0) {
    throw new Error(`No Esplora host for NETWORK=${config.NETWORK}: set ESPLORA_URLS.`);
  }
  const http = new ChainHttp({ ...tuning, service: 'Esplora', hosts, log: log.child({ module: 'esplora' }) });
  log.info({ network: config.NETWORK, hosts: http.hosts }, 'chain: Esplora');
  return esploraChain(new EsploraClient(http), config.NETWORK);
}
