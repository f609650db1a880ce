import type { Logger } from 'pino';
import type { ServerConfig } from '../../config/config';
import { ChainHttp, type ChainHttpOptions } from '../esplora/ChainHttp';
import { OrdClient } from './OrdClient';

export type OrdTuning = Omit<ChainHttpOptions, 'service' | 'hosts' | 'log' | 'headers'>;

/** The ord server at config.ORD_URL, or undefined when none is configured (the indexer then does without). */
export function openOrdClient(
  config: Pick<ServerConfig, 'ORD_URL'>,
  log?: Logger,
  tuning: OrdTuning = {},
): OrdClient | undefined {
  if (config.ORD_URL === undefined) return undefined;
  const http = new ChainHttp({
    ...tuning,
    service: 'ord',
    hosts: [config.ORD_URL],
    // Without it ord answers its HTML explorer pages.
    headers: { accept: 'application/json' },
    ...(log === undefined ? {} : { log: log.child({ module: 'ord' }) }),
  });
  return new OrdClient(http);
}
