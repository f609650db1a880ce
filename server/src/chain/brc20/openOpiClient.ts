import type { Logger } from 'pino';
import type { ServerConfig } from '../../config/config';
import { ChainHttp, type ChainHttpOptions } from '../esplora/ChainHttp';
import { OpiClient } from './OpiClient';

export type OpiClientTuning = Omit<ChainHttpOptions, 'service' | 'hosts' | 'log' | 'headers'>;

/** The OPI API at config.BRC20_URL, or undefined when none is configured. */
export function openOpiClient(
  config: Pick<ServerConfig, 'BRC20_URL'>,
  log: Logger,
  tuning: OpiClientTuning = {},
): OpiClient | undefined {
  if (config.BRC20_URL === undefined) return undefined;
  return new OpiClient(
    new ChainHttp({ ...tuning, service: 'BRC-20', hosts: [config.BRC20_URL], log: log.child({ module: 'brc20' }) }),
  );
}
