import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { bytesToHex } from '@ordmarket/protocol';
import { p2trWallet, p2wpkhWallet, spend } from '../chain/devnet/testing/devnetTestKit';
import type { DatabaseHandle } from '../db/database';
import { reveal, text } from './testing/indexerTestKit';
import type { RunningServer } from '../startServer';
import { testDatabases } from '../testing/testDatabases';
import { startTestServer } from '../testing/startTestServer';
import { openOrdClient } from '../chain/ord/openOrdClient';
import type { OrdClient } from '../chain/ord/OrdClient';

const [pglite] = testDatabases;
const alice = p2wpkhWallet(31);
const bob = p2trWallet(32);

/** ord 0.27's api::Inscription and api::Output fields, in the order serde writes them (src/api.rs). */
const inscriptionFields = [
  'address',
  'charms',
  'child_count',
  'children',
  'content_length',
  'content_type',
  'effective_content_type',
  'fee',
  'height',
  'id',
  'metaprotocol',
  'next',
  'number',
  'parents',
  'previous',
  'properties',
  'rune',
  'sat',
  'satpoint',
  'timestamp',
  'value',
];
const outputFields = [
  'address',
  'confirmations',
  'indexed',
  'inscriptions',
  'outpoint',
  'runes',
  'sat_ranges',
  'script_pubkey',
  'spent',
  'transaction',
  'value',
];
/** ord 0.27's StatusHtml fields (src/templates/status.rs). */
const statusFields = [
  'address_index',
  'blessed_inscriptions',
  'chain',
  'cursed_inscriptions',
  'height',
  'initial_sync_time',
  'inscription_index',
  'inscriptions',
  'json_api',
  'lost_sats',
  'minimum_rune_for_next_block',
  'rune_index',
  'runes',
  'sat_index',
  'started',
  'transaction_index',
  'unrecoverably_reorged',
  'uptime',
];

