import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bytesToHex } from '@ordmarket/protocol';
import { storedEventHashes } from '../../indexer/brc20/eventHashes';
import { p2trWallet, p2wpkhWallet, spend } from './devnetTestKit';
import type { DatabaseHandle } from '../../db/database';
import { reveal, text } from '../../indexer/indexerTestKit';
import type { RunningServer } from '../../startServer';
import { testDatabases } from '../../testing/testDatabases';
import { startTestServer } from '../../testing/startTestServer';

const [pglite] = testDatabases;
const alice = p2wpkhWallet(33);
const carol = p2trWallet(34);
const tokens = (whole: bigint) => (whole * 10n ** 18n).toString();

describe("the devnet's BRC-20 indexer API", () => {
  let database: DatabaseHandle;
  let server: RunningServer;
  let transferOutput = '';
  const heights: Record<'deployed' | 'minted' | 'inscribed' | 'sent', number> = {
    deployed: 0,
    minted: 0,
    inscribed: 0,
    sent: 0,
  };
  const get = async (path: string) => {
    const answer = await fetch(`${server.url}/brc20/v1/${path}`);
    return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
  };
  const devnet = () => {
    const { devnet: chain } = server.services;
    if (!chain) throw new Error('the test server runs the devnet');
    return chain;
  };
  const mineAndIndex = async () => {
    await devnet().mine(1);
    return server.services.indexer.syncToTip();
  };
  const brc20 = (json: object) => reveal(devnet(), [text(JSON.stringify(json))], [{ ...alice, value: 546n }]);

  beforeAll(async () => {
    if (!pglite) throw new Error('PGlite is always a test database');
    database = await pglite.open();
    server = await startTestServer(database, { INDEXER_POLL_MS: '3600000', INDEXER_UNDO_DEPTH: '5' });
    await brc20({ p: 'brc-20', op: 'deploy', tick: 'srce', max: '21000', lim: '1000' });
    heights.deployed = await mineAndIndex();
    await brc20({ p: 'brc-20', op: 'mint', tick: 'srce', amt: '1000' });
    heights.minted = await mineAndIndex();
    const transfer = await brc20({ p: 'brc-20', op: 'transfer', tick: 'srce', amt: '400' });
    heights.inscribed = await mineAndIndex();
    const [coin] = transfer.outputs;
    if (coin === undefined) throw new Error('no transfer output');
    transferOutput = `${coin.txid}:${coin.vout}`;
    await devnet().broadcast(spend(alice, [coin], [{ script: carol.script, value: 400n }]).toHex());
    heights.sent = await mineAndIndex();
  }, 60_000);
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  it('answers the ledger as it stood after each block the undo still reaches', async () => {
    expect(await get('height')).toEqual({ status: 200, body: { height: heights.sent } });
    const before = await storedEventHashes(database.db, heights.deployed - 1);
    expect((await get(`ledger/${heights.deployed - 1}/tokens`)).body).toEqual({
      height: heights.deployed - 1,
      cumulative_event_hash: before?.cumulativeEventHash,
      block_event_hash: before?.blockEventHash,
      total: 0,
      items: [],
    });
    const deployed = (await get(`ledger/${heights.deployed}/tokens`)).body.items as Array<Record<string, unknown>>;
    expect(deployed).toEqual([
      expect.objectContaining({
        tick: 'srce',
        original_tick: 'srce',
        max_supply: tokens(21_000n),
        remaining_supply: tokens(21_000n),
        burned_supply: '0',
        limit_per_mint: tokens(1_000n),
        decimals: 18,
      }),
    ]);
    expect(deployed[0]?.deployed_at).toBeGreaterThan(0);
    expect((await get(`ledger/${heights.minted}/tokens`)).body.items).toEqual([
      expect.objectContaining({ tick: 'srce', remaining_supply: tokens(20_000n), deployer: alice.address }),
    ]);

    const alicePkscript = bytesToHex(alice.script);
    const inscribed = await get(`ledger/${heights.inscribed}/balances`);
    const atInscribed = await storedEventHashes(database.db, heights.inscribed);
    expect(inscribed.body).toEqual({
      height: heights.inscribed,
      cumulative_event_hash: atInscribed?.cumulativeEventHash,
      block_event_hash: atInscribed?.blockEventHash,
      total: 1,
      items: [
        { tick: 'srce', pkscript: alicePkscript, overall_balance: tokens(1_000n), available_balance: tokens(600n) },
      ],
    });
    const pending = (await get(`ledger/${heights.inscribed}/transfers`)).body.items as Array<Record<string, string>>;
    // It has moved since; the ledger then still had it where it was inscribed.
    expect(pending).toEqual([
      expect.objectContaining({
        tick: 'srce',
        amount: tokens(400n),
        source_pkscript: alicePkscript,
        owner: alice.address,
        output: transferOutput,
        offset: '0',
        value: '546',
      }),
    ]);

    const sent = await get(`ledger/${heights.sent}/balances`);
    expect(sent.body.items).toEqual(
      [
        { tick: 'srce', pkscript: alicePkscript, overall_balance: tokens(600n), available_balance: tokens(600n) },
        {
          tick: 'srce',
          pkscript: bytesToHex(carol.script),
          overall_balance: tokens(400n),
          available_balance: tokens(400n),
        },
      ].sort((a, b) => (a.pkscript < b.pkscript ? -1 : 1)),
    );
    expect((await get(`ledger/${heights.sent}/transfers`)).body).toMatchObject({ total: 0, items: [] });
    const second = await get(`ledger/${heights.sent}/balances?offset=1&limit=1`);
    expect(second.body).toMatchObject({ total: 2, items: [(sent.body.items as unknown[])[1]] });
  });

  it('says when a height is not indexed yet, older than the undo kept, or not a height', async () => {
    expect(await get(`ledger/${heights.sent + 1}/balances`)).toEqual({
      status: 404,
      body: { error: 'not indexed yet', indexed_height: heights.sent },
    });
    for (let block = 0; block < 5; block += 1) await mineAndIndex();
    const tip = heights.sent + 5;
    // Undo is kept for the tip and the 5 blocks below it: the ledger reaches back to the block under them.
    expect((await get(`ledger/${tip - 6}/balances`)).status).toBe(200);
    expect(await get(`ledger/${tip - 7}/balances`)).toEqual({
      status: 410,
      body: { error: 'older than the undo kept', lowest_height: tip - 6 },
    });
    expect((await get('ledger/x/balances')).status).toBe(400);
    expect((await get(`ledger/${tip}/balances?limit=0`)).status).toBe(400);
  });
});
