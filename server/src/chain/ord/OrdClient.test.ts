import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChainResponseError, ChainUnavailable } from '../esplora/chainHttpErrors';
import { manualClock } from '../esplora/testing/manualClock';
import { loadRecordings, recording, replayAll } from '../esplora/testing/recordings';
import { startReplayServer, type ReplayServer } from '../esplora/testing/replayServer';
import type { OrdClient } from './OrdClient';
import { openOrdClient } from './openOrdClient';

const recordings = loadRecordings(new URL('./recorded', import.meta.url).pathname);
const body = (name: string) => recording(recordings, name).response.body as Record<string, unknown>;
const inscriptionId = body('inscription').id as string;
const legacyId = body('inscription-legacy').id as string;
const outpoint = body('output').outpoint as string;

describe('OrdClient against recorded ord 0.2x answers', () => {
  let server: ReplayServer;
  let ord: OrdClient;

  beforeAll(async () => {
    server = await startReplayServer();
    replayAll(server, recordings);
    const client = openOrdClient({ ORD_URL: `${server.url}/` }, undefined, { clock: manualClock(), attempts: 2 });
    if (client === undefined) throw new Error('openOrdClient answered undefined with ORD_URL set');
    ord = client;
  });
  afterAll(() => server.close());

  it('is absent without ORD_URL', () => {
    expect(openOrdClient({ ORD_URL: undefined })).toBeUndefined();
  });

  it('reads an inscription, with sat numbers and the satpoint offset as bigint, asking for JSON', async () => {
    const inscription = await ord.inscription(inscriptionId);
    expect(inscription).toMatchObject({
      id: inscriptionId,
      number: 0,
      contentType: 'image/png',
      contentLength: 793,
      genesisHeight: 767430,
      genesisFee: 322,
      sat: 1252201400444387n,
      timestamp: 1671049920,
      value: 245770,
      parents: [],
    });
    expect(inscription?.satpoint).toEqual({ txid: outpoint.split(':')[0], vout: 1, offset: 0n });
    expect(server.requests.at(-1)?.headers.accept).toBe('application/json');
  });

  it('reads the older genesis_height / genesis_fee names and a missing sat', async () => {
    expect(await ord.inscription(legacyId)).toMatchObject({
      genesisHeight: 779832,
      genesisFee: 4830,
      sat: undefined,
      contentType: 'text/plain;charset=utf-8',
    });
  });

  it('reads an output with its inscriptions and sat ranges', async () => {
    const output = await ord.output(outpoint);
    expect(output).toMatchObject({
      outpoint,
      value: 245770,
      spent: false,
      indexed: true,
      inscriptions: [inscriptionId],
    });
    expect(output?.satRanges?.[0]).toEqual([1252201400444387n, 1252201400454387n]);
  });

  it("lists a block's inscriptions across pages", async () => {
    const ids = await ord.blockInscriptionIds(767430);
    expect(ids).toHaveLength(3);
    expect(ids?.[0]).toBe(inscriptionId);
    expect(server.requests.at(-1)?.path).toBe('/inscriptions/block/767430/1');
  });

  it('reads content bytes with their content type, and the indexed height', async () => {
    const content = await ord.content(legacyId);
    expect(content?.contentType).toBe('text/plain;charset=utf-8');
    expect(JSON.parse(new TextDecoder().decode(content?.body))).toMatchObject({ p: 'brc-20', tick: 'ordi' });
    expect(await ord.blockHeight()).toBe(840118);
  });

  it('answers undefined for unknown (404) and malformed ids', async () => {
    const unknown = `${'cd'.repeat(32)}i0`;
    expect(await ord.inscription(unknown)).toBeUndefined();
    expect(await ord.content(unknown)).toBeUndefined();
    expect(await ord.output(`${'cd'.repeat(32)}:0`)).toBeUndefined();
    expect(await ord.blockInscriptionIds(1)).toBeUndefined();
    const asked = server.requests.length;
    expect(await ord.inscription('../../r/blockheight')).toBeUndefined();
    expect(await ord.output('nope')).toBeUndefined();
    expect(server.requests.length).toBe(asked);
  });

  it('names the endpoint when ord answers another shape (its HTML page, a bad satpoint)', async () => {
    const id = `${'ef'.repeat(32)}i1`;
    server.route('GET', `/inscription/${id}`, { body: '<!doctype html><html>' });
    await expect(ord.inscription(id)).rejects.toThrow(/^ord GET \/inscription\/:id \(.+\) answered malformed JSON$/);
    server.route('GET', `/inscription/${id}`, {
      body: JSON.stringify({ ...body('inscription'), id, satpoint: 'nowhere' }),
    });
    const failure = ord.inscription(id);
    await expect(failure).rejects.toBeInstanceOf(ChainResponseError);
    await expect(failure).rejects.toThrow(/ord GET \/inscription\/:id .*satpoint: expected "txid:vout:offset"/);
  });

  it('retries a 503 and reports the outage when ord stays down', async () => {
    server.route('GET', '/r/blockheight', { status: 503 }, { body: '840119' });
    expect(await ord.blockHeight()).toBe(840119);
    server.route('GET', '/r/blockheight', { status: 503 });
    await expect(ord.blockHeight()).rejects.toBeInstanceOf(ChainUnavailable);
  });
});
