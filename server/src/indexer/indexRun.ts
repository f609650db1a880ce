import { lt, max } from 'drizzle-orm';
import {
  blockSubsidy,
  trackInscriptions,
  type Brc20LedgerState,
  type NetworkName,
  type PrevoutReader,
  type TrackedBlock,
} from '@ordmarket/protocol';
import type { Database } from '../db/database';
import { indexerBlocks, inscriptions } from '../db/schema';
import { takeIndexerLock } from './advisoryLock';
import { indexBrc20 } from './brc20/indexBrc20';
import { serializeBrc20Undo } from './brc20/brc20UndoJson';
import type { LedgerCache } from './brc20/LedgerCache';
import { persistBrc20Ledger } from './brc20/persistBrc20Ledger';
import { ChainMoved, type ChainBlock } from '../chain/blocks/blockRun';
import { learnedCount } from './aboveGenesis/learnInscriptions';
import { flushRun } from './flushRun';
import { indexedTip } from './indexedTip';
import { loadInscribedOutputs, type InscribedOutputs } from './loadInscribedOutputs';
import { resolveOwners } from './resolveOwners';
import { emptyRunWrites, type RunWrites } from './runWrites';
import { loadLiveOffers, type LiveOffers } from './liveOffers';
import { settleListings } from './settleListings';
import { serviceCoinSightings } from '../serviceCoins/serviceCoinSightings';
import { writeMinedCoins } from '../serviceCoins/writeServiceCoins';
import { loadCollectionItems, writeInscriptions, type CollectionItem } from './writeInscriptions';

export interface IndexRunOptions {
  readonly network: NetworkName;
  readonly prevouts: PrevoutReader;
  readonly ledger: LedgerCache;
  /** Undo is kept for the run's last block and this many below it; older undo rows are deleted with the run. */
  readonly undoDepth: number;
  /** The index's first block: an empty index takes a run beginning there. */
  readonly startHeight: number;
  /** The number of the last inscription before the start height (-1 from genesis): new ones number on from it. */
  readonly lastNumberBeforeStart: number;
}

/** What every block of a run reads from the index, read once for the run. */
interface RunContext {
  readonly inscribed: InscribedOutputs;
  readonly items: ReadonlyMap<string, CollectionItem>;
  readonly offers: LiveOffers;
  readonly network: NetworkName;
}

/** Plans one block on top of the blocks before it in the run; answers the ledger and last number after it. */
function planBlock(
  writes: RunWrites,
  context: RunContext,
  block: ChainBlock,
  tracked: TrackedBlock,
  before: { ledger: Brc20LedgerState; lastNumber: number },
): { ledger: Brc20LedgerState; lastNumber: number } {
  const { inscribed, items, offers, network } = context;
  const owners = resolveOwners(tracked, inscribed.locations, before.lastNumber, network);
  const settlement = settleListings(writes, offers, block, tracked.moves, owners.moveOwner, network);
  const written = writeInscriptions(
    writes,
    block,
    tracked,
    owners,
    inscribed.locations,
    settlement,
    inscribed.collections,
    items,
  );
  const brc20 = indexBrc20(writes, before.ledger, {
    block,
    tracked,
    firstOwner: owners.firstOwner,
    finalLocation: owners.finalLocation,
    numbers: owners.numbers,
  });
  // The next block of the run finds this one's inscriptions where it left them.
  for (const [id, location] of owners.finalLocation) inscribed.locations.set(id, location);
  for (const { id } of tracked.births) inscribed.collections.set(id, items.get(id)?.collectionId ?? null);
  writes.blockTimes.set(block.height, new Date(block.time * 1000));
  writes.blocks.push({
    height: block.height,
    hash: block.hash,
    undo: {
      births: written.births,
      moves: written.moves,
      brc20ActivityIds: [...brc20.activityIds, ...settlement.brc20ActivityIds],
      listings: settlement.listings,
      brc20Orders: settlement.brc20Orders,
      purchases: settlement.purchases,
      usedTransfers: brc20.usedTransfers,
      mintCounts: [...brc20.mintCounts],
      brc20: serializeBrc20Undo(brc20.undo),
    },
  });
  writes.events.push({ type: 'block', height: block.height, hash: block.hash, time: block.time });
  return { ledger: brc20.state, lastNumber: before.lastNumber + owners.numbers.size };
}

