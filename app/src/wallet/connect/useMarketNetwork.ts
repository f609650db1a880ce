import { networkNames, type NetworkName } from '@ordmarket/protocol';
import { unknownHealth } from '../../api/unknownHealth';
import { useApi } from '../../api/useApi';

/** The chain the server runs (health's data.network); undefined until known. 'devnet' offers the devnet wallet. */
export function useMarketNetwork(): NetworkName | undefined {
  const { data } = useApi('/api/v1/health', {}, { emptyDefault: unknownHealth });
  return networkNames.find((name) => name === data.network);
}
