import type { Logger } from 'pino';
import type { ServerConfig } from '../../config/config';
import { ChainHttp, type ChainHttpOptions } from '../esplora/ChainHttp';
import { Brc20Source } from './Brc20Source';

export type Brc20SourceTuning = Omit<ChainHttpOptions, 'service' | 'hosts' | 'log' | 'headers'>;

/** The BRC-20 indexer at config.BRC20_URL, or undefined when none is configured. */
export function openBrc20Source(
  config: Pick<ServerConfig, 'BRC20_URL'>,
  log: Logger,
  tuning: Brc20SourceTuning = {},
): Brc20Source | undefined {
  if (config.BRC20_URL === undefined) return undefined;
  return new Brc20Source(
    new ChainHttp({ ...tuning, service: 'BRC-20', hosts: [config.BRC20_URL], log: log.child({ module: 'brc20' }) }),
  );
}
