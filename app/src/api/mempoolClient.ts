// The mempool (Esplora) service the app reads fees, UTXOs and raw transactions from and broadcasts to
// (spec §7 "Other"). Plain Esplora JSON and text, not API envelopes.
import { systemClock, type ClientClock } from './clientClock';

export interface RecommendedFees {
  readonly fastestFee: number;
  readonly halfHourFee: number;
  readonly hourFee: number;
  readonly economyFee: number;
  readonly minimumFee: number;
}

export interface Utxo {
  readonly txid: string;
  readonly vout: number;
  readonly value: number;
  readonly status: { readonly confirmed: boolean; readonly block_height?: number; readonly block_hash?: string };
}

export interface MempoolClientOptions {
  /** The service root, e.g. https://host/mempool/api (or its /mempool/testnet/api variant). */
  readonly baseUrl: string;
  readonly fetch?: typeof fetch;
  /** Spec §9: lookups retry every second until the service answers... */
  readonly retryMs?: number;
  /** ...but not forever: a transaction that never appears should end in an error the screen can show. */
  readonly maxAttempts?: number;
  readonly timeoutMs?: number;
  /** Times requests out and spaces retries; the system clock by default. */
  readonly clock?: ClientClock;
}

export interface MempoolClient {
  readonly recommendedFees: () => Promise<RecommendedFees>;
  readonly utxos: (address: string) => Promise<Utxo[]>;
  /** The raw transaction, once the service knows it (a just-broadcast one can take a moment). */
  readonly transactionHex: (txid: string) => Promise<string>;
  /** Answers the txid; a refusal rejects with 'Mempool API returned {status} {text}'. */
  readonly broadcast: (transactionHex: string) => Promise<string>;
  /** Whether a transaction is mined: asked once, undefined when the service does not know it (yet). */
  readonly isConfirmed: (txid: string) => Promise<boolean | undefined>;
}

export class MempoolError extends Error {
  override readonly name = 'MempoolError';
}

export function createMempoolClient(options: MempoolClientOptions): MempoolClient {
  const fetchMempool = options.fetch ?? globalThis.fetch.bind(globalThis);
  const root = options.baseUrl.replace(/\/+$/, '');
  const retryMs = options.retryMs ?? 1_000;
  const maxAttempts = options.maxAttempts ?? 30;
  const timeoutMs = options.timeoutMs ?? 20_000;
  const clock = options.clock ?? systemClock;

  const request = (path: string, init: RequestInit = {}) =>
    fetchMempool(`${root}${path}`, { ...init, signal: clock.timeout(timeoutMs) });

  /** GETs until the service answers 200, then reads the body; the last failure rejects. */
  const getUntilAvailable = async <Answer>(path: string, read: (response: Response) => Promise<Answer>) => {
    let failure: unknown;
    for (let attempt = 1; attempt <= maxAttempts; attempt++) {
      try {
        const response = await request(path);
        if (response.ok) return await read(response);
        failure = new MempoolError(`Mempool API returned ${response.status} ${await response.text()}`);
      } catch (error) {
        failure = error;
      }
      if (attempt < maxAttempts) await clock.sleep(retryMs);
    }
    throw failure;
  };

  return {
    recommendedFees: () =>
      getUntilAvailable('/v1/fees/recommended', async (response) => (await response.json()) as RecommendedFees),
    utxos: (address) =>
      getUntilAvailable(
        `/address/${encodeURIComponent(address)}/utxo`,
        async (response) => (await response.json()) as Utxo[],
      ),
    transactionHex: (txid) =>
      getUntilAvailable(`/tx/${encodeURIComponent(txid)}/hex`, async (response) => (await response.text()).trim()),
    isConfirmed: async (txid) => {
      const response = await request(`/tx/${encodeURIComponent(txid)}/status`);
      if (!response.ok) return undefined;
      const status = (await response.json()) as { confirmed?: unknown };
      return status.confirmed === true;
    },
    broadcast: async (transactionHex) => {
      const response = await request('/tx', {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: transactionHex,
      });
      const text = await response.text();
      if (response.status !== 200) throw new MempoolError(`Mempool API returned ${response.status} ${text}`);
      return text.trim();
    },
  };
}
