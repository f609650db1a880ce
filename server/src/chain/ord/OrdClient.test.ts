import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChainResponseError, ChainUnavailable } from '../esplora/chainHttpErrors';
import { manualClock } from '../esplora/testing/manualClock';
import { startReplayServer, type ReplayServer } from '../esplora/testing/replayServer';
import type { OrdClient } from './OrdClient';
import { openOrdClient } from './openOrdClient';
import {
  ordBlockHeight,
  ordBlockNotIndexed,
  ordBlockPageIds,
  ordBlockPages,
  ordContentNotFound,
  ordContentText,
  ordInscription,
  ordInscription016,
  ordInscriptionNotFound,
  ordInscriptionWithSat,
  ordOutput,
  ordOutputNotFound,
  ordOutputNotIndexed,
  ordOutputWithRunes,
  ordOutputWithRunes018,
  replayOrd,
  type OrdFixture,
} from './testing/ordFixtures';

/** The id or outpoint a fixture's path asks for. */
const asked = (fixture: OrdFixture) => fixture.path.split('/').at(-1) ?? '';
const answered = (fixture: OrdFixture) => JSON.parse(String(fixture.body)) as Record<string, unknown>;

describe("OrdClient against ord's own answers (ordFixtures: ord's tests and docs)", () => {
  let server: ReplayServer;
  let ord: OrdClient;

  beforeAll(async () => {
    server = await startReplayServer();
    replayOrd(server, [
      ordInscription,
      ordInscriptionWithSat,
      ordInscription016,
      ordInscriptionNotFound,
      ordOutput,
      ordOutputNotIndexed,
      ordOutputWithRunes,
      ordOutputWithRunes018,
      ordOutputNotFound,
      ...ordBlockPages,
      ordBlockNotIndexed,
      ordContentText,
      ordContentNotFound,
      ordBlockHeight,
    ]);
    const client = openOrdClient({ ORD_URL: `${server.url}/` }, undefined, { clock: manualClock(), attempts: 2 });
    if (client === undefined) throw new Error('openOrdClient answered undefined with ORD_URL set');
    ord = client;
  });
  afterAll(() => server.close());

  it('is absent without ORD_URL', () => {
    expect(openOrdClient({ ORD_URL: undefined })).toBeUndefined();
  });

  it("reads ord 0.27's inscription (docs example), asking for JSON", async () => {
    const inscription = await ord.inscription(asked(ordInscription));
    expect(inscription).toMatchObject({
      id: asked(ordInscription),
      number: 0,
      address: 'bc1ppth27qnr74qhusy9pmcyeaelgvsfky6qzquv9nf56gqmte59vfhqwkqguh',
      contentType: 'image/png',
      contentLength: 793,
      genesisHeight: 767430,
      genesisFee: 322,
      sat: undefined,
      timestamp: 1671049920,
      value: 606,
      parents: [],
      charms: [],
      metaprotocol: 'LOL-420',
    });
    expect(inscription?.children).toHaveLength(3);
    expect(inscription?.satpoint).toEqual({
      txid: '47c7260764af2ee17aa584d9c035f2e5429aefd96b8016cfe0e3f0bcf04869a3',
      vout: 0,
      offset: 0n,
    });
    expect(server.requests.at(-1)?.headers.accept).toBe('application/json');
  });

  it('reads the sat (as bigint) and charms of an ord run with --index-sats', async () => {
    expect(await ord.inscription(asked(ordInscriptionWithSat))).toMatchObject({
      sat: 5_000_000_000n,
      charms: ['coin', 'uncommon'],
      genesisHeight: 2,
      genesisFee: 138,
      value: 10_000,
      contentLength: 3,
      contentType: 'text/plain;charset=utf-8',
      metaprotocol: undefined,
    });
  });

  it("reads ord 0.16's inscription, with its single parent", async () => {
    expect(await ord.inscription(asked(ordInscription016))).toMatchObject({
      id: asked(ordInscription016),
      sat: 5_000_000_000n,
      genesisHeight: 2,
      genesisFee: 138,
      parents: [],
      charms: ['coin', 'uncommon'],
    });
  });

  it("reads ord 0.27's output with its inscriptions and sat ranges", async () => {
    const output = await ord.output(asked(ordOutput));
    expect(output).toMatchObject({
      outpoint: asked(ordOutput),
      value: 15_000_000_000,
      address: 'bc1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqq9e75rs',
      scriptPubkey: '00140000000000000000000000000000000000000000',
      spent: false,
      indexed: true,
      inscriptions: answered(ordOutput).inscriptions,
    });
    expect(output?.satRanges).toEqual([
      [5_000_000_000n, 10_000_000_000n],
      [10_000_000_000n, 15_000_000_000n],
      [15_000_000_000n, 20_000_000_000n],
    ]);
    expect(await ord.output(asked(ordOutputNotIndexed))).toMatchObject({
      indexed: false,
      inscriptions: [],
      satRanges: undefined,
    });
  });

  it('reads an output holding runes in both shapes ord has sent (a map since 0.18.4, pairs before)', async () => {
    expect(await ord.output(asked(ordOutputWithRunes))).toMatchObject({
      outpoint: asked(ordOutputWithRunes),
      value: 5_000_000_000,
      address: 'bcrt1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqdku202',
      indexed: true,
      inscriptions: [],
    });
    // 0.18 names no outpoint and sends the script's asm: the client fills in the outpoint it asked for.
    expect(await ord.output(asked(ordOutputWithRunes018))).toMatchObject({
      outpoint: asked(ordOutputWithRunes018),
      scriptPubkey: 'OP_0 OP_PUSHBYTES_20 0000000000000000000000000000000000000000',
      indexed: true,
      inscriptions: [],
    });
  });

  it("lists a block's inscriptions across ord's pages of 100", async () => {
    const before = server.requests.length;
    expect(await ord.blockInscriptionIds(102)).toEqual(ordBlockPageIds);
    expect(server.requests.slice(before).map(({ path }) => path)).toEqual([
      '/inscriptions/block/102',
      '/inscriptions/block/102/1',
    ]);
  });

  it('reads a block ord has not indexed as ord answers it: no inscriptions, not a 404', async () => {
    expect(await ord.blockInscriptionIds(900000)).toEqual([]);
  });

  it('reads content bytes with their content type, and the indexed height sent as text', async () => {
    const content = await ord.content(asked(ordContentText));
    expect(content?.contentType).toBe('text/plain;charset=utf-8');
    expect(new TextDecoder().decode(content?.body)).toBe('bar');
    expect(await ord.blockHeight()).toBe(866393);
  });

  it("answers undefined for what ord does not know (JSON null, ord's text 404s) and for malformed ids", async () => {
    expect(await ord.inscription(asked(ordInscriptionNotFound))).toBeUndefined();
    expect(await ord.output(asked(ordOutputNotFound))).toBeUndefined();
    expect(await ord.content(asked(ordContentNotFound))).toBeUndefined();
    const before = server.requests.length;
    expect(await ord.inscription('../../r/blockheight')).toBeUndefined();
    expect(await ord.output('nope')).toBeUndefined();
    expect(await ord.blockInscriptionIds(-1)).toBeUndefined();
    expect(server.requests.length).toBe(before);
  });

  it('names the endpoint when ord answers another shape (its HTML page, a bad satpoint)', async () => {
    const id = `${'ef'.repeat(32)}i1`;
    server.route('GET', `/inscription/${id}`, { body: '<!doctype html><html>' });
    await expect(ord.inscription(id)).rejects.toThrow(/^ord GET \/inscription\/:id \(.+\) answered malformed JSON$/);
    server.route('GET', `/inscription/${id}`, {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...answered(ordInscription), id, satpoint: 'nowhere' }),
    });
    const failure = ord.inscription(id);
    await expect(failure).rejects.toBeInstanceOf(ChainResponseError);
    await expect(failure).rejects.toThrow(/ord GET \/inscription\/:id .*satpoint: expected "txid:vout:offset"/);
  });

  it('retries a 503 and reports the outage when ord stays down', async () => {
    server.route(
      'GET',
      '/r/blockheight',
      { status: 503 },
      { headers: { ...ordBlockHeight.headers }, body: String(Number(ordBlockHeight.body) + 1) },
    );
    expect(await ord.blockHeight()).toBe(866394);
    server.route('GET', '/r/blockheight', { status: 503 });
    await expect(ord.blockHeight()).rejects.toBeInstanceOf(ChainUnavailable);
  });
});
