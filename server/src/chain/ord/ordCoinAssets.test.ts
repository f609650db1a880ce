import { afterEach, describe, expect, it } from 'vitest';
import { manualClock } from '../esplora/testing/manualClock';
import { startReplayServer, type ReplayServer } from '../esplora/testing/replayServer';
import { openOrdClient } from './openOrdClient';
import pino from 'pino';
import { openEsploraChain } from '../esplora/openEsploraChain';
import { ordCoinAssets, requireCoinOracle, withCoinOracle } from './ordCoinAssets';

const servers: ReplayServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

const plain = `${'aa'.repeat(32)}:0`;
const inscribed = `${'bb'.repeat(32)}:1`;
const runic = `${'cc'.repeat(32)}:2`;
const unseen = `${'dd'.repeat(32)}:0`;

/** An output as ord 0.27 answers it (src/api.rs Output), with the fields the oracle reads set by the test. */
function output(outpoint: string, fields: Record<string, unknown>) {
  return {
    address: 'bc1pxwww0ct9ue7e8tdnlmug5m2tamfn7q06sahstg39ys4c9f3340qqxrdu9k',
    confirmations: 12,
    indexed: true,
    inscriptions: [],
    outpoint,
    runes: {},
    sat_ranges: null,
    script_pubkey: '5120339ce7e165e67d93adb3fef88a6d4beed33f01fa876f05a225242b82a631abc0',
    spent: false,
    transaction: outpoint.slice(0, 64),
    value: 10_000,
    ...fields,
  };
}

async function ordAnswering(outputs: unknown[], status: { rune_index: boolean }) {
  const server = await startReplayServer();
  servers.push(server);
  server.route('POST', '/outputs', { headers: { 'content-type': 'application/json' }, body: JSON.stringify(outputs) });
  server.route('GET', '/status', {
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ height: 900_000, inscription_index: true, sat_index: false, ...status }),
  });
  const ord = openOrdClient({ ORD_URL: server.url }, undefined, { clock: manualClock(), attempts: 1 });
  if (ord === undefined) throw new Error('no ord client');
  return { server, ord };
}

describe('ord as the coin-safety oracle', () => {
  it('on a real network vouches only for what ord has indexed, with a rune index, and holds nothing', async () => {
    const { ord, server } = await ordAnswering(
      [
        output(plain, {}),
        output(inscribed, { inscriptions: [`${'bb'.repeat(32)}i0`] }),
        output(runic, { runes: { 'UNCOMMON•GOODS': { amount: 2_000, divisibility: 0, symbol: '⧉' } } }),
        output(unseen, { indexed: false, confirmations: 0 }),
      ],
      { rune_index: true },
    );
    const verdicts = await ordCoinAssets(ord, 'mainnet')([plain, inscribed, runic, unseen]);
    expect(Object.fromEntries(verdicts)).toEqual({
      [plain]: { inscriptions: 'none', runes: 'none' },
      [inscribed]: { inscriptions: 'some', runes: 'none' },
      [runic]: { inscriptions: 'none', runes: 'some' },
      [unseen]: { inscriptions: 'unknown', runes: 'unknown' },
    });
    // One batch for the four, and /status once for the rune index.
    expect(server.requests.map(({ method, path }) => `${method} ${path}`)).toEqual(['POST /outputs', 'GET /status']);
    expect(JSON.parse(server.requests[0]?.body ?? '')).toEqual([plain, inscribed, runic, unseen]);
  });

  it('cannot vouch for runes where ord keeps no rune index, on a real network', async () => {
    const old = await ordAnswering([output(plain, { runes: [] })], { rune_index: false });
    expect((await ordCoinAssets(old.ord, 'signet')([plain])).get(plain)).toEqual({
      inscriptions: 'none',
      runes: 'unknown',
    });
    // ord 0.22.1 and later say so in the output itself.
    const recent = await ordAnswering([output(plain, { runes: null, inscriptions: null })], { rune_index: false });
    expect((await ordCoinAssets(recent.ord, 'signet')([plain])).get(plain)).toEqual({
      inscriptions: 'unknown',
      runes: 'unknown',
    });
    // On the devnet no rune can exist to be lost.
    expect((await ordCoinAssets(recent.ord, 'devnet')([plain])).get(plain)?.runes).toBe('none');
  });

  it('asks one by one where ord has no batch route, leaving out what ord does not know', async () => {
    const server = await startReplayServer();
    servers.push(server);
    server.route('GET', `/output/${plain}`, {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(output(plain, { runes: [] })),
    });
    const ord = openOrdClient({ ORD_URL: server.url }, undefined, { clock: manualClock(), attempts: 1 });
    if (ord === undefined) throw new Error('no ord client');
    const outputs = await ord.outputs([plain, unseen]);
    expect([...outputs.keys()]).toEqual([plain]);
    expect(outputs.get(plain)?.runes).toEqual([]);
    expect((await ordCoinAssets(ord, 'devnet')([plain, unseen])).get(unseen)).toEqual({
      inscriptions: 'unknown',
      runes: 'none',
    });
  });

  it('is required on every real network', () => {
    expect(() => requireCoinOracle({ NETWORK: 'signet', ORD_URL: undefined })).toThrow(
      'Invalid server configuration. ORD_URL: required on NETWORK=signet',
    );
    expect(() => requireCoinOracle({ NETWORK: 'mainnet', ORD_URL: 'http://ord.internal' })).not.toThrow();
    expect(() => requireCoinOracle({ NETWORK: 'devnet', ORD_URL: undefined })).not.toThrow();
  });

  it("lists a collector's wallet from ord's address index where electrs refuses to list over its limit", async () => {
    const collector = 'bc1pxwww0ct9ue7e8tdnlmug5m2tamfn7q06sahstg39ys4c9f3340qqxrdu9k';
    const esplora = await startReplayServer();
    servers.push(esplora);
    // mempool/electrs src/errors.rs TooManyUtxos, answered 400 as text by its rest.rs.
    esplora.route('GET', `/address/${collector}/utxo`, {
      status: 400,
      body: 'Too many unspent transaction outputs (>500). Contact support to raise limits.',
    });
    const { ord, server } = await ordAnswering([], { rune_index: true });
    server.route('GET', `/outputs/${collector}`, {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([
        output(plain, { confirmations: 3 }),
        output(inscribed, { confirmations: 0, indexed: false }),
        output(runic, { spent: true }),
      ]),
    });
    server.route('GET', '/r/blockheight', { body: '900100' });
    const chain = withCoinOracle(
      openEsploraChain({ NETWORK: 'mainnet', ESPLORA_URLS: [esplora.url] }, pino({ level: 'silent' }), {
        clock: manualClock(),
        attempts: 1,
      }),
      ord,
    );
    expect(await chain.addressUtxos(collector)).toEqual([
      { txid: 'aa'.repeat(32), vout: 0, value: 10_000, status: { confirmed: true, block_height: 900_098 } },
      { txid: 'bb'.repeat(32), vout: 1, value: 10_000, status: { confirmed: false } },
    ]);

    // An ord without --index-addresses cannot: the error says what to run it with.
    server.route('GET', `/outputs/${collector}`, { status: 404, body: 'this server has no address index' });
    await expect(chain.addressUtxos(collector)).rejects.toThrow(/run it with --index-addresses/);
  });
});
