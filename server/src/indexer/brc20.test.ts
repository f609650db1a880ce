import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fund, openTestDevnet, p2wpkhWallet, spend } from '../chain/devnet/testing/devnetTestKit';
import type { OpenedDevnet } from '../chain/devnet/openDevnet';
import type { DatabaseHandle } from '../db/database';
import { gt } from 'drizzle-orm';
import { brc20Activity, brc20Balances, brc20EventHashes, brc20Ticks, brc20TransferInscriptions } from '../db/schema';
import { testDatabases } from '../testing/testDatabases';
import type { Indexer } from './Indexer';
import { reveal, testIndexer, text } from './testing/indexerTestKit';

vi.setConfig({ testTimeout: 90_000, hookTimeout: 60_000 });

const alice = p2wpkhWallet(21);
const bob = p2wpkhWallet(22);
const unit = 10n ** 18n;

describe.each(testDatabases)('indexing BRC-20 on $name', (testDatabase) => {
  let database: DatabaseHandle;
  let devnet: OpenedDevnet;
  let indexer: Indexer;
  beforeEach(async () => {
    database = await testDatabase.open();
    devnet = await openTestDevnet(database);
    indexer = testIndexer(database, devnet);
  });
  afterEach(async () => {
    await indexer.close();
    await devnet.close();
    await database.close();
  });

  const inscribe = (json: object, to = alice) => reveal(devnet, [text(JSON.stringify(json))], [{ ...to, value: 546n }]);
  const balances = async () =>
    (await database.db.select().from(brc20Balances)).map(({ address, available, transferable }) => ({
      who: address === alice.address ? 'alice' : address === bob.address ? 'bob' : (address ?? 'no address'),
      available: available / unit,
      transferable: transferable / unit,
    }));

  it('deploys, mints, inscribes transfers and sends them; a transfer spent as fee returns to its sender', async () => {
    await inscribe({ p: 'brc-20', op: 'deploy', tick: 'ordi', max: '1000', lim: '100' });
    await devnet.mine(1);
    await inscribe({ p: 'brc-20', op: 'mint', tick: 'ordi', amt: '100' });
    await devnet.mine(1);
    const sent = await inscribe({ p: 'brc-20', op: 'transfer', tick: 'ordi', amt: '30' });
    const asFee = await inscribe({ p: 'brc-20', op: 'transfer', tick: 'ordi', amt: '20' });
    await inscribe({ p: 'brc-20', op: 'transfer', tick: 'ordi', amt: '500' });
    await devnet.mine(1);
    await indexer.syncToTip();
    expect(await balances()).toEqual([{ who: 'alice', available: 50n, transferable: 50n }]);
    const [tick] = await database.db.select().from(brc20Ticks);
    expect(tick).toMatchObject({
      tick: 'ordi',
      minted: 100n * unit,
      holders: 1,
      mintCount: 1,
      deployer: alice.address,
    });
    const transfers = await database.db.select().from(brc20TransferInscriptions);
    expect(
      transfers
        .map(({ amount, valid, used }) => ({ amount: amount / unit, valid, used }))
        .sort((a, b) => Number(a.amount - b.amount)),
    ).toEqual([
      { amount: 20n, valid: true, used: false },
      { amount: 30n, valid: true, used: false },
      { amount: 500n, valid: false, used: false },
    ]);

    const [sentCoin] = sent.outputs;
    const [feeCoin] = asFee.outputs;
    const funding = await fund(devnet, alice, 5_000n);
    if (sentCoin === undefined || feeCoin === undefined) throw new Error('no outputs');
    await devnet.broadcast(spend(alice, [sentCoin], [{ script: bob.script, value: 400n }]).toHex());
    // The transfer inscription is the last input, beyond the single 4,000-sat output: it goes to the miner.
    await devnet.broadcast(spend(alice, [funding, feeCoin], [{ script: bob.script, value: 4_000n }]).toHex());
    await devnet.mine(1);
    await indexer.syncToTip();
    expect((await balances()).sort((a, b) => a.who.localeCompare(b.who))).toEqual([
      { who: 'alice', available: 70n, transferable: 0n },
      { who: 'bob', available: 30n, transferable: 0n },
    ]);
    const kinds = (await database.db.select().from(brc20Activity)).map(({ kind, fromAddress, toAddress, amount }) => ({
      kind,
      from: fromAddress === alice.address ? 'alice' : fromAddress,
      to: toAddress === alice.address ? 'alice' : toAddress === bob.address ? 'bob' : toAddress,
      amount: amount === null ? null : amount / unit,
    }));
    expect(kinds).toEqual(
      expect.arrayContaining([
        { kind: 'deploy', from: null, to: 'alice', amount: null },
        { kind: 'mint', from: null, to: 'alice', amount: 100n },
        { kind: 'transfer', from: 'alice', to: null, amount: 30n },
        { kind: 'transfer', from: 'alice', to: 'bob', amount: 30n },
        { kind: 'transfer', from: 'alice', to: 'alice', amount: 20n },
      ]),
    );
    expect(kinds).toHaveLength(6);
  });

  it('stops, saying why, on an index whose blocks have no event hashes (built before the ledger followed OPI)', async () => {
    await inscribe({ p: 'brc-20', op: 'deploy', tick: 'olds', max: '1000', lim: '100' });
    await devnet.mine(2);
    await indexer.syncToTip();
    await indexer.close();
    // What an index from before keeps: its blocks, but hashes for none of them past genesis.
    await database.db.delete(brc20EventHashes).where(gt(brc20EventHashes.height, 0));
    indexer = testIndexer(database, devnet);
    await devnet.mine(1);
    await expect(indexer.syncToTip()).rejects.toThrow(/built before BRC-20 followed OPI/);
    expect(indexer.stoppedBecause()).toContain('Delete the data folder (DATA_DIR) or empty the database');
    await expect(indexer.syncToTip()).rejects.toThrow(/built before BRC-20 followed OPI/);
  });
});
