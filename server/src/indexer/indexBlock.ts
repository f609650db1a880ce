import { max } from 'drizzle-orm';
import type { NetworkName } from '@ordmarket/protocol';
import type { Database } from '../db/database';
import { indexerBlocks, inscriptions } from '../db/schema';
import { publishMarketEvent } from '../realtime/marketEvents';
import { takeIndexerLock } from './advisoryLock';
import type { BlockUndo } from './BlockUndo';
import { blockSubsidy } from './blockSubsidy';
import { indexBrc20 } from './brc20/indexBrc20';
import { serializeBrc20Undo } from './brc20/brc20UndoJson';
import type { LedgerCache } from './brc20/LedgerCache';
import { ChainMoved, type ChainBlock, type PrevoutReader } from './fetchBlock';
import { indexedTip } from './indexedTip';
import { loadInscribedOutputs } from './loadInscribedOutputs';
import { resolveOwners } from './resolveOwners';
import { settleListings } from './settleListings';
import { trackInscriptions } from './trackInscriptions';
import { writeInscriptions } from './writeInscriptions';

export interface IndexBlockOptions {
  readonly network: NetworkName;
  readonly prevouts: PrevoutReader;
  readonly ledger: LedgerCache;
}

/**
 * Applies one block on top of the indexed tip. Everything read from the chain is read first: on PGlite the
 * devnet answers from the same single connection, which a transaction holds until it ends. The writes then go
 * in one transaction under the indexer lock, after checking that the block still extends the indexed tip.
 */
export async function indexBlock(database: Database, block: ChainBlock, options: IndexBlockOptions): Promise<void> {
  const inscribed = await loadInscribedOutputs(database, block);
  const tracked = await trackInscriptions(block, {
    subsidy: blockSubsidy(options.network, block.height),
    inscribedAt: inscribed.byOutpoint,
    prevouts: options.prevouts,
  });
  const state = await database.transaction(async (db) => {
    await takeIndexerLock(db);
    const tip = await indexedTip(db);
    const extendsTip =
      tip === undefined ? block.height === 0 : tip.height === block.height - 1 && tip.hash === block.previousHash;
    if (!extendsTip) throw new ChainMoved(`block ${block.height} no longer extends the indexed tip`);
    const ledger = await options.ledger.at(db, tip?.height ?? null);
    const [numbered] = await db.select({ last: max(inscriptions.number) }).from(inscriptions);
    const owners = resolveOwners(tracked, inscribed.locations, numbered?.last ?? -1, options.network);
    const settlement = await settleListings(db, block, tracked.moves, owners.moveOwner, options.network);
    const written = await writeInscriptions(
      db,
      block,
      tracked,
      owners,
      inscribed.locations,
      settlement,
      inscribed.collections,
    );
    const brc20 = await indexBrc20(db, ledger, {
      block,
      tracked,
      firstOwner: owners.firstOwner,
      finalLocation: owners.finalLocation,
      numbers: owners.numbers,
    });
    const undo: BlockUndo = {
      births: written.births,
      moves: written.moves,
      activityIds: written.activityIds,
      brc20ActivityIds: [...brc20.activityIds, ...settlement.brc20ActivityIds],
      listings: settlement.listings,
      brc20Orders: settlement.brc20Orders,
      usedTransfers: brc20.usedTransfers,
      mintCounts: [...brc20.mintCounts],
      brc20: serializeBrc20Undo(brc20.undo),
    };
    await db.insert(indexerBlocks).values({ height: block.height, hash: block.hash, undo });
    await publishMarketEvent(db, { type: 'block', height: block.height, hash: block.hash, time: block.time });
    return brc20.state;
  });
  options.ledger.remember(state);
}
