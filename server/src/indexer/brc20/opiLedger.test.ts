import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { asc } from 'drizzle-orm';
import { blockEventHash, bytesToHex, cumulativeEventHash } from '@ordmarket/protocol';
import { fund, p2wpkhWallet, spend, testPrivateKey } from '../../chain/devnet/testing/devnetTestKit';
import type { DatabaseHandle } from '../../db/database';
import { brc20Balances, brc20EventHashes, brc20Ticks } from '../../db/schema';
import type { RunningServer } from '../../startServer';
import { startTestServer } from '../../testing/startTestServer';
import { testDatabases } from '../../testing/testDatabases';
import { reveal, text } from '../testing/indexerTestKit';
import { serverCurve } from '../../crypto/serverCurve';

vi.setConfig({ testTimeout: 90_000, hookTimeout: 60_000 });

const alice = p2wpkhWallet(31);
const bob = p2wpkhWallet(32);
const unit = 10n ** 18n;

/** OP_RETURN alone: OPI burns what is sent there. */
const bareOpReturn = Uint8Array.of(0x6a);
/** Pay-to-pubkey: a script with no address, which OPI credits like any other. */
function p2pkScript(): Uint8Array {
  const pubkey = serverCurve.pointFromScalar(testPrivateKey(33), true);
  if (pubkey === null) throw new Error('no public key');
  return Uint8Array.from([pubkey.length, ...pubkey, 0xac]);
}
const p2pk = p2pkScript();

