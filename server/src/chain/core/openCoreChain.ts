import type { Logger } from 'pino';
import type { ServerConfig } from '../../config/config';
import type { ChainSource } from '../ChainSource';
import { ChainHttp } from '../esplora/ChainHttp';
import type { EsploraTuning } from '../esplora/openEsploraChain';
import { coreChain } from './coreChain';
import { CoreRpc, type CoreCredentials } from './CoreRpc';

type CoreSettings = Pick<
  ServerConfig,
  'NETWORK' | 'BITCOIN_RPC_COOKIE_FILE' | 'BITCOIN_RPC_USER' | 'BITCOIN_RPC_PASSWORD' | 'FEE_SOURCE'
>;

/**
 * The credentials bitcoind takes, in the order an operator would expect: the cookie file, then user and password,
 * then a user and password written into the URL. The URL handed on never carries them, so no log or error shows them.
 */
export function coreEndpoint(
  rpcUrl: string,
  config: CoreSettings,
): { host: string; path: string; credentials: CoreCredentials } {
  const url = new URL(rpcUrl);
  const inUrl = { user: decodeURIComponent(url.username), password: decodeURIComponent(url.password) };
  url.username = '';
  url.password = '';
  const endpoint = { host: url.origin, path: url.pathname };
  if (config.BITCOIN_RPC_COOKIE_FILE !== undefined) {
    return { ...endpoint, credentials: { kind: 'cookie', path: config.BITCOIN_RPC_COOKIE_FILE } };
  }
  if (config.BITCOIN_RPC_USER !== undefined && config.BITCOIN_RPC_PASSWORD !== undefined) {
    return {
      ...endpoint,
      credentials: { kind: 'password', user: config.BITCOIN_RPC_USER, password: config.BITCOIN_RPC_PASSWORD },
    };
  }
  if (inUrl.user !== '' && inUrl.password !== '') return { ...endpoint, credentials: { kind: 'password', ...inUrl } };
  throw new Error(
    "Invalid server configuration. BITCOIN_RPC_URL needs credentials: set BITCOIN_RPC_COOKIE_FILE (bitcoind's .cookie), or BITCOIN_RPC_USER and BITCOIN_RPC_PASSWORD.",
  );
}

/** The RPC client of config.BITCOIN_RPC_URL. */
export function openCoreRpc(rpcUrl: string, config: CoreSettings, log: Logger, tuning: EsploraTuning): CoreRpc {
  const { host, path, credentials } = coreEndpoint(rpcUrl, config);
  const http = new ChainHttp({
    ...tuning,
    service: 'Bitcoin Core',
    hosts: [host],
    log: log.child({ module: 'bitcoind' }),
  });
  log.info({ network: config.NETWORK, host, credentials: credentials.kind }, 'chain: Bitcoin Core');
  return new CoreRpc(http, path, credentials);
}

/**
 * The chain through bitcoind, with `addressReads` (Esplora) for what bitcoind does not index and, when FEE_SOURCE
 * says so, for fee quotes. `observe` names each part's failures after its own source.
 */
export function openCoreChain(
  rpc: CoreRpc,
  config: CoreSettings,
  addressReads: ChainSource,
  observe: <Service extends object>(service: Service, name: string) => Service,
): ChainSource {
  const core = observe(coreChain(rpc), 'Bitcoin Core');
  const esplora = observe(addressReads, 'Esplora');
  return {
    ...esplora,
    ...core,
    ...(config.FEE_SOURCE === 'esplora' ? { recommendedFees: () => esplora.recommendedFees() } : {}),
  };
}
