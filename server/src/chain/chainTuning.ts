import type { ServerConfig } from '../config/config';

/** How long and how often the server asks Esplora, ord and the BRC-20 source before a request counts as failed. */
export const chainTuning = (
  config: Pick<ServerConfig, 'CHAIN_TIMEOUT_MS' | 'CHAIN_ATTEMPTS' | 'CHAIN_MAX_IN_FLIGHT'>,
) => ({
  timeoutMs: config.CHAIN_TIMEOUT_MS,
  attempts: config.CHAIN_ATTEMPTS,
  maxInFlight: config.CHAIN_MAX_IN_FLIGHT,
});
