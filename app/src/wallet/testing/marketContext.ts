import type { NetworkName } from '@ordmarket/protocol';
import { marketChainsOf, type MarketTestnet } from '../chain/marketChains';
import type { SessionContext } from '../session/connectedSession';

/** The session rules' context for a market on `network` (and, for testnet, its known test chain). */
export function marketContext(network: NetworkName, testnet?: MarketTestnet): SessionContext {
  return { marketNetwork: network, marketChains: marketChainsOf(network, testnet) };
}
