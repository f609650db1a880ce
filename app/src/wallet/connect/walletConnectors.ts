import { useContext } from 'react';
import { useAppServices } from '../../services/AppServicesContext';
import { devnetConnector, marketChainsReader, unisatConnector, xverseConnector } from '..';
import { WalletConnectorsContext, type WalletConnectors } from './walletConnectorsContext';

export { connectorFor, WalletConnectorsContext, type WalletConnectors } from './walletConnectorsContext';

/**
 * The connectors of the browser: the extensions' injected APIs, the devnet wallet kept in `storage`, and the
 * market's chains as its server's chain says.
 */
export function browserWalletConnectors(storage: Storage, apiBaseUrl: string): WalletConnectors {
  const fetchFromPage = (input: string, init?: RequestInit) => fetch(input, init);
  return {
    unisat: unisatConnector(),
    xverse: xverseConnector({ fetch: fetchFromPage, baseUrl: apiBaseUrl }),
    devnet: devnetConnector({ fetch: fetchFromPage, baseUrl: apiBaseUrl, storage }),
    readMarketChains: marketChainsReader(fetchFromPage, apiBaseUrl),
  };
}

// One set per services object: connectors hold the connected session, so every component must share it.
const browserConnectors = new WeakMap<Storage, WalletConnectors>();

/** The browser's connectors for `storage`, made once. */
export function browserConnectorsFor(storage: Storage): WalletConnectors {
  const known = browserConnectors.get(storage);
  if (known) return known;
  // The server that serves the app answers its API and its mempool proxy too (see main.tsx).
  const created = browserWalletConnectors(storage, window.location.origin);
  browserConnectors.set(storage, created);
  return created;
}

export function useWalletConnectors(): WalletConnectors {
  const provided = useContext(WalletConnectorsContext);
  const { storage } = useAppServices();
  return provided ?? browserConnectorsFor(storage);
}
