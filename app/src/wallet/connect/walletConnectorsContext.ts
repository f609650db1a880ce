import { createContext, useCallback, useContext } from 'react';
import { useAppServices } from '../../services/AppServicesContext';
import type { DevnetConnector, MarketChainsReader, WalletConnector, WalletName, XverseConnector } from '..';

/** One connector per wallet the marketplace offers; the devnet wallet is offered only on the devnet. */
export interface WalletConnectors {
  readonly unisat: WalletConnector;
  readonly xverse: XverseConnector;
  readonly devnet: DevnetConnector;
  /** The chains the market takes wallets on, read from the same server the connectors read. */
  readonly readMarketChains: MarketChainsReader;
}

export function connectorFor(connectors: WalletConnectors, walletName: WalletName): WalletConnector {
  return connectors[walletName];
}

/** Stories and tests provide their own connectors; the app leaves this empty and gets the browser's. */
export const WalletConnectorsContext = createContext<WalletConnectors | undefined>(undefined);

/**
 * The connectors for an action (buy, mint) on a screen that must not carry the wallet code: they load, with
 * the wallet libraries and Bitcoin code, when the action first asks for them.
 */
export function useWalletConnectorsLoader(): () => Promise<WalletConnectors> {
  const provided = useContext(WalletConnectorsContext);
  const services = useAppServices();
  return useCallback(async () => {
    if (provided) return provided;
    const { browserConnectorsFor } = await import('./walletConnectors');
    return browserConnectorsFor(services);
  }, [provided, services]);
}