/**
 * Applies a run of consecutive blocks on top of the indexed tip, each with its own undo row and block event,
 * as if applied one by one, but in one transaction and with a statement per table for the whole run. Everything
 * read from the chain is read first: on PGlite the devnet answers from the same single connection, which a
 * transaction holds until it ends. The writes then go under the indexer lock, after checking that the run
 * still extends the indexed tip.
 */
export async function indexRun(
  database: Database,
  blocks: readonly ChainBlock[],
  options: IndexRunOptions,
): Promise<void> {
  const first = blocks[0];
  if (first === undefined) return;
  // Only an index that starts above genesis learns inscriptions from ord.
  const learned = (db: Database) => (options.startHeight > 0 ? learnedCount(db) : Promise.resolve(0));
  const learnedBefore = await learned(database);
  const inscribed = await loadInscribedOutputs(database, blocks);
  const tracked: TrackedBlock[] = [];
  for (const block of blocks) {
    tracked.push(
      await trackInscriptions(block, {
        subsidy: blockSubsidy(options.network, block.height),
        inscribedAt: inscribed.byOutpoint,
        prevouts: options.prevouts,
      }),
    );
  }
  const boundBirths = tracked.flatMap(({ births }) => births.filter((birth) => birth.placement !== null));
  const movedIds = [...new Set(tracked.flatMap(({ moves }) => moves.map(({ id }) => id)))];
  const state = await database.transaction(async (db) => {
    await takeIndexerLock(db);
    const tip = await indexedTip(db);
    const extendsTip =
      tip === undefined
        ? first.height === options.startHeight
        : tip.height === first.height - 1 && tip.hash === first.previousHash;
    if (!extendsTip) throw new ChainMoved(`block ${first.height} no longer extends the indexed tip`);
    // An inscription learned from ord since the run was read sits on an output the run did not look for.
    if ((await learned(db)) !== learnedBefore) throw new ChainMoved('inscriptions were learned while the run was read');
    const [numbered] = await db.select({ last: max(inscriptions.number) }).from(inscriptions);
    const context: RunContext = {
      inscribed,
      items: await loadCollectionItems(
        db,
        boundBirths.map(({ id }) => id),
      ),
      offers: await loadLiveOffers(db, movedIds),
      network: options.network,
    };
    const writes = emptyRunWrites();
    let after = {
      ledger: await options.ledger.at(db, tip?.height ?? null),
      lastNumber: Math.max(numbered?.last ?? -1, options.lastNumberBeforeStart),
    };
    for (const [index, block] of blocks.entries()) {
      const trackedBlock = tracked[index];
      if (trackedBlock !== undefined) after = planBlock(writes, context, block, trackedBlock, after);
    }
    const ledger = after.ledger;
    const last = blocks.at(-1) ?? first;
    await flushRun(db, writes, () =>
      persistBrc20Ledger(db, ledger, {
        ticks: writes.ledgerTicks,
        holders: writes.ledgerHolders.values(),
        mintCounts: writes.mintCounts,
        blockTimes: writes.blockTimes,
      }),
    );
    // Payments to the service's addresses, and its coins' spends, are learned here rather than by asking per address.
    const placed = blocks.flatMap((block) => block.transactions.map((entry) => ({ ...entry, height: block.height })));
    await writeMinedCoins(db, await serviceCoinSightings(db, placed), new Date());
    await db.delete(indexerBlocks).where(lt(indexerBlocks.height, last.height - options.undoDepth));
    return ledger;
  });
  options.ledger.remember(state);
}
