import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openTestDevnet, p2trWallet, p2wpkhWallet, spend, type Coin } from '../chain/devnet/testing/devnetTestKit';
import type { OpenedDevnet } from '../chain/devnet/openDevnet';
import type { DatabaseHandle } from '../db/database';
import { collectionItems, collections, listings } from '../db/schema';
import { marketEventChannel, type MarketEvent } from '../realtime/marketEvents';
import { testDatabases } from '../testing/testDatabases';
import type { Indexer } from './Indexer';
import { countingStatements, indexedRows, reveal, testIndexer, text } from './testing/indexerTestKit';

vi.setConfig({ testTimeout: 180_000, hookTimeout: 60_000 });

const alice = p2wpkhWallet(61);
const bob = p2trWallet(62);
const carol = p2wpkhWallet(63);

/** Indexed rows but for when each block was indexed, which two indexes never share. */
async function comparableRows(database: DatabaseHandle) {
  const rows = await indexedRows(database);
  return { ...rows, blocks: rows.blocks.map(({ height, hash, undo }) => ({ height, hash, undo })) };
}

describe.each(testDatabases)('runs of blocks on $name', (testDatabase) => {
  // `stepwise` owns the devnet and indexes each block as it is mined; `batched` indexes the same chain from
  // its own database, in runs, only when asked.
  let stepwise: DatabaseHandle;
  let batched: DatabaseHandle;
  let devnet: OpenedDevnet;
  let stepwiseIndexer: Indexer;
  let batchedIndexer: Indexer;
  let batchedStatements: () => number;
  let stepwiseStatements: () => number;
  beforeEach(async () => {
    stepwise = await testDatabase.open();
    batched = await testDatabase.open();
    devnet = await openTestDevnet(stepwise);
    const countedStepwise = countingStatements(stepwise);
    const countedBatched = countingStatements(batched);
    stepwiseStatements = countedStepwise.statements;
    batchedStatements = countedBatched.statements;
    stepwiseIndexer = testIndexer(countedStepwise.database, devnet);
    batchedIndexer = testIndexer(countedBatched.database, devnet);
  });
  afterEach(async () => {
    await batchedIndexer.close();
    await stepwiseIndexer.close();
    await devnet.close();
    await batched.close();
    await stepwise.close();
  });

  /** Writes the same off-chain rows (collections, items, listings) in both databases. */
  const inBoth = async (write: (database: DatabaseHandle) => Promise<unknown>) => {
    await write(stepwise);
    await write(batched);
  };
  const mineStepwise = async () => {
    await devnet.mine(1);
    await stepwiseIndexer.syncToTip();
    return comparableRows(stepwise);
  };
  const first = (coins: readonly Coin[]) => {
    const [coin] = coins;
    if (coin === undefined) throw new Error('no output');
    return coin;
  };

  it('writes what block-by-block indexing writes, in a bounded number of statements, and undoes it block by block', async () => {
    await inBoth((database) => database.db.insert(collections).values({ id: 'stones', name: 'Stones' }));
    const brc20 = (json: object) => reveal(devnet, [text(JSON.stringify(json))], [{ ...alice, value: 546n }]);
    const stone = async (name: string, owner: typeof bob) => {
      const revealed = await reveal(devnet, [text(name)], [{ ...owner, value: 2_000n }]);
      await inBoth((database) =>
        database.db.insert(collectionItems).values({
          inscriptionId: `${revealed.txid}i0`,
          collectionId: 'stones',
          name,
          attributes: [{ trait_type: 'shape', value: name.length % 2 === 0 ? 'round' : 'flat' }],
        }),
      );
      return first(revealed.outputs);
    };

    await brc20({ p: 'brc-20', op: 'deploy', tick: 'runs', max: '1000', lim: '1000' });
    const stone1 = await stone('Stone 1', bob);
    await mineStepwise();
    // The listing refers to the inscription's row: the batched side indexes up to here first.
    const listedAt = await batchedIndexer.syncToTip();
    await brc20({ p: 'brc-20', op: 'mint', tick: 'runs', amt: '1000' });
    await inBoth((database) =>
      database.db.insert(listings).values({
        id: '00000000-0000-4000-8000-000000000001',
        inscriptionId: `${stone1.txid}i0`,
        sellerAddress: bob.address,
        sellerPaymentAddress: bob.address,
        priceSats: 5_000n,
        sellerPsbt: 'psbt',
        txid: stone1.txid,
        vout: stone1.vout,
        createdAt: new Date('2026-01-01T00:00:00Z'),
        updatedAt: new Date('2026-01-01T00:00:00Z'),
      }),
    );
    const toCarol = spend(bob, [stone1], [{ script: carol.script, value: 1_500n }]);
    await devnet.broadcast(toCarol.toHex());
    await mineStepwise();
    const transfer = first((await brc20({ p: 'brc-20', op: 'transfer', tick: 'runs', amt: '400' })).outputs);
    const stone2 = await stone('Stone two', bob);
    await mineStepwise();
    await devnet.broadcast(spend(alice, [transfer], [{ script: carol.script, value: 300n }]).toHex());
    await devnet.broadcast(spend(bob, [stone2], [{ script: alice.script, value: 1_500n }]).toHex());
    const beforeReorg = await mineStepwise();
    const forkHeight = await devnet.tipHeight();
    const back = { txid: toCarol.getId(), vout: 0, value: 1_500n, script: carol.script };
    await devnet.broadcast(spend(carol, [back], [{ script: bob.script, value: 1_000n }]).toHex());
    await mineStepwise();
    await mineStepwise();
    const atTip = await mineStepwise();
    const tip = await devnet.tipHeight();

    const events: MarketEvent[] = [];
    const listening = await batched.listen(marketEventChannel, (payload) => {
      events.push(JSON.parse(payload) as MarketEvent);
    });
    const stepwiseCount = stepwiseStatements();
    const statementsBefore = batchedStatements();
    await batchedIndexer.syncToTip();
    const runStatements = batchedStatements() - statementsBefore;
    expect(await comparableRows(batched)).toEqual(atTip);
    // Reads of the index, of the ledger and of live offers, then a statement per table: not a statement per block.
    expect(runStatements).toBeLessThanOrEqual(30);
    expect(stepwiseCount).toBeGreaterThan(3 * runStatements);
    await vi.waitFor(() => {
      expect(events.filter(({ type }) => type === 'block')).toHaveLength(tip - listedAt);
    });
    expect(events.filter((event) => event.type === 'block').map((event) => event.height)).toEqual(
      Array.from({ length: tip - listedAt }, (_, index) => listedAt + 1 + index),
    );
    expect(events).toContainEqual(expect.objectContaining({ type: 'listing', action: 'invalidated' }));
    await listening.stop();

    // A reorg across the run: its blocks are undone one by one, back to what block-by-block indexing had there.
    await devnet.rollback(tip - forkHeight);
    await batchedIndexer.syncToTip();
    expect(await comparableRows(batched)).toEqual(beforeReorg);

    // The new branch, mined and indexed block by block on one side, in one run on the other.
    await mineStepwise();
    await mineStepwise();
    const replayed = await mineStepwise();
    await batchedIndexer.syncToTip();
    expect(await comparableRows(batched)).toEqual(replayed);
  });
});
