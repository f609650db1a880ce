import { count, max, min } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openTestDevnet, p2trWallet, p2wpkhWallet, spend, type Coin } from '../chain/devnet/testing/devnetTestKit';
import type { OpenedDevnet } from '../chain/devnet/openDevnet';
import type { DatabaseHandle } from '../db/database';
import { indexerBlocks, listings } from '../db/schema';
import { testDatabases } from '../testing/testDatabases';
import type { Indexer } from './Indexer';
import { indexedRows, reveal, testIndexer, text } from './testing/indexerTestKit';
import { ReorgBeyondUndo } from './ReorgBeyondUndo';

vi.setConfig({ testTimeout: 300_000, hookTimeout: 60_000 });

const alice = p2wpkhWallet(51);
const bob = p2trWallet(52);
const carol = p2wpkhWallet(53);

async function keptUndo(database: DatabaseHandle) {
  const [row] = await database.db
    .select({ rows: count(), lowest: min(indexerBlocks.height), highest: max(indexerBlocks.height) })
    .from(indexerBlocks);
  return row;
}

/** The index without its undo rows, which pruning and reorgs change on purpose. */
async function marketRows(database: DatabaseHandle) {
  const { blocks, ...rows } = await indexedRows(database);
  return { rows, blockHeights: blocks.map(({ height }) => height) };
}

function only<T>(values: readonly T[]): T {
  const [value] = values;
  if (value === undefined || values.length !== 1) throw new Error(`expected one value, got ${values.length}`);
  return value;
}

