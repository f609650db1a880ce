import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/database';
import { housePrizes, houses, ledgerAccounts, ledgerEntries, ledgerMovements } from '../db/schema';
import { houseSummaries, houseSummarySchema } from './houseView';
import { prizeNames, prizeSchema } from './prizeView';

export const positionSchema = z.object({
  house: houseSummarySchema,
  is_maker: z.boolean(),
  /** This provider's prizes still in the pool. */
  prizes: z.array(prizeSchema),
  /** Their share of the pool: the share of each open's provider part they get. */
  share: z.number(),
  /** BTC their prizes earned from other players' opens. */
  earned_sats: z.number().int(),
});

/** The houses a user made or provides prizes to, with what of theirs is in each pool and what it earned. */
export async function myPositions(db: Database, userId: string) {
  const provided = db
    .selectDistinct({ houseId: housePrizes.houseId })
    .from(housePrizes)
    .where(eq(housePrizes.providerUserId, userId));
  const rows = await db
    .select()
    .from(houses)
    .where(or(eq(houses.makerUserId, userId), inArray(houses.id, provided)))
    .orderBy(houses.createdAt);
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const pools = await db
    .select()
    .from(housePrizes)
    .where(and(inArray(housePrizes.houseId, ids), eq(housePrizes.status, 'in_pool')));
  const earned = await db
    .select({ houseId: ledgerMovements.houseId, sats: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .innerJoin(ledgerMovements, eq(ledgerMovements.id, ledgerEntries.movementId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(
      and(
        eq(ledgerMovements.kind, 'open'),
        inArray(ledgerMovements.houseId, ids),
        ne(ledgerMovements.userId, userId),
        eq(ledgerAccounts.ownerKind, 'user'),
        eq(ledgerAccounts.ownerId, userId),
        eq(ledgerAccounts.asset, 'btc'),
      ),
    )
    .groupBy(ledgerMovements.houseId);
  const summaries = await houseSummaries(db, rows);
  const names = await prizeNames(
    db,
    pools.map((prize) => prize.inscriptionId),
    pools.map((prize) => prize.tick),
  );
  return rows.map((row, at) => {
    const pool = pools.filter((prize) => prize.houseId === row.id);
    const mine = pool.filter((prize) => prize.providerUserId === userId);
    const summary = summaries[at];
    if (!summary) throw new Error('a house without its summary');
    return {
      house: summary,
      is_maker: row.makerUserId === userId,
      prizes: mine.map((prize) => names.prize(prize)),
      share: pool.length === 0 ? 0 : mine.length / pool.length,
      earned_sats: Number(earned.find((entry) => entry.houseId === row.id)?.sats ?? 0),
    };
  });
}
