/** The part of Esplora's address answer the balances are read from (spec §7: chain_stats funded/spent sums). */
export interface EsploraAddressStats {
  readonly funded_txo_sum: number;
  readonly spent_txo_sum: number;
}

export interface EsploraAddress {
  readonly chain_stats: EsploraAddressStats;
  readonly mempool_stats?: EsploraAddressStats;
}

export interface EsploraUtxo {
  readonly txid: string;
  readonly vout: number;
  readonly value: number;
  readonly status: { readonly confirmed: boolean };
}

export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/** Unspent value: what the address received minus what it spent. */
export function unspentSats(stats: EsploraAddressStats): number {
  return stats.funded_txo_sum - stats.spent_txo_sum;
}

async function readJson<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`Mempool API returned ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * Esplora's REST API under `mempoolUrl` (the server's `/mempool/api` proxy, or its testnet variant).
 * `fetch` is injected so tests and the app pass their own.
 */
export function esploraClient(fetchImpl: Fetch, mempoolUrl: string) {
  const base = mempoolUrl.replace(/\/+$/, '');
  return {
    address: async (address: string) =>
      readJson<EsploraAddress>(await fetchImpl(`${base}/address/${encodeURIComponent(address)}`)),
    utxos: async (address: string) =>
      readJson<EsploraUtxo[]>(await fetchImpl(`${base}/address/${encodeURIComponent(address)}/utxo`)),
    recommendedFees: async () => readJson<{ halfHourFee: number }>(await fetchImpl(`${base}/v1/fees/recommended`)),
    /** Spec §8: a refusal reads 'Mempool API returned {status} {text}'. */
    broadcast: async (transactionHex: string) => {
      const response = await fetchImpl(`${base}/tx`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: transactionHex,
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`Mempool API returned ${response.status} ${text}`);
      return text.trim();
    },
  };
}

export type EsploraClient = ReturnType<typeof esploraClient>;
