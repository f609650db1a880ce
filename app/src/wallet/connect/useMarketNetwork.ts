import { networkNames, type NetworkName } from '@ordmarket/protocol';
import type { ApiData } from '../../api/apiCalls';
import { healthRead } from '../../api/unknownHealth';
import { useApi } from '../../api/useApi';

/** The chain a health answer names (data.network), when it is one the market knows. */
export function marketNetworkOf(health: Pick<ApiData<'/api/v1/health'>, 'network'>): NetworkName | undefined {
  return networkNames.find((name) => name === health.network);
}

/** The chain the server runs (health's data.network); undefined until known. 'devnet' offers the devnet wallet. */
export function useMarketNetwork(): NetworkName | undefined {
  const { data } = useApi(healthRead.path, healthRead.body, { emptyDefault: healthRead.emptyDefault });
  return marketNetworkOf(data);
}
