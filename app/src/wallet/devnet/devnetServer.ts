import type { Fetch } from '../esplora';

interface Envelope<Data> {
  readonly code: number;
  readonly msg: string;
  readonly data: Data;
}

/** The marketplace server's calls the devnet wallet makes: its faucet and the inscription filter. */
export function devnetServer(fetchImpl: Fetch, baseUrl: string) {
  const post = async <Data>(path: string, body: unknown): Promise<Data> => {
    const response = await fetchImpl(`${baseUrl.replace(/\/+$/, '')}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const envelope = (await response.json()) as Envelope<Data>;
    if (envelope.code !== 0) throw new Error(envelope.msg);
    return envelope.data;
  };
  return {
    /** Pays `sats` from the devnet treasury to `address`; answers the txid. */
    faucet: async (address: string, sats: number) =>
      (await post<{ txid: string }>('/devnet/faucet', { address, sats })).txid,
    /** Of the given outputs (txid:vout), those holding inscriptions. */
    outputsWithInscriptions: async (outputs: readonly string[]) =>
      new Set(
        (await post<{ items: Array<{ output: string }> }>('/btc/ordinals/filter_inscription', { outputs })).items.map(
          (item) => item.output,
        ),
      ),
  };
}

export type DevnetServer = ReturnType<typeof devnetServer>;
