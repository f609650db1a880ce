import { lt, max } from 'drizzle-orm';
import {
  blockSubsidy,
  trackInscriptions,
  type NetworkName,
  type OpiLedger,
  type PrevoutReader,
  type TrackedBlock,
} from '@ordmarket/protocol';
import type { Database } from '../db/database';
import { indexerBlocks, inscriptions } from '../db/schema';
import { takeIndexerLock } from './advisoryLock';
import { indexBrc20 } from './brc20/indexBrc20';
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
import { serviceCoinSightings } from './serviceCoins/serviceCoinSightings';
import { writeMinedCoins } from './serviceCoins/writeServiceCoins';
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

/** Plans one block on top of the blocks before it in the run (the ledger moves on with it); answers the last number after it. */
function planBlock(
  writes: RunWrites,
  context: RunContext,
  block: ChainBlock,
  tracked: TrackedBlock,
  ledger: OpiLedger,
  lastNumber: number,
): number {
  const { inscribed, items, offers, network } = context;
  const owners = resolveOwners(tracked, inscribed.locations, lastNumber, network);
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
  const brc20 = indexBrc20(writes, ledger, {
    block,
    tracked,
    finalLocation: owners.finalLocation,
    numbers: owners.numbers,
    network,
  });
  // The next block of the run finds this one's inscriptions where it left them.
  for (const [id, location] of owners.finalLocation) inscribed.locations.set(id, location);
  for (const { id } of tracked.births) inscribed.collections.set(id, items.get(id)?.collectionId ?? null);
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
      brc20: brc20.undo,
    },
  });
  writes.events.push({ type: 'block', height: block.height, hash: block.hash, time: block.time });
  return lastNumber + owners.numbers.size;
}

/** Where a run's time went once its blocks were read: in memory, and in the index's database. */
export interface RunTimings {
  /** Tracking inscriptions through the blocks (with the prevouts it asks the source for) and planning every row. */
  readonly planMs: number;
  /** The index's reads and writes, the run's transaction included. */
  readonly databaseMs: number;
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
): Promise<RunTimings> {
  const started = performance.now();
  let planMs = 0;
  const first = blocks[0];
  if (first === undefined) return { planMs: 0, databaseMs: 0 };
  // Only an index that starts above genesis learns inscriptions from ord.
  const learned = (db: Database) => (options.startHeight > 0 ? learnedCount(db) : Promise.resolve(0));
  const learnedBefore = await learned(database);
  const inscribed = await loadInscribedOutputs(database, blocks);
  const tracked: TrackedBlock[] = [];
  const trackingFrom = performance.now();
  for (const block of blocks) {
    tracked.push(
      await trackInscriptions(block, {
        subsidy: blockSubsidy(options.network, block.height),
        inscribedAt: inscribed.byOutpoint,
        prevouts: options.prevouts,
      }),
    );
  }
  // Tracking asks the source for prevouts; Esplora's are read then, a page at a time, and count here.
  planMs += performance.now() - trackingFrom;
  const boundBirths = tracked.flatMap(({ births }) => births.filter((birth) => birth.placement !== null));
  const movedIds = [...new Set(tracked.flatMap(({ moves }) => moves.map(({ id }) => id)))];
  const last = blocks.at(-1) ?? first;
  const ledger = await database
    .transaction(async (db) => {
      await takeIndexerLock(db);
      const tip = await indexedTip(db);
      const extendsTip =
        tip === undefined
          ? first.height === options.startHeight
          : tip.height === first.height - 1 && tip.hash === first.previousHash;
      if (!extendsTip) throw new ChainMoved(`block ${first.height} no longer extends the indexed tip`);
      // An inscription learned from ord since the run was read sits on an output the run did not look for.
      if ((await learned(db)) !== learnedBefore)
        throw new ChainMoved('inscriptions were learned while the run was read');
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
      // Written in place: a failure from here on leaves it ahead of the database, so the catch below forgets it.
      const runLedger = await options.ledger.at(db, tip?.height ?? null);
      let lastNumber = Math.max(numbered?.last ?? -1, options.lastNumberBeforeStart);
      const planningFrom = performance.now();
      for (const [index, block] of blocks.entries()) {
        const trackedBlock = tracked[index];
        if (trackedBlock !== undefined)
          lastNumber = planBlock(writes, context, block, trackedBlock, runLedger, lastNumber);
      }
      planMs += performance.now() - planningFrom;
      await flushRun(db, writes, () =>
        persistBrc20Ledger(
          db,
          runLedger,
          {
            ticks: writes.ledgerTicks,
            balances: writes.ledgerBalances.values(),
            predeploys: writes.ledgerPredeploys,
            mintCounts: writes.mintCounts,
            deploys: writes.deploys,
          },
          options.network,
        ),
      );
      // Payments to the service's addresses, and its coins' spends, are learned here rather than by asking per address.
      const placed = blocks.flatMap((block) => block.transactions.map((entry) => ({ ...entry, height: block.height })));
      await writeMinedCoins(db, await serviceCoinSightings(db, placed), new Date());
      await db.delete(indexerBlocks).where(lt(indexerBlocks.height, last.height - options.undoDepth));
      return runLedger;
    })
    .catch((error: unknown) => {
      // The ledger was written in place by blocks that never committed: read it back next time.
      options.ledger.forget();
      throw error;
    });
  options.ledger.remember(ledger, last.height);
  return { planMs, databaseMs: performance.now() - started - planMs };
}
