import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/database';
import { boxDraws, housePrizes, houseSeeds, houses } from '../db/schema';
import { prizeNames, prizeSchema } from './prizeView';
import { revealedSeedCount, revealedSeeds, revealedSeedSchema, revealedSeedsInDetail } from './revealedSeeds';
import { unixSeconds } from '../http/jsonValues';

export const houseSummarySchema = z.object({
  house_id: z.string(),
  name: z.string(),
  maker_address: z.string(),
  status: z.enum(['awaiting_deposit', 'open', 'empty']),
  price_sats: z.number().int(),
  btc_prize_sats: z.number().int().nullable(),
  /** One BRC-20 prize of this house, when it has them: the tick and the amount in whole tokens. */
  brc20_prize: z.object({ tick: z.string(), amount: z.string() }).nullable(),
  remaining: z.number().int(),
  opens: z.number().int(),
  /** An inscription of the pool to stand for the house, when it has one. */
  cover_inscription_id: z.string().nullable(),
});
export type HouseSummaryAnswer = z.infer<typeof houseSummarySchema>;

type HouseRow = typeof houses.$inferSelect;

/** The summaries of these houses, with what is left in each pool. */
export async function houseSummaries(db: Database, rows: readonly HouseRow[]): Promise<HouseSummaryAnswer[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const pools = await db
    .select({ houseId: housePrizes.houseId, inscriptionId: housePrizes.inscriptionId })
    .from(housePrizes)
    .where(and(inArray(housePrizes.houseId, ids), eq(housePrizes.status, 'in_pool')))
    .orderBy(asc(housePrizes.slot));
  const names = await prizeNames(
    db,
    [],
    rows.map((row) => row.brc20Tick),
  );
  return rows.map((row) => {
    const pool = pools.filter((prize) => prize.houseId === row.id);
    return {
      house_id: row.id,
      name: row.name,
      maker_address: row.makerAddress,
      status: row.status,
      price_sats: Number(row.priceSats),
      btc_prize_sats: row.btcPrizeSats === null ? null : Number(row.btcPrizeSats),
      brc20_prize:
        row.brc20Tick === null || row.brc20PrizeAmount === null
          ? null
          : names.token(row.brc20Tick, row.brc20PrizeAmount),
      remaining: pool.length,
      opens: row.opens,
      cover_inscription_id: pool.find((prize) => prize.inscriptionId !== null)?.inscriptionId ?? null,
    };
  });
}

export const houseDetailSchema = houseSummarySchema.extend({
  custody_address: z.string(),
  /** The platform's part of each open's price; the rest is shared by the pool's providers. */
  open_fee_bps: z.number().int(),
  pool: z.array(prizeSchema.and(z.object({ slot: z.number().int() }))),
  awaiting_deposit: z.array(z.string()),
  recent_winners: z.array(
    z.object({ draw_id: z.string(), address: z.string(), prize: prizeSchema, created_at: z.number().int() }),
  ),
  commitment: z.object({ server_seed_hash: z.string(), next_nonce: z.number().int() }).nullable(),
  /** The newest revealed seeds (at most revealedSeedsInDetail), newest first; get_house_seeds pages them all. */
  revealed_seeds: z.array(revealedSeedSchema),
  revealed_seed_count: z.number().int(),
  /** The signed-in user made this house, so may rotate its seed. */
  is_maker: z.boolean(),
});

/**
 * Everything the house detail shows, as `viewerUserId` (when signed in) sees it: pool, winners, and the fairness
 * commitment with the newest seeds revealed so far.
 */