describe.each(testDatabases)('the undo window on $name', (testDatabase) => {
  let database: DatabaseHandle;
  let devnet: OpenedDevnet;
  let indexers: Indexer[];
  beforeEach(async () => {
    database = await testDatabase.open();
    devnet = await openTestDevnet(database);
    indexers = [];
  });
  afterEach(async () => {
    for (const indexer of indexers) await indexer.close();
    await devnet.close();
    await database.close();
  });
  const indexer = (undoDepth: number) => {
    const opened = testIndexer(database, devnet, undoDepth);
    indexers.push(opened);
    return opened;
  };
  /** What an index built from nothing over the same chain holds: where a reorg's undo must land. */
  const indexedAfresh = async () => {
    const fresh = await testDatabase.open();
    const afresh = testIndexer(fresh, devnet);
    try {
      await afresh.syncToTip();
      return (await marketRows(fresh)).rows;
    } finally {
      await afresh.close();
      await fresh.close();
    }
  };
  const brc20 = (json: object) => reveal(devnet, [text(JSON.stringify(json))], [{ ...alice, value: 546n }]);

  it('keeps undo for only the last 100 blocks over 1,000, and a 100-block reorg still restores the index exactly', async () => {
    const following = indexer(100);
    const sizes: number[] = [];
    for (let synced = 0; synced < 900; synced += 60) {
      await devnet.mine(60);
      const tip = await following.syncToTip();
      const kept = await keptUndo(database);
      sizes.push(kept?.rows ?? 0);
      expect(kept).toEqual({ rows: Math.min(tip + 1, 101), lowest: Math.max(0, tip - 100), highest: tip });
    }
    // The state the reorg must come back to: a token with a balance, an inscription held by bob and listed.
    await brc20({ p: 'brc-20', op: 'deploy', tick: 'wind', max: '1000', lim: '1000' });
    await devnet.mine(1);
    await brc20({ p: 'brc-20', op: 'mint', tick: 'wind', amt: '1000' });
    const nft = await reveal(devnet, [text('kept')], [{ ...bob, value: 546n }]);
    await devnet.mine(1);
    await following.syncToTip();
    const nftCoin = only(nft.outputs);
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
    const forkHeight = await devnet.tipHeight();
    const before = await marketRows(database);

    // 100 blocks on top, the first and the last of them changing what the fork point had.
    const transfer = only((await brc20({ p: 'brc-20', op: 'transfer', tick: 'wind', amt: '400' })).outputs);
    const toCarol = spend(bob, [nftCoin], [{ script: carol.script, value: 430n }]);
    await devnet.broadcast(toCarol.toHex());
    await devnet.mine(1);
    await devnet.mine(97);
    await devnet.broadcast(spend(alice, [transfer], [{ script: carol.script, value: 300n }]).toHex());
    await devnet.mine(1);
    const back: Coin = { txid: toCarol.getId(), vout: 0, value: 430n, script: carol.script };
    await devnet.broadcast(spend(carol, [back], [{ script: alice.script, value: 300n }]).toHex());
    await devnet.mine(1);
    const tip = await following.syncToTip();
    expect(tip).toBe(forkHeight + 100);
    const after = await marketRows(database);
    expect(after.rows.listings.map(({ status }) => status)).toEqual(['invalid']);
    expect(after.rows.balances.map(({ address, available }) => [address, available])).toContainEqual([
      carol.address,
      400n * 10n ** 18n,
    ]);
    sizes.push((await keptUndo(database))?.rows ?? 0);
    expect(tip).toBeGreaterThanOrEqual(1_000);
    expect(Math.max(...sizes)).toBe(101);

    await devnet.rollback(100);
    await following.syncToTip();
    const restored = await marketRows(database);
    expect(restored.rows).toEqual(before.rows);
    // The fork point's own undo stays; everything below it was pruned before the reorg began.
    expect(restored.blockHeights).toEqual([forkHeight]);
    expect(following.stoppedBecause()).toBeUndefined();
  });

  it('takes back a reorg exactly as deep as the window, and stops, touching nothing, on one block deeper', async () => {
    const following = indexer(5);
    await devnet.mine(3);
    await brc20({ p: 'brc-20', op: 'deploy', tick: 'deep', max: '1000', lim: '500' });
    await devnet.mine(1);
    const atFork = await following.syncToTip();
    const forkRows = await marketRows(database);
    for (let block = 0; block < 5; block += 1) {
      await brc20({ p: 'brc-20', op: 'mint', tick: 'deep', amt: '100' });
      await devnet.mine(1);
    }
    await following.syncToTip();
    expect(await keptUndo(database)).toEqual({ rows: 6, lowest: atFork, highest: atFork + 5 });

    // Five blocks replaced: the sixth kept block is where the branches meet.
    await devnet.rollback(5);
    await devnet.mine(6);
    await following.syncToTip();
    const replayedTip = await devnet.tipHeight();
    const replayed = await marketRows(database);
    expect(replayed.rows).toEqual(await indexedAfresh());
    expect(replayed.rows).not.toEqual(forkRows.rows);
    expect(replayed.blockHeights).toEqual([1, 2, 3, 4, 5, 6].map((above) => replayedTip - 6 + above));

    // Six blocks replaced: every kept block is gone from the chain, and the fork is below them.
    await devnet.rollback(6);
    await devnet.mine(8);
    const stopped = following.syncToTip();
    await expect(stopped).rejects.toBeInstanceOf(ReorgBeyondUndo);
    await expect(stopped).rejects.toThrow(
      `Indexing stopped at block ${replayedTip}: the chain replaced all 6 blocks whose undo is kept ` +
        `(${replayedTip - 5} to ${replayedTip}), so the reorg goes deeper than INDEXER_UNDO_DEPTH lets the index ` +
        'roll back.',
    );
    expect(await marketRows(database)).toEqual(replayed);
    expect(following.stoppedBecause()).toMatch(/^Indexing stopped at block \d+: .* then restart the server\.$/);
    // It stays stopped: no later sync guesses its way past the fork.
    await expect(following.syncToTip()).rejects.toBeInstanceOf(ReorgBeyondUndo);
    expect(await marketRows(database)).toEqual(replayed);

    // A restarted server finds the same fork and stops the same way.
    const restarted = indexer(5);
    await expect(restarted.syncToTip()).rejects.toBeInstanceOf(ReorgBeyondUndo);
    expect(restarted.stoppedBecause()).toBe(following.stoppedBecause());
    expect(await marketRows(database)).toEqual(replayed);
  });
});
