import type { Envelope } from './postEnvelope';
import type { RefreshHandoff } from './refreshHandoff';
import type { RefreshLock } from './refreshLock';
import type { SessionTokens, TokenStore } from './tokenStore';

export interface SessionRenewalOptions {
  readonly tokenStore: TokenStore;
  /** POSTs /v1/oauth2/token with the given body, answering its envelope. */
  readonly requestTokens: (body: {
    refresh_token: string;
    client_id: string;
    grant_type: 'refresh_token';
  }) => Promise<Envelope>;
  readonly clientId: string;
  readonly onSessionExpired: () => void;
  /** Keeps the app's other tabs from refreshing at the same time (browserRefreshLock). */
  readonly refreshLock: RefreshLock;
  /** Where a tab leaves the pair it refreshed into for the tabs that waited on the lock (browserRefreshHandoff). */
  readonly refreshHandoff: RefreshHandoff;
}

export interface SessionRenewal {
  /**
   * Called by a call whose access token (`usedToken`) came back expired; answers whether it may retry with the
   * stored tokens. Refresh tokens rotate and a reused one ends the whole session, so every call that expired
   * together waits on one refresh instead of sending its own, in this tab and across the app's tabs.
   */
  readonly renew: (usedToken: string | undefined) => Promise<boolean>;
  /** Ends the session locally: the tokens are forgotten and the app told once. */
  readonly expire: () => void;
}

const isSessionTokens = (data: unknown): data is SessionTokens =>
  typeof data === 'object' &&
  data !== null &&
  typeof (data as Partial<SessionTokens>).access_token === 'string' &&
  typeof (data as Partial<SessionTokens>).refresh_token === 'string';

export function createSessionRenewal(options: SessionRenewalOptions): SessionRenewal {
  const { tokenStore, refreshHandoff } = options;
  let renewing: Promise<boolean> | undefined;

  const expire = (): void => {
    tokenStore.clear();
    void refreshHandoff.forget();
    options.onSessionExpired();
  };

  const refresh = async (): Promise<boolean> => {
    const refreshToken = tokenStore.refreshToken();
    if (refreshToken === undefined) {
      expire();
      return false;
    }
    // A network failure rejects here and leaves the tokens alone: the next call can still refresh.
    const envelope = await options.requestTokens({
      refresh_token: refreshToken,
      client_id: options.clientId,
      grant_type: 'refresh_token',
    });
    if (envelope.code !== 0 || !isSessionTokens(envelope.data)) {
      expire();
      return false;
    }
    const pair = { access_token: envelope.data.access_token, refresh_token: envelope.data.refresh_token };
    tokenStore.save(pair);
    await refreshHandoff.record(refreshToken, pair);
    return true;
  };

  const renew = (usedToken: string | undefined): Promise<boolean> => {
    renewing ??= options
      .refreshLock(async () => {
        // Read once the lock is held: while this tab waited, another may have refreshed (its tokens are stored, to be
        // used, not swapped again) or ended the session. A call sent before an earlier refresh is in the same case.
        const current = tokenStore.accessToken();
        if (usedToken !== undefined && current !== usedToken) return current !== undefined;
        // This tab's storage may not show yet what the tab that held the lock stored: its handoff does.
        const refreshToken = tokenStore.refreshToken();
        const handedOver = refreshToken === undefined ? undefined : await refreshHandoff.pairFor(refreshToken);
        if (handedOver === undefined) return refresh();
        // The storage caught up meanwhile (with that pair, or with the session ended): it has the last word.
        if (tokenStore.refreshToken() !== refreshToken) return tokenStore.accessToken() !== undefined;
        tokenStore.save(handedOver);
        return true;
      })
      .finally(() => {
        renewing = undefined;
      });
    return renewing;
  };

  return { renew, expire };
}