export async function houseDetail(db: Database, house: HouseRow, openFeeBps: number, viewerUserId?: string) {
  const [summary] = await houseSummaries(db, [house]);
  const prizes = await db
    .select()
    .from(housePrizes)
    .where(and(eq(housePrizes.houseId, house.id), inArray(housePrizes.status, ['in_pool', 'awaiting_deposit'])))
    .orderBy(asc(housePrizes.slot));
  const winners = await db
    .select({ draw: boxDraws, prize: housePrizes })
    .from(boxDraws)
    .innerJoin(housePrizes, and(eq(housePrizes.houseId, boxDraws.houseId), eq(housePrizes.slot, boxDraws.slot)))
    .where(eq(boxDraws.houseId, house.id))
    .orderBy(desc(boxDraws.createdAt), desc(boxDraws.nonce))
    .limit(10);
  // Only the hash of the seed still committed to: the seed itself stays secret until it is revealed.
  const [active] = await db
    .select({ serverSeedHash: houseSeeds.serverSeedHash, nextNonce: houseSeeds.nextNonce })
    .from(houseSeeds)
    .where(and(eq(houseSeeds.houseId, house.id), isNull(houseSeeds.revealedAt)));
  const seeds = await revealedSeeds(db, house.id, revealedSeedsInDetail);
  const seedCount = await revealedSeedCount(db, house.id);
  const mentioned = [...prizes, ...winners.map((row) => row.prize)];
  const names = await prizeNames(
    db,
    mentioned.map((prize) => prize.inscriptionId),
    mentioned.map((prize) => prize.tick),
  );
  if (!summary) throw new Error('a house without its summary');
  return {
    ...summary,
    custody_address: house.custodyAddress,
    open_fee_bps: openFeeBps,
    pool: prizes
      .filter((prize) => prize.status === 'in_pool')
      .map((prize) => ({ ...names.prize(prize), slot: prize.slot })),
    awaiting_deposit: prizes.flatMap((prize) =>
      prize.status === 'awaiting_deposit' && prize.inscriptionId !== null ? [prize.inscriptionId] : [],
    ),
    recent_winners: winners.map((row) => ({
      draw_id: row.draw.id,
      address: row.draw.playerAddress,
      prize: names.prize(row.prize),
      created_at: unixSeconds(row.draw.createdAt),
    })),
    commitment: active ? { server_seed_hash: active.serverSeedHash, next_nonce: active.nextNonce } : null,
    revealed_seeds: seeds,
    revealed_seed_count: seedCount,
    is_maker: viewerUserId === house.makerUserId,
  };
}

export const drawSchema = z.object({
  draw_id: z.string(),
  house_id: z.string(),
  house_name: z.string(),
  address: z.string(),
  client_seed: z.string(),
  nonce: z.number().int(),
  server_seed_hash: z.string(),
  /** Null until the seed is rotated out and revealed. */
  server_seed: z.string().nullable(),
  /** The pool's slot numbers when the draw was made, in pool order. */
  pool: z.array(z.number().int()),
  index: z.number().int(),
  slot: z.number().int(),
  prize: prizeSchema,
  created_at: z.number().int(),
});

/** Draws as the verify screen checks them: the seed is shown only once it is revealed. */
export async function drawAnswers(db: Database, where: ReturnType<typeof eq>, limit: number, offset = 0) {
  const rows = await db
    .select({ draw: boxDraws, seed: houseSeeds, house: houses, prize: housePrizes })
    .from(boxDraws)
    .innerJoin(houseSeeds, eq(houseSeeds.id, boxDraws.seedId))
    .innerJoin(houses, eq(houses.id, boxDraws.houseId))
    .innerJoin(housePrizes, and(eq(housePrizes.houseId, boxDraws.houseId), eq(housePrizes.slot, boxDraws.slot)))
    .where(where)
    .orderBy(desc(boxDraws.createdAt), desc(boxDraws.nonce))
    .limit(limit)
    .offset(offset);
  const names = await prizeNames(
    db,
    rows.map((row) => row.prize.inscriptionId),
    rows.map((row) => row.prize.tick),
  );
  return rows.map((row) => ({
    draw_id: row.draw.id,
    house_id: row.house.id,
    house_name: row.house.name,
    address: row.draw.playerAddress,
    client_seed: row.draw.clientSeed,
    nonce: row.draw.nonce,
    server_seed_hash: row.seed.serverSeedHash,
    server_seed: row.seed.revealedAt === null ? null : row.seed.serverSeed,
    pool: row.draw.pool,
    index: row.draw.drawnIndex,
    slot: row.draw.slot,
    prize: names.prize(row.prize),
    created_at: unixSeconds(row.draw.createdAt),
  }));
}
