import { randomUUID } from 'node:crypto';
import { basisPointsOf, drawPrizeIndex } from '@ordmarket/protocol';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { boxDraws, housePrizes, houseSeeds, houses } from '../db/schema';
import type { BoxPolicy } from './boxPolicy';
import { playerClientSeed } from './clientSeeds';
import { activeSeed, rotateHouseSeed } from './houseSeeds';
import {
  btcAsset,
  houseOwner,
  platform,
  postEntries,
  prizeHolding,
  transfer,
  userOwner,
  type LedgerLine,
} from './ledger';
import { lockHouse } from './lockHouse';
import { moveOnce, scopedKey } from './movement';
import { refuse } from './boxRefusal';

export interface OpenedBox extends Record<string, unknown> {
  readonly draw_id: string;
  readonly house_id: string;
  readonly nonce: number;
  readonly client_seed: string;
  readonly server_seed_hash: string;
  readonly pool_size: number;
  readonly index: number;
  /** What was won, as the ledger moved it (an amount as a decimal string: BRC-20 amounts outgrow JSON numbers). */
  readonly won: { readonly asset: string; readonly amount: string };
}

/**
 * The open's price split: the platform's fee, then the rest to the pool's providers pro rata to the prizes each has
 * in the pool before the draw (what is left of the division goes to the maker).
 */
function priceLines(
  buyer: string,
  price: bigint,
  feeBps: number,
  pool: ReadonlyArray<{ providerUserId: string }>,
  makerUserId: string,
): LedgerLine[] {
  const fee = basisPointsOf(price, feeBps);
  const lines: LedgerLine[] = [...transfer(userOwner(buyer), platform, btcAsset, fee)];
  const providersPart = price - fee;
  const prizesBy = new Map<string, bigint>();
  for (const prize of pool) prizesBy.set(prize.providerUserId, (prizesBy.get(prize.providerUserId) ?? 0n) + 1n);
  let paid = 0n;
  for (const [provider, count] of prizesBy) {
    const share = (providersPart * count) / BigInt(pool.length);
    paid += share;
    lines.push(...transfer(userOwner(buyer), userOwner(provider), btcAsset, share));
  }
  lines.push(...transfer(userOwner(buyer), userOwner(makerUserId), btcAsset, providersPart - paid));
  return lines;
}

/**
 * Opens one box: takes the price from the player's box balance and draws a prize from the house's pool with the
 * house's committed seed, the player's client seed and the next nonce. At most once per idempotency key.
 */
export async function openBox(
  db: Database,
  policy: BoxPolicy,
  request: { userId: string; address: string; houseId: string; clientSeed?: string; idempotencyKey: string },
): Promise<OpenedBox> {
  return moveOnce<OpenedBox>(
    db,
    {
      key: scopedKey(request.userId, request.idempotencyKey),
      kind: 'open',
      userId: request.userId,
      houseId: request.houseId,
      request: { house_id: request.houseId, client_seed: request.clientSeed ?? null },
    },
    'Not enough BTC in your box balance to open this box. Recharge first.',
    async (tx, movementId) => {
      const house = await lockHouse(tx, request.houseId);
      if (house.status === 'awaiting_deposit') throw refuse('This house opens once its deposits confirm.');
      const pool = await tx
        .select()
        .from(housePrizes)
        .where(and(eq(housePrizes.houseId, house.id), eq(housePrizes.status, 'in_pool')))
        .orderBy(asc(housePrizes.slot));
      if (house.status === 'empty' || pool.length === 0) throw refuse('Every prize of this house has been won.');
      const seed = await activeSeed(tx, house.id);
      if (!seed) throw new Error(`house ${house.id} is open without a committed seed`);
      const clientSeed = await playerClientSeed(tx, request.userId, request.clientSeed);
      const nonce = seed.nextNonce;
      const { index } = drawPrizeIndex({ serverSeed: seed.serverSeed, clientSeed, nonce }, pool.length);
      const won = pool[index];
      if (!won) throw new Error('a draw landed outside its pool');

      const prize = prizeHolding(won);
      const prizeLines = transfer(houseOwner(house.id), userOwner(request.userId), prize.asset, prize.amount);
      await postEntries(tx, movementId, [
        ...priceLines(request.userId, house.priceSats, policy.openFeeBps, pool, house.makerUserId),
        ...prizeLines,
      ]);

      const drawId = randomUUID();
      await tx.insert(boxDraws).values({
        id: drawId,
        houseId: house.id,
        seedId: seed.id,
        nonce,
        clientSeed,
        userId: request.userId,
        playerAddress: request.address,
        pool: pool.map((prize) => prize.slot),
        drawnIndex: index,
        slot: won.slot,
        movementId,
        createdAt: policy.now(),
      });
      await tx
        .update(housePrizes)
        .set({ status: 'won', wonDrawId: drawId })
        .where(and(eq(housePrizes.houseId, house.id), eq(housePrizes.slot, won.slot)));
      const emptied = pool.length === 1;
      await tx
        .update(houses)
        .set({ opens: sql`${houses.opens} + 1`, ...(emptied ? { status: 'empty' as const } : {}) })
        .where(eq(houses.id, house.id));
      // An emptied house has nothing more to draw: its seed is revealed at once, so its last draws can be checked.
      await tx
        .update(houseSeeds)
        .set({ nextNonce: nonce + 1 })
        .where(eq(houseSeeds.id, seed.id));
      if (emptied) await rotateHouseSeed(tx, house.id, policy.now(), false);
      return {
        draw_id: drawId,
        house_id: house.id,
        nonce,
        client_seed: clientSeed,
        server_seed_hash: seed.serverSeedHash,
        pool_size: pool.length,
        index,
        won: { asset: prize.asset, amount: prize.amount.toString() },
      };
    },
  );
}
