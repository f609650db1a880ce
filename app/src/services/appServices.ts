import { createToaster, type ToasterStore } from '@ordmarket/ui';
import i18next from 'i18next';
import { proxy } from 'valtio';
import { explainError } from '../errors/explainError';
import { createApiClient, type ApiClient } from '../api/apiClient';
import { createTokenStore, type TokenStore } from '../api/tokenStore';

/** Raised by the API client when a refresh failed: the shell warns and leaves protected routes. */
export interface SessionSignal {
  /** Counts expiries, so two in a row are two changes the shell sees. */
  expiries: number;
}

/** The app's long-lived parts, built once per page (or per story, with a fixture `fetch`). */
export interface AppServices {
  readonly api: ApiClient;
  readonly tokens: TokenStore;
  readonly toaster: ToasterStore;
  readonly session: SessionSignal;
  readonly storage: Storage;
  /** Where people reach this app, e.g. https://ordmarket.example: links for another device (the QR sign-in) point here. */
  readonly appOrigin: string;
}

export interface AppServicesOptions {
  readonly storage: Storage;
  /** The API host, e.g. the page's own origin (the server serves the app). */
  readonly apiBaseUrl: string;
  /** The page's origin in the browser; stories and tests name a fixed one. */
  readonly appOrigin: string;
  readonly fetch?: typeof fetch;
  /** Stories keep toasts up until the screenshot; the app uses the spec's 3 s. */
  readonly toaster?: ToasterStore;
}

export function createAppServices({
  storage,
  apiBaseUrl,
  appOrigin,
  fetch,
  toaster = createToaster(),
}: AppServicesOptions): AppServices {
  const tokens = createTokenStore(storage);
  const session = proxy<SessionSignal>({ expiries: 0 });
  const api = createApiClient({
    baseUrl: apiBaseUrl,
    tokenStore: tokens,
    notify: (error) => {
      // Worded when it happens, in the language the page is in by then.
      const { text, hint } = explainError(error, i18next.getFixedT(null, 'common'));
      toaster.show('error', text, hint);
    },
    onSessionExpired: () => {
      session.expiries += 1;
    },
    ...(fetch === undefined ? {} : { fetch }),
  });
  return { api, tokens, toaster, session, storage, appOrigin };
}
