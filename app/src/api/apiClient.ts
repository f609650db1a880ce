import type { ApiBody, ApiData, ApiPath } from './apiCalls';
import { ApiCallError } from './ApiCallError';
import { systemClock, type ClientClock } from './clientClock';
import { envelopeCodes } from '@ordmarket/protocol';
import { postEnvelope, type Envelope } from './postEnvelope';
import { browserRefreshHandoff, type RefreshHandoff } from './refreshHandoff';
import { browserRefreshLock, type RefreshLock } from './refreshLock';
import { createSessionRenewal } from './sessionRenewal';
import type { TokenStore } from './tokenStore';

/** Spec §9: every API call gives up after 20 s; mint payment records are tried 3 times, 1 s apart. */
export const apiTimeoutMs = 20_000;
export const paymentRecordAttempts = 3;
export const paymentRecordRetryMs = 1_000;

export interface ApiClientOptions {
  /** The API host, e.g. https://api.example.com. */
  readonly baseUrl: string;
  readonly tokenStore: TokenStore;
  /** The refresh failed and the tokens are gone: the app warns 'Login expired, please log in again' and leaves protected routes. */
  readonly onSessionExpired: () => void;
  /** Shows a refusal or a failed call to the trader (the app words it in their language, with what to do). */
  readonly notify: (error: ApiCallError) => void;
  readonly fetch?: typeof fetch;
  /** Tests shorten these; the app keeps the spec's values. */
  readonly timeoutMs?: number;
  readonly paymentRecordRetryMs?: number;
  /** Times calls out and spaces payment record tries; the system clock by default. */
  readonly clock?: ClientClock;
  /** The client_id sent with refreshes. */
  readonly clientId?: string;
  /** Keeps the app's tabs from refreshing at once; the browser's Web Locks by default. */
  readonly refreshLock?: RefreshLock;
  /** What a refreshing tab leaves for the tabs that waited on the lock; the origin's IndexedDB by default. */
  readonly refreshHandoff?: RefreshHandoff;
}

export interface CallOptions {
  /** A longer or shorter limit for one call (spec: get_inscription_by_ids gives up after 10 s). */
  readonly timeoutMs?: number;
  /** The screen shows a refusal itself (e.g. under the field it names), so no toast repeats it. */
  readonly quiet?: boolean;
}

export interface ApiClient {
  /** Answers `data`, or rejects with ApiCallError after toasting it (spec §8 says which are kept quiet). */
  post<Path extends ApiPath>(path: Path, body: ApiBody<Path>, options?: CallOptions): Promise<ApiData<Path>>;
  /** A read that never rejects: a failed call answers `emptyDefault` (spec §8: empty items, total 0). */
  read<Path extends ApiPath>(path: Path, body: ApiBody<Path>, emptyDefault: ApiData<Path>): Promise<ApiData<Path>>;
  /**
   * Reports a payment transaction (update_order_txid): a payment already made must reach the server, so the
   * call is tried 3 times, 1 s apart, quietly; the last error rejects for the caller to show.
   */
  recordPayment<Path extends ApiPath>(path: Path, body: ApiBody<Path>): Promise<ApiData<Path>>;
}

/** The access token expired or is no longer valid: the session is refreshed once, quietly. */
const sessionExpiredCodes: readonly number[] = [envelopeCodes.accessTokenExpired, envelopeCodes.accessTokenInvalid];

/** Whether the trader should see this failure as a toast. */
function deservesToast(error: ApiCallError): boolean {
  const answeredByTheScreen: readonly number[] = [
    envelopeCodes.signInRequired,
    envelopeCodes.repeatMint,
    envelopeCodes.dummyUtxosNeeded,
    envelopeCodes.dummyUtxosPending,
    envelopeCodes.qrLoginUnknown,
  ];
  if (error.code !== undefined && answeredByTheScreen.includes(error.code)) return false;
  if (error.code !== undefined && sessionExpiredCodes.includes(error.code)) return false;
  return !error.isTimeout;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const fetchApi = options.fetch ?? globalThis.fetch.bind(globalThis);
  const timeoutMs = options.timeoutMs ?? apiTimeoutMs;
  const clock = options.clock ?? systemClock;
  const { tokenStore } = options;

  const exchange = (path: string, body: unknown, accessToken: string | undefined, limitMs = timeoutMs) =>
    postEnvelope({ fetch: fetchApi, baseUrl: options.baseUrl, path, body, accessToken, timeoutMs: limitMs, clock });

  const session = createSessionRenewal({
    tokenStore,
    clientId: options.clientId ?? 'ordmarket-web',
    onSessionExpired: options.onSessionExpired,
    requestTokens: (body) => exchange('/v1/oauth2/token', body, undefined),
    refreshLock: options.refreshLock ?? browserRefreshLock(),
    refreshHandoff: options.refreshHandoff ?? browserRefreshHandoff(),
  });

  const isExpired = (envelope: Envelope): boolean => sessionExpiredCodes.includes(envelope.code);

  /** One call, refreshing the session once when its token expired; rejects without toasting. */
  const call = async (path: string, body: unknown, callOptions: CallOptions = {}): Promise<unknown> => {
    const send = (token: string | undefined) => exchange(path, body, token, callOptions.timeoutMs);
    const usedToken = tokenStore.accessToken();
    let envelope = await send(usedToken);
    if (isExpired(envelope)) {
      if (await session.renew(usedToken)) envelope = await send(tokenStore.accessToken());
      else throw new ApiCallError(path, envelope.code, envelope.msg);
      // Fresh tokens refused at once: the session cannot be kept, and retrying again would loop.
      if (isExpired(envelope)) session.expire();
    }
    if (envelope.code !== envelopeCodes.success) throw new ApiCallError(path, envelope.code, envelope.msg);
    return envelope.data;
  };

  const toasting = async (path: string, body: unknown, callOptions?: CallOptions): Promise<unknown> => {
    try {
      return await call(path, body, callOptions);
    } catch (error) {
      if (error instanceof ApiCallError && !callOptions?.quiet && deservesToast(error)) {
        options.notify(error);
      }
      throw error;
    }
  };

  return {
    // The casts are the one place the schema's types meet the wire: the server validates `data` against them.
    post: async (path, body, callOptions) => (await toasting(path, body, callOptions)) as ApiData<typeof path>,
    read: async (path, body, emptyDefault) => {
      try {
        return (await toasting(path, body)) as ApiData<typeof path>;
      } catch {
        return emptyDefault;
      }
    },
    recordPayment: async (path, body) => {
      const retryMs = options.paymentRecordRetryMs ?? paymentRecordRetryMs;
      for (let attempt = 1; ; attempt++) {
        try {
          return (await call(path, body)) as ApiData<typeof path>;
        } catch (error) {
          if (attempt >= paymentRecordAttempts) throw error;
          await clock.sleep(retryMs);
        }
      }
    },
  };
}
