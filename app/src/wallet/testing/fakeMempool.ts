import type { EsploraAddress, Fetch } from '../esplora';

/** Where the fake mempool is served from in tests. */
export const fakeMempoolBaseUrl = 'https://api.example.test';

/**
 * A stand-in for the server's mempool proxy as the Xverse connector reads it: an address's Esplora stats from
 * `stats` (404 for an address it does not know, as Esplora answers), every URL asked recorded.
 */
export class FakeMempool {
  readonly requested: string[] = [];

  constructor(private readonly stats: (address: string) => EsploraAddress | undefined = () => undefined) {}

  readonly fetch: Fetch = (input) => {
    this.requested.push(input);
    const address = decodeURIComponent(/\/address\/([^/]+)$/.exec(input)?.[1] ?? '');
    const answer = this.stats(address);
    return Promise.resolve(answer ? Response.json(answer) : new Response('Address not found', { status: 404 }));
  };
}
