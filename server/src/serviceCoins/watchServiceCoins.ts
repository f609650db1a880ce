import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { ChainSource } from '../chain/ChainSource';
import type { Database } from '../db/database';
import { serviceCoins } from '../db/schema';
import { indexedTip } from '../indexer/indexedTip';
import { judgeServiceCoins } from './judgeServiceCoins';
import { serviceCoinSightings } from '../indexer/serviceCoins/serviceCoinSightings';
import { writeWaitingCoins } from '../indexer/serviceCoins/writeServiceCoins';

/**
 * The service's view of its own coins between blocks. Blocks are the indexer's (it notes every payment to a service
 * address and every spend as it applies them); this follows the mempool where the chain source lists it.
 */
export interface ServiceCoinWatch {
  /**
   * One look: new mempool transactions paying or spending the service's coins are noted, a waiting coin or spend
   * whose transaction the chain no longer knows (dropped, or replaced by its payer) is forgotten, and what new coins
   * carry (inscriptions, runes) is judged. Callers at the same
   * time share one look, so the inscription and box services cost one mempool read between them.
   */
  follow(): Promise<void>;
}

export function watchServiceCoins(db: Database, chain: ChainSource): ServiceCoinWatch {
  let known = new Set<string>();
  let looking: Promise<void> | undefined;

  const look = async (): Promise<void> => {
    const view = await chain.mempool(known);
    if (view !== undefined) {
      const added = view.added.map((entry) => ({ ...entry, height: null }));
      if (added.length > 0) {
        await db.transaction(async (tx) => writeWaitingCoins(tx, await serviceCoinSightings(tx, added), new Date()));
      }
      const read = new Set(added.map(({ txid }) => txid));
      // What left the mempool is forgotten here too, so a transaction back from a reorged block is read again.
      known = new Set([...view.txids].filter((txid) => known.has(txid) || read.has(txid)));
    }
    await forgetVanished(db, chain, view?.txids);
    await judgeServiceCoins(db, chain);
  };

  return {
    follow: () => {
      looking ??= look().finally(() => {
        looking = undefined;
      });
      return looking;
    },
  };
}

/**
 * Asks the chain about each waiting coin and spend the mempool listing did not show (all of them where there is no
 * listing): one the chain does not know is gone; one in a block the index has already passed takes that block's
 * height (it was noted after the indexer read the block); one in a newer block is left for the indexer.
 */
async function forgetVanished(db: Database, chain: ChainSource, listed: ReadonlySet<string> | undefined) {
  const unlisted = (txid: string) => !listed?.has(txid);
  const waitingCoins = await db
    .selectDistinct({ txid: serviceCoins.txid })
    .from(serviceCoins)
    .where(isNull(serviceCoins.blockHeight));
  const waitingSpends = await db
    .selectDistinct({ txid: serviceCoins.spentTxid })
    .from(serviceCoins)
    .where(and(isNotNull(serviceCoins.spentTxid), isNull(serviceCoins.spentHeight)));
  const indexed = (await indexedTip(db))?.height ?? -1;
  for (const { txid } of waitingCoins.filter(({ txid }) => unlisted(txid))) {
    const status = await chain.transactionStatus(txid);
    const inCoins = and(eq(serviceCoins.txid, txid), isNull(serviceCoins.blockHeight));
    if (status === undefined) await db.delete(serviceCoins).where(inCoins);
    else if (status.block_height !== undefined && status.block_height <= indexed) {
      await db.update(serviceCoins).set({ blockHeight: status.block_height }).where(inCoins);
    }
  }
  for (const { txid } of waitingSpends) {
    if (txid === null || !unlisted(txid)) continue;
    const status = await chain.transactionStatus(txid);
    const bySpend = and(eq(serviceCoins.spentTxid, txid), isNull(serviceCoins.spentHeight));
    if (status === undefined) await db.update(serviceCoins).set({ spentTxid: null }).where(bySpend);
    else if (status.block_height !== undefined && status.block_height <= indexed) {
      await db.update(serviceCoins).set({ spentHeight: status.block_height }).where(bySpend);
    }
  }
}