describe.each(testDatabases)("the server's BRC-20 ledger under OPI's rules on $name", (testDatabase) => {
  let database: DatabaseHandle;
  let server: RunningServer;
  beforeEach(async () => {
    database = await testDatabase.open();
    server = await startTestServer(database);
  });
  afterEach(async () => {
    await server.close();
    await database.close();
  });

  const devnet = () => {
    const { devnet: running } = server.services;
    if (running === undefined) throw new Error('the test server runs the devnet');
    return running;
  };
  const inscribe = (json: object) => reveal(devnet(), [text(JSON.stringify(json))], [{ ...alice, value: 546n }]);
  const hashRows = () => database.db.select().from(brc20EventHashes).orderBy(asc(brc20EventHashes.height));
  const opi = async (path: string) => {
    const reply = await fetch(`${server.url}/v1/brc20/${path}`);
    return { status: reply.status, body: (await reply.json()) as { error: string | null; result: unknown } };
  };
  const activityHash = (height: number) => opi(`get_hash_of_all_activity?block_height=${height}`);

  it('hashes every block as OPI writes its events, chained from the first block, and answers OPI-shaped', async () => {
    await devnet().mine(1);
    const deploy = await inscribe({ p: 'brc-20', op: 'deploy', tick: 'HaSh', max: '1000', lim: '10', dec: '2' });
    await devnet().mine(1);
    const deployHeight = await devnet().tipHeight();
    const mint = await inscribe({ p: 'brc-20', op: 'mint', tick: 'hash', amt: '7.5' });
    await devnet().mine(1);
    const mintHeight = await devnet().tipHeight();
    await server.services.indexer.syncToTip();

    const tip = await devnet().tipHeight();
    const rows = await hashRows();
    expect(rows.map(({ height }) => height)).toEqual(Array.from({ length: tip + 1 }, (_, height) => height));
    const alicePkscript = bytesToHex(alice.script);
    // The strings OPI's event_generator writes for these two (EVENT_HASH_VERSION 3).
    const expected = new Map([
      [deployHeight, [`deploy-inscribe;${deploy.txid}i0;${alicePkscript};hash;HaSh;1000.00;2;10.00;false`]],
      [mintHeight, [`mint-inscribe;${mint.txid}i0;${alicePkscript};hash;hash;7.50;`]],
    ]);
    let cumulative: string | null = null;
    for (const row of rows) {
      const block = blockEventHash(expected.get(row.height) ?? []);
      cumulative = cumulativeEventHash(cumulative, block);
      const events = expected.get(row.height)?.length ?? 0;
      expect(row).toEqual({
        height: row.height,
        blockEventHash: block,
        cumulativeEventHash: cumulative,
        eventCount: events,
      });
    }

    expect(await activityHash(tip)).toEqual({
      status: 200,
      body: {
        error: null,
        result: {
          cumulative_event_hash: cumulative,
          block_event_hash: rows.at(-1)?.blockEventHash,
          cumulative_trace_hash: null,
          block_trace_hash: null,
          indexer_version: 'ordmarket',
          event_hash_version: 3,
          block_height: tip,
        },
      },
    });
    expect(await activityHash(tip + 1)).toEqual({
      status: 400,
      body: { error: 'block not indexed yet', result: null },
    });
    expect(await (await fetch(`${server.url}/v1/brc20/block_height`)).text()).toBe(String(tip));

    // The events as OPI's brc20_events keeps them, for another indexer to replay.
    expect(await opi(`activity_on_block?block_height=${deployHeight}`)).toEqual({
      status: 200,
      body: {
        error: null,
        result: [
          {
            event_type: 'deploy-inscribe',
            inscription_id: `${deploy.txid}i0`,
            decimals: '2',
            deployer_pkScript: alicePkscript,
            deployer_wallet: alice.address,
            tick: 'hash',
            original_tick: 'HaSh',
            max_supply: (1000n * unit).toString(),
            limit_per_mint: (10n * unit).toString(),
            is_self_mint: 'false',
          },
        ],
      },
    });
    expect((await opi(`activity_on_block?block_height=${mintHeight}`)).body.result).toEqual([
      {
        event_type: 'mint-inscribe',
        inscription_id: `${mint.txid}i0`,
        minted_pkScript: alicePkscript,
        minted_wallet: alice.address,
        tick: 'hash',
        original_tick: 'hash',
        amount: ((15n * unit) / 2n).toString(),
        parent_id: '',
      },
    ]);
    expect(await opi(`get_current_balance_of_wallet?ticker=HASH&address=${alice.address}`)).toEqual({
      status: 200,
      body: {
        error: null,
        result: {
          overall_balance: ((15n * unit) / 2n).toString(),
          available_balance: ((15n * unit) / 2n).toString(),
          block_height: tip,
        },
      },
    });
    expect(await opi(`get_current_balance_of_wallet?ticker=hash&pkscript=${bytesToHex(bob.script)}`)).toEqual({
      status: 400,
      body: { error: 'no balance found', result: null },
    });
  });

  it('burns a transfer sent to a bare OP_RETURN and credits one sent to a script with no address', async () => {
    await inscribe({ p: 'brc-20', op: 'deploy', tick: 'burn', max: '1000', lim: '100' });
    await devnet().mine(1);
    await inscribe({ p: 'brc-20', op: 'mint', tick: 'burn', amt: '100' });
    await devnet().mine(1);
    const toBurn = await inscribe({ p: 'brc-20', op: 'transfer', tick: 'burn', amt: '30' });
    const toPubkey = await inscribe({ p: 'brc-20', op: 'transfer', tick: 'burn', amt: '20' });
    await devnet().mine(1);
    const [burnCoin] = toBurn.outputs;
    const [pubkeyCoin] = toPubkey.outputs;
    if (burnCoin === undefined || pubkeyCoin === undefined) throw new Error('no outputs');
    const funding = await fund(devnet(), alice, 5_000n);
    // One transaction: each inscription's sat lands at the start of its own output, the burn holding value too.
    const outputs = [
      { script: bareOpReturn, value: 546n },
      { script: p2pk, value: 600n },
      { script: bob.script, value: 4_000n },
    ];
    const sent = await devnet().broadcast(spend(alice, [burnCoin, pubkeyCoin, funding], outputs).toHex());
    await devnet().mine(1);
    await server.services.indexer.syncToTip();

    const balances = await database.db
      .select({ pkscript: brc20Balances.pkscript, address: brc20Balances.address, available: brc20Balances.available })
      .from(brc20Balances)
      .orderBy(asc(brc20Balances.pkscript));
    expect(balances).toEqual(
      [
        { pkscript: bytesToHex(alice.script), address: alice.address, available: 50n * unit },
        { pkscript: bytesToHex(p2pk), address: null, available: 20n * unit },
      ].sort((a, b) => (a.pkscript < b.pkscript ? -1 : 1)),
    );
    const [tick] = await database.db.select().from(brc20Ticks);
    expect(tick).toMatchObject({ minted: 100n * unit, burned: 30n * unit, holders: 2 });
    const moves = await opi(`activity_on_block?block_height=${await devnet().tipHeight()}`);
    const moved = { source_pkScript: bytesToHex(alice.script), source_wallet: alice.address, tick: 'burn' };
    expect(moves.body.result).toEqual([
      expect.objectContaining({
        ...moved,
        event_type: 'transfer-transfer',
        inscription_id: `${toBurn.txid}i0`,
        spent_pkScript: '6a',
        // OPI's TransferTransferEvent: no wallet for a script without an address is None.
        spent_wallet: null,
        amount: (30n * unit).toString(),
        using_tx_id: sent,
      }),
      expect.objectContaining({
        ...moved,
        event_type: 'transfer-transfer',
        inscription_id: `${toPubkey.txid}i0`,
        spent_pkScript: bytesToHex(p2pk),
        spent_wallet: null,
        amount: (20n * unit).toString(),
        using_tx_id: sent,
      }),
    ]);
  });
});