/** The devnet's ord routes, read through the very client a server on mainnet reads ord with, and raw. */
describe("the devnet's ord JSON API", () => {
  let database: DatabaseHandle;
  let server: RunningServer;
  let ord: OrdClient;
  beforeAll(async () => {
    if (!pglite) throw new Error('PGlite is always a test database');
    database = await pglite.open();
    // The indexer syncs when the test says, so a block can be mined and not yet indexed.
    server = await startTestServer(database, { INDEXER_POLL_MS: '3600000' });
    const client = openOrdClient({ ORD_URL: `${server.url}/ord` }, pino({ level: 'silent' }));
    if (client === undefined) throw new Error('ORD_URL is set');
    ord = client;
  }, 60_000);
  afterAll(async () => {
    await server.close();
    await database.close();
  });
  const devnet = () => {
    const { devnet: chain } = server.services;
    if (!chain) throw new Error('the test server runs the devnet');
    return chain;
  };
  const mineAndIndex = async () => {
    await devnet().mine(1);
    return server.services.indexer.syncToTip();
  };
  /** A request as ord's own client sends one: `Accept: application/json`. */
  const askJson = (path: string, init: { method?: string; body?: string; headers?: Record<string, string> } = {}) =>
    fetch(`${server.url}/ord${path}`, { ...init, headers: { accept: 'application/json', ...init.headers } });
  const json = async (path: string) => {
    const response = await askJson(path);
    expect(response.headers.get('content-type')).toBe('application/json');
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const postOutputs = (body: unknown, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
    askJson('/outputs', { method: 'POST', body: typeof body === 'string' ? body : JSON.stringify(body), headers });

  it('answers an inscription, its output, its block and its content as ord does, and follows it when it moves', async () => {
    const made = await reveal(devnet(), [text('hello ord')], [{ ...alice, value: 10_000n }]);
    const height = await mineAndIndex();
    const id = `${made.txid}i0`;
    expect(await ord.blockHeight()).toBe(height);
    const blockHeight = await fetch(`${server.url}/ord/r/blockheight`);
    expect(blockHeight.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await blockHeight.text()).toBe(String(height));

    const revealTx = await devnet().transaction(made.txid);
    const inscription = await json(`/inscription/${id}`);
    expect(inscription.status).toBe(200);
    expect(Object.keys(inscription.body)).toEqual(inscriptionFields);
    expect(inscription.body).toEqual({
      address: alice.address,
      charms: [],
      child_count: 0,
      children: [],
      content_length: 9,
      content_type: 'text/plain;charset=utf-8',
      effective_content_type: 'text/plain;charset=utf-8',
      fee: revealTx?.fee,
      height,
      id,
      metaprotocol: null,
      next: null,
      number: 0,
      parents: [],
      previous: null,
      properties: { gallery: [], attributes: { title: null, traits: {} } },
      rune: null,
      sat: null,
      satpoint: `${made.txid}:0:0`,
      timestamp: inscription.body.timestamp,
      value: 10_000,
    });
    // ord's query::Inscription also takes the inscription's number.
    expect((await json('/inscription/0')).body.id).toBe(id);
    expect(await ord.inscription(id)).toMatchObject({
      id,
      number: 0,
      address: alice.address,
      genesisHeight: height,
      genesisFee: revealTx?.fee,
      satpoint: { txid: made.txid, vout: 0, offset: 0n },
    });

    const output = await json(`/output/${made.txid}:0`);
    expect(Object.keys(output.body)).toEqual(outputFields);
    expect(output.body).toEqual({
      address: alice.address,
      confirmations: 1,
      indexed: true,
      inscriptions: [id],
      outpoint: `${made.txid}:0`,
      runes: null,
      sat_ranges: null,
      script_pubkey: bytesToHex(alice.script),
      spent: false,
      transaction: made.txid,
      value: 10_000,
    });
    expect(await ord.blockInscriptionIds(height)).toEqual([id]);
    const content = await ord.content(id);
    expect(content?.contentType).toBe('text/plain;charset=utf-8');
    expect(new TextDecoder().decode(content?.body)).toBe('hello ord');

    // Spent in the mempool: Core sees it spent, ord's index still holds it with its inscription.
    const [coin] = made.outputs;
    if (coin === undefined) throw new Error('no output');
    const moved = spend(alice, [coin], [{ script: bob.script, value: 9_000n }]);
    await devnet().broadcast(moved.toHex());
    expect((await json(`/output/${made.txid}:0`)).body).toMatchObject({
      spent: true,
      indexed: true,
      inscriptions: [id],
    });
    expect((await json(`/output/${moved.getId()}:0`)).body).toMatchObject({
      confirmations: 0,
      indexed: false,
      inscriptions: [],
      spent: false,
    });

    // Mined, not yet indexed: Core counts the confirmation, ord has not seen the block.
    await devnet().mine(1);
    expect((await json(`/output/${moved.getId()}:0`)).body).toMatchObject({ confirmations: 1, indexed: false });
    expect((await json(`/output/${made.txid}:0`)).body).toMatchObject({ confirmations: 2, indexed: true, spent: true });

    // Indexed: the spent output leaves ord's index (index.rs contains_output), the new one holds the inscription.
    await server.services.indexer.syncToTip();
    expect(await ord.inscription(id)).toMatchObject({
      address: bob.address,
      satpoint: { txid: moved.getId(), vout: 0, offset: 0n },
      value: 9_000,
      genesisHeight: height,
    });
    expect((await json(`/output/${made.txid}:0`)).body).toMatchObject({
      indexed: false,
      inscriptions: [],
      spent: true,
    });
    expect(await ord.output(`${moved.getId()}:0`)).toMatchObject({ inscriptions: [id], address: bob.address });

    // POST /outputs: every outpoint asked, in order, or 404 for the whole request when one is unknown.
    const both = await postOutputs([`${moved.getId()}:0`, `${made.txid.toUpperCase()}:0`]);
    expect(both.status).toBe(200);
    const outputs = (await both.json()) as Array<Record<string, unknown>>;
    expect(outputs.map((item) => [item.outpoint, item.indexed, item.inscriptions])).toEqual([
      [`${moved.getId()}:0`, true, [id]],
      [`${made.txid}:0`, false, []],
    ]);
    expect(Object.keys(outputs[0] ?? {})).toEqual(outputFields);
    const unknown = `${'0'.repeat(64)}:0`;
    const withUnknown = await postOutputs([`${moved.getId()}:0`, unknown]);
    expect(withUnknown.status).toBe(404);
    expect(await withUnknown.text()).toBe(`output ${unknown} not found`);
    expect((await postOutputs([`${moved.getId()}:0`], { 'content-type': 'text/plain' })).status).toBe(415);
    expect((await postOutputs('[1', undefined)).status).toBe(400);
    expect((await postOutputs(['nope'])).status).toBe(422);
    const withoutJson = await fetch(`${server.url}/ord/outputs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([`${moved.getId()}:0`]),
    });
    expect(withoutJson.status).toBe(404);
    expect(await withoutJson.text()).toBe('');
  });

  it('answers /status in JSON with the devnet index as it is: inscriptions, no sats, no runes', async () => {
    const tip = await server.services.indexer.syncToTip();
    const status = await json('/status');
    expect(status.status).toBe(200);
    expect(Object.keys(status.body)).toEqual(statusFields);
    expect(status.body).toMatchObject({
      address_index: false,
      chain: 'regtest',
      cursed_inscriptions: 0,
      height: tip,
      inscription_index: true,
      json_api: true,
      lost_sats: 0,
      rune_index: false,
      runes: 0,
      sat_index: false,
      transaction_index: false,
      unrecoverably_reorged: false,
    });
    expect(status.body.inscriptions).toBe(status.body.blessed_inscriptions);
    expect(status.body.inscriptions).toBeGreaterThan(0);
    expect(status.body.minimum_rune_for_next_block).toMatch(/^[A-Z]{12,13}$/);
    expect(status.body.started).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{3})?Z$/);
    const uptime = status.body.uptime as Record<string, unknown>;
    expect(Object.keys(uptime)).toEqual(['secs', 'nanos']);
    expect([typeof uptime.secs, typeof uptime.nanos]).toEqual(['number', 'number']);
    const page = await fetch(`${server.url}/ord/status`);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
  });

  it('pages a block of more than 100 inscriptions and knows nothing it has not indexed', async () => {
    const ids: string[] = [];
    for (let n = 0; n < 101; n += 1) {
      const made = await reveal(devnet(), [text(`page ${n}`)], [{ ...bob, value: 546n }]);
      ids.push(`${made.txid}i0`);
    }
    const [block] = await devnet().mine(1);
    if (block === undefined) throw new Error('no block');
    // Mined, not yet indexed: ord lists nothing for a block it has not indexed (200, not 404).
    expect(await ord.blockInscriptionIds(block.height)).toEqual([]);
    expect((await json(`/inscriptions/block/${block.height}`)).body).toEqual({ ids: [], more: false, page_index: 0 });
    expect(await ord.inscription(ids[0] ?? '')).toBeUndefined();
    await server.services.indexer.syncToTip();
    const listed = await ord.blockInscriptionIds(block.height);
    expect(listed).toHaveLength(101);
    expect([...(listed ?? [])].sort()).toEqual([...ids].sort());
    const first = await json(`/inscriptions/block/${block.height}`);
    expect(first.body).toMatchObject({ more: true, page_index: 0 });
    expect(first.body.ids).toHaveLength(100);
    expect((await json(`/inscriptions/block/${block.height}/1`)).body).toEqual({
      ids: listed?.slice(100),
      more: false,
      page_index: 1,
    });
    expect((await json(`/inscriptions/block/${block.height}/2`)).body).toEqual({ ids: [], more: false, page_index: 2 });
    const numbers = await Promise.all(
      (listed ?? []).slice(0, 3).map(async (id) => (await ord.inscription(id))?.number),
    );
    expect(numbers).toEqual([1, 2, 3]);
    // previous and next follow the inscription numbers.
    const second = await json(`/inscription/${listed?.[1] ?? ''}`);
    expect(second.body).toMatchObject({ previous: listed?.[0], next: listed?.[2] });

    const missing = await json(`/inscription/${'0'.repeat(64)}i0`);
    expect(missing).toEqual({ status: 404, body: null });
    expect(await ord.inscription(`${'0'.repeat(64)}i0`)).toBeUndefined();
    expect(await ord.output(`${'0'.repeat(64)}:0`)).toBeUndefined();
    expect(await ord.content(`${'0'.repeat(64)}i0`)).toBeUndefined();
    const outputMissing = await askJson(`/output/${'0'.repeat(64)}:0`);
    expect([outputMissing.status, await outputMissing.text()]).toEqual([404, `output ${'0'.repeat(64)}:0 not found`]);
    expect(outputMissing.headers.get('cache-control')).toBe('no-store');
    expect((await askJson('/inscription/not-an-id')).status).toBe(400);
    expect((await askJson('/output/nope')).status).toBe(400);
    expect((await askJson('/inscriptions/block/x')).status).toBe(400);
  });

  it('serves brotli-encoded content only to a client that accepts br, and ignores a parent the reveal does not spend', async () => {
    const body = new TextEncoder().encode('compressed '.repeat(200));
    const encoded = new Uint8Array(brotliCompressSync(body));
    const parent = await reveal(devnet(), [text('a would-be parent')], [{ ...alice, value: 1_000n }]);
    await mineAndIndex();
    const parentId = `${parent.txid}i0`;
    const made = await reveal(
      devnet(),
      [
        {
          contentType: 'text/plain;charset=utf-8',
          contentEncoding: 'br',
          body: encoded,
          metaprotocol: 'devnet-test',
          parents: [parentId],
        },
      ],
      [{ ...bob, value: 1_000n }],
    );
    await mineAndIndex();
    const id = `${made.txid}i0`;

    const refused = await fetch(`${server.url}/ord/content/${id}`, { headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(refused.status).toBe(406);
    expect(await refused.text()).toBe(
      'inscription content encoding `br` is not acceptable. `Accept-Encoding` header: `gzip, deflate`',
    );

    const served = await fetch(`${server.url}/ord/content/${id}`, { headers: { 'accept-encoding': 'br' } });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-encoding')).toBe('br');
    expect(served.headers.get('content-type')).toBe('text/plain;charset=utf-8');
    expect(served.headers.get('cache-control')).toBe('public, max-age=1209600, immutable');
    // fetch undoes the brotli it was sent: the bytes as inscribed, decoded.
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(body);

    // The envelope names a parent, but the reveal did not spend it: ord does not count it.
    const child = await json(`/inscription/${id}`);
    expect(child.body).toMatchObject({ parents: [], metaprotocol: 'devnet-test', content_length: encoded.length });
    expect((await json(`/inscription/${parentId}`)).body).toMatchObject({ child_count: 0, children: [] });
  });
});
