import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fund, openTestDevnet, p2trWallet, p2wpkhWallet, spend } from '../chain/devnet/testing/devnetTestKit';
import type { OpenedDevnet } from '../chain/devnet/openDevnet';
import type { DatabaseHandle } from '../db/database';
import { listings } from '../db/schema';
import { testDatabases } from '../testing/testDatabases';
import type { Indexer } from './Indexer';
import { indexedRows, reveal, testIndexer, text } from './testing/indexerTestKit';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 60_000 });

const alice = p2wpkhWallet(41);
const bob = p2trWallet(42);
const carol = p2wpkhWallet(43);

describe.each(testDatabases)('a 3-block reorg on $name', (testDatabase) => {
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

  it('restores owners, balances and listings exactly, then follows the new branch', async () => {
    const brc20 = (json: object) => reveal(devnet, [text(JSON.stringify(json))], [{ ...alice, value: 546n }]);
    await brc20({ p: 'brc-20', op: 'deploy', tick: 'reor', max: '1000', lim: '1000' });
    await devnet.mine(1);
    await brc20({ p: 'brc-20', op: 'mint', tick: 'reor', amt: '1000' });
    await devnet.mine(1);
    const transfer = await brc20({ p: 'brc-20', op: 'transfer', tick: 'reor', amt: '400' });
    const nft = await reveal(devnet, [text('nft')], [{ ...bob, value: 546n }]);
    await devnet.mine(1);
    await indexer.syncToTip();
    const [nftCoin] = nft.outputs;
    const [transferCoin] = transfer.outputs;
    if (nftCoin === undefined || transferCoin === undefined) throw new Error('no outputs');
    await database.db.insert(listings).values({
      inscriptionId: `${nft.txid}i0`,
      sellerAddress: bob.address,
      sellerPaymentAddress: bob.address,
      priceSats: 5_000n,
      sellerPsbt: 'psbt',
      txid: nftCoin.txid,
      vout: nftCoin.vout,
      updatedAt: new Date('2026-01-01T00:00:00Z'),
    });
    const before = await indexedRows(database);

    const toCarol = spend(bob, [nftCoin], [{ script: carol.script, value: 430n }]);
    await devnet.broadcast(toCarol.toHex());
    await devnet.mine(1);
    await devnet.broadcast(spend(alice, [transferCoin], [{ script: carol.script, value: 300n }]).toHex());
    await devnet.mine(1);
    const back = spend(
      carol,
      [{ txid: toCarol.getId(), vout: 0, value: 430n, script: carol.script }],
      [{ script: alice.script, value: 300n }],
    );
    await devnet.broadcast(back.toHex());
    await devnet.mine(1);
    await indexer.syncToTip();
    const after = await indexedRows(database);
    expect(after.listings[0]?.status).toBe('invalid');
    expect(after.balances.map(({ address, available }) => [address, available])).toContainEqual([
      carol.address,
      400n * 10n ** 18n,
    ]);

    await devnet.rollback(3);
    await indexer.syncToTip();
    expect(await indexedRows(database)).toEqual(before);

    // The new branch: the same transactions come back from the mempool, in other blocks.
    await fund(devnet, carol, 1_000n);
    await devnet.mine(4);
    await indexer.syncToTip();
    const replayed = await indexedRows(database);
    const owners = (rows: typeof after) =>
      rows.inscriptions.map(({ inscriptionId, ownerAddress }) => [inscriptionId, ownerAddress]);
    expect(owners(replayed)).toEqual(owners(after));
    expect(replayed.balances).toEqual(after.balances);
    expect(replayed.listings.map(({ status }) => status)).toEqual(['invalid']);
    expect(replayed.blocks.at(-1)?.height).toBe(await devnet.tipHeight());
    // The hash chain was cut back to the fork and grew again over the new branch, block by block.
    expect(replayed.eventHashes.slice(0, before.eventHashes.length)).toEqual(before.eventHashes);
    expect(replayed.eventHashes.map(({ height }) => height)).toEqual(replayed.blocks.map(({ height }) => height));
    const events = (rows: typeof after) => rows.eventHashes.reduce((sum, { eventCount }) => sum + (eventCount ?? 0), 0);
    expect(events(replayed)).toBe(events(after));
  });
});
