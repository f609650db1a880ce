import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { serviceCoins } from '../../db/schema';
import type { ServiceCoinSightings } from './serviceCoinSightings';

/**
 * Writes what blocks showed: each coin with its height (one first seen in the mempool is confirmed in place), then
 * each spend with the spending block's height, whatever the mempool had said.
 */
export async function writeMinedCoins(db: Database, sightings: ServiceCoinSightings, seenAt: Date): Promise<void> {
  for (const coin of sightings.coins) {
    await db
      .insert(serviceCoins)
      .values({ ...coin, seenAt })
      .onConflictDoUpdate({
        target: [serviceCoins.txid, serviceCoins.vout],
        set: { blockHeight: sql`excluded.block_height` },
      });
  }
  for (const spend of sightings.spends) {
    await db
      .update(serviceCoins)
      .set({ spentTxid: spend.spentTxid, spentHeight: spend.spentHeight })
      .where(and(eq(serviceCoins.txid, spend.txid), eq(serviceCoins.vout, spend.vout)));
  }
}

/**
 * Writes what the mempool showed: a new coin waiting for a block (one a block already holds keeps its height), and a
 * spend waiting for one (a replacement takes the place of the spend it replaced; a mined spend stays).
 */
export async function writeWaitingCoins(db: Database, sightings: ServiceCoinSightings, seenAt: Date): Promise<void> {
  for (const coin of sightings.coins) {
    await db
      .insert(serviceCoins)
      .values({ ...coin, seenAt })
      .onConflictDoNothing();
  }
  for (const spend of sightings.spends) {
    await db
      .update(serviceCoins)
      .set({ spentTxid: spend.spentTxid })
      .where(
        and(eq(serviceCoins.txid, spend.txid), eq(serviceCoins.vout, spend.vout), isNull(serviceCoins.spentHeight)),
      );
  }
}

/**
 * Takes back what the block at `height` showed (a reorg replaced it): its coins and spends are waiting again, as the
 * node puts its transactions back in the mempool. The mempool pass forgets those that are not.
 */
export async function undoServiceCoins(db: Database, height: number): Promise<void> {
  await db.update(serviceCoins).set({ blockHeight: null }).where(eq(serviceCoins.blockHeight, height));
  await db.update(serviceCoins).set({ spentHeight: null }).where(eq(serviceCoins.spentHeight, height));
}
