import { networkNames, type NetworkName } from '@ordmarket/protocol';
import { useApi } from '../../api/useApi';

const unknownHealth = { network: '', tip_height: 0, indexed_height: null, database: 'pglite' } as const;

/** The chain the server runs (health's data.network); undefined until known. 'devnet' offers the devnet wallet. */
export function useMarketNetwork(): NetworkName | undefined {
  const { data } = useApi('/api/v1/health', {}, { emptyDefault: unknownHealth });
  return networkNames.find((name) => name === data.network);
}
