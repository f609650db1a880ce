import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChainResponseError } from '../esplora/chainHttpErrors';
import { manualClock } from '../esplora/testing/manualClock';
import { startReplayServer, type ReplayServer } from '../esplora/testing/replayServer';
import type { OrdClient } from './OrdClient';
import { openOrdClient } from './openOrdClient';
import {
  compressedInscriptionBody,
  fixtureReply,
  ordContentBrotli,
  ordContentNotAcceptable,
} from './testing/ordFixtures';

/**
 * ord's own test of an Accept-Encoding (src/subcommand/server/accept_encoding.rs `is_acceptable`): one of the
 * comma-separated entries, its parameters (`;q=...`) cut off and trimmed, is the encoding itself. q-values are not
 * read, so `br;q=0` is acceptable to ord too.
 */
function ordAccepts(acceptEncoding: string | string[] | undefined, encoding: string): boolean {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  return header.split(',').some((entry) => (entry.split(';')[0] ?? '').trim() === encoding);
}

const id = ordContentBrotli.path.slice('/content/'.length);

/**
 * An inscription stored brotli-encoded (`content-encoding: br` in its envelope, as `ord wallet inscribe --compress`
 * writes it): ord serves the stored bytes only to a client whose Accept-Encoding names `br`, and answers 406
 * otherwise unless it runs with --decompress. OrdClient.content() must name `br` and hand back the bytes inscribed.
 */
describe('OrdClient.content() of a brotli-encoded inscription', () => {
  let server: ReplayServer;
  let ord: OrdClient;

  beforeAll(async () => {
    server = await startReplayServer();
    const client = openOrdClient({ ORD_URL: server.url }, undefined, { clock: manualClock(), attempts: 1 });
    if (client === undefined) throw new Error('ORD_URL is set');
    ord = client;
  });
  afterAll(() => server.close());

  it('asks with an Accept-Encoding ord accepts br by, and answers the decoded bytes', async () => {
    server.route('GET', ordContentBrotli.path, fixtureReply(ordContentBrotli));
    const content = await ord.content(id);
    const request = server.requests.at(-1);
    expect(request?.path).toBe(ordContentBrotli.path);
    expect(ordAccepts(request?.headers['accept-encoding'], 'br')).toBe(true);
    expect(content?.contentType).toBe('text/plain;charset=utf-8');
    expect(content?.body.length).toBe(compressedInscriptionBody.length);
    expect(content?.body).toEqual(compressedInscriptionBody);
  });

  it("fails naming ord's refusal when ord still will not send the encoding (406)", async () => {
    server.route('GET', ordContentBrotli.path, fixtureReply(ordContentNotAcceptable));
    const failure = ord.content(id);
    await expect(failure).rejects.toBeInstanceOf(ChainResponseError);
    await expect(failure).rejects.toThrow(/406: inscription content encoding `br` is not acceptable/);
  });
});
