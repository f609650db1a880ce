import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../esplora/testing/manualClock';
import { startReplayServer, type ReplayServer } from '../esplora/testing/replayServer';
import type { OpiClient } from './OpiClient';
import { openOpiClient } from './openOpiClient';

// Answers written as OPI's modules/brc20_api/api.js sends them: block_height and event_hash_version as bare text,
// get_hash_of_all_activity echoing the query's block_height as a string beside the trace hashes and indexer
// version, and activity_on_block's events as the Rust indexer stores them (serde's DisplayFromStr: numbers and
// flags as text), with `event_type` and `inscription_id` added.
const deployer = `5120${'a1'.repeat(32)}`;
const holder = `0014${'b0'.repeat(20)}`;
const id = (n: number) => `${n.toString(16).padStart(64, '0')}i0`;
const json = (body: unknown) => ({ headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const blockEvents = [
  {
    decimals: '18',
    deployer_pkScript: deployer,
    deployer_wallet: 'bc1p...',
    tick: 'ordi',
    original_tick: 'ORDI',
    max_supply: '21000000000000000000000000',
    limit_per_mint: '1000000000000000000000',
    is_self_mint: 'false',
    event_type: 'deploy-inscribe',
    inscription_id: id(1),
  },
  {
    minted_pkScript: holder,
    minted_wallet: '',
    tick: 'ordi',
    original_tick: 'ordi',
    amount: '1000000000000000000000',
    parent_id: '',
    event_type: 'mint-inscribe',
    inscription_id: id(2),
  },
  {
    source_pkScript: holder,
    source_wallet: '',
    spent_pkScript: null,
    spent_wallet: null,
    tick: 'ordi',
    original_tick: 'ordi',
    amount: '5',
    using_tx_id: 'ab'.repeat(32),
    event_type: 'transfer-transfer',
    inscription_id: id(3),
  },
  {
    predeployer_pkScript: deployer,
    predeployer_wallet: '',
    hash: 'cd'.repeat(32),
    block_height: '912680',
    event_type: 'predeploy-inscribe',
    inscription_id: id(4),
  },
];

describe("OpiClient against OPI's API shapes", () => {
  let server: ReplayServer;
  let opi: OpiClient;

  beforeAll(async () => {
    server = await startReplayServer();
    server.route('GET', '/v1/brc20/block_height', { body: '912700' });
    server.route('GET', '/v1/brc20/event_hash_version', { body: '3' });
    server.route(
      'GET',
      '/v1/brc20/get_hash_of_all_activity?block_height=912690',
      json({
        error: null,
        result: {
          cumulative_event_hash: 'ee'.repeat(32),
          block_event_hash: 'ff'.repeat(32),
          cumulative_trace_hash: null,
          block_trace_hash: null,
          indexer_version: 'opi-brc20-rust-indexer v0.5.0',
          block_height: '912690',
        },
      }),
    );
    server.route('GET', '/v1/brc20/activity_on_block?block_height=912690', json({ error: null, result: blockEvents }));
    server.route(
      'GET',
      '/v1/brc20/activity_on_block?block_height=912691',
      json({
        error: null,
        result: [{ source_pkScript: holder, event_type: 'brc20prog-deploy-inscribe', inscription_id: id(5) }],
      }),
    );
    server.route('GET', '/v1/brc20/activity_on_block?block_height=999999', {
      status: 400,
      ...json({ error: 'block not indexed yet', result: null }),
    });
    const client = openOpiClient({ BRC20_URL: server.url }, pino({ level: 'silent' }), {
      clock: manualClock(),
      attempts: 1,
    });
    if (client === undefined) throw new Error('openOpiClient answered undefined with BRC20_URL set');
    opi = client;
  });
  afterAll(() => server.close());

  it('is absent without BRC20_URL', () => {
    expect(openOpiClient({ BRC20_URL: undefined }, pino({ level: 'silent' }))).toBeUndefined();
  });

  it('reads the indexed height and the event hash version from their bare text', async () => {
    expect(await opi.blockHeight()).toBe(912_700);
    expect(await opi.eventHashVersion()).toBe(3);
  });

  it("reads a block's hashes, whose height api.js echoes as text", async () => {
    expect(await opi.hashesAt(912_690)).toEqual({
      blockEventHash: 'ff'.repeat(32),
      cumulativeEventHash: 'ee'.repeat(32),
    });
  });

  it("reads a block's events into what the ledger takes: amounts scaled, flags and heights as values", async () => {
    expect(await opi.activityOnBlock(912_690)).toEqual([
      {
        type: 'deploy-inscribe',
        inscriptionId: id(1),
        deployerPkscript: deployer,
        tick: 'ordi',
        originalTick: 'ORDI',
        maxSupply: 21_000_000n * 10n ** 18n,
        decimals: 18,
        limitPerMint: 1000n * 10n ** 18n,
        selfMint: false,
      },
      {
        type: 'mint-inscribe',
        inscriptionId: id(2),
        mintedPkscript: holder,
        tick: 'ordi',
        originalTick: 'ordi',
        amount: 1000n * 10n ** 18n,
        parentId: '',
      },
      {
        type: 'transfer-transfer',
        inscriptionId: id(3),
        sourcePkscript: holder,
        spentPkscript: null,
        tick: 'ordi',
        originalTick: 'ordi',
        amount: 5n,
      },
      {
        type: 'predeploy-inscribe',
        inscriptionId: id(4),
        predeployerPkscript: deployer,
        hash: 'cd'.repeat(32),
        height: 912_680,
      },
    ]);
  });

  it("refuses the programmable module's events by name, and a block OPI has not indexed", async () => {
    await expect(opi.activityOnBlock(912_691)).rejects.toThrow(
      /brc20prog-deploy-inscribe is an event of the BRC2\.0 programmable module, which this market does not follow/,
    );
    await expect(opi.activityOnBlock(999_999)).rejects.toThrow(/OPI has not indexed block 999999 yet/);
  });
});
