import { useContext } from 'react';
import { useAppServices } from '../../services/AppServicesContext';
import type { AppServices } from '../../services/appServices';
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

/**
 * The browser's connectors for the services' `storage`, made once. The server that serves the app answers its
 * API and its mempool proxy too, at the page's own origin (see main.tsx); the services name it, so a page the
 * server renders (which has no window) makes them alike, untouched until an action asks.
 */
export function browserConnectorsFor({
  storage,
  appOrigin,
}: Pick<AppServices, 'storage' | 'appOrigin'>): WalletConnectors {
  const known = browserConnectors.get(storage);
  if (known) return known;
  const created = browserWalletConnectors(storage, appOrigin);
  browserConnectors.set(storage, created);
  return created;
}

export function useWalletConnectors(): WalletConnectors {
  const provided = useContext(WalletConnectorsContext);
  const services = useAppServices();
  return provided ?? browserConnectorsFor(services);
}
