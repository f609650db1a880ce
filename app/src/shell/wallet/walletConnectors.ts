import { createContext, useContext } from 'react';
import { useAppServices } from '../../services/AppServicesContext';
import {
  devnetConnector,
  unisatConnector,
  xverseConnector,
  type DevnetConnector,
  type WalletConnector,
  type WalletName,
  type XverseConnector,
} from '../../wallet';

/** One connector per wallet the marketplace offers; the devnet wallet is offered only on the devnet. */
export interface WalletConnectors {
  readonly unisat: WalletConnector;
  readonly xverse: XverseConnector;
  readonly devnet: DevnetConnector;
}

export function connectorFor(connectors: WalletConnectors, walletName: WalletName): WalletConnector {
  return connectors[walletName];
}

/** The connectors of the browser: the extensions' injected APIs and the devnet wallet kept in `storage`. */
export function browserWalletConnectors(storage: Storage, apiBaseUrl: string): WalletConnectors {
  const fetchFromPage = (input: string, init?: RequestInit) => fetch(input, init);
  return {
    unisat: unisatConnector(),
    xverse: xverseConnector({ fetch: fetchFromPage, baseUrl: apiBaseUrl }),
    devnet: devnetConnector({ fetch: fetchFromPage, baseUrl: apiBaseUrl, storage }),
  };
}

/** Stories and tests provide their own connectors; the app leaves this empty and gets the browser's. */
export const WalletConnectorsContext = createContext<WalletConnectors | undefined>(undefined);

// One set per services object: connectors hold the connected session, so every component must share it.
const browserConnectors = new WeakMap<Storage, WalletConnectors>();

export function useWalletConnectors(): WalletConnectors {
  const provided = useContext(WalletConnectorsContext);
  const { storage } = useAppServices();
  if (provided) return provided;
  const known = browserConnectors.get(storage);
  if (known) return known;
  // The server that serves the app answers its API and its mempool proxy too (see main.tsx).
  const created = browserWalletConnectors(storage, window.location.origin);
  browserConnectors.set(storage, created);
  return created;
}
