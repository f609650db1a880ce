import { randomUUID } from 'node:crypto';
import { drawPrizeIndex } from '@ordmarket/protocol';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database';
import { boxClientSeeds, housePrizes, ledgerAccounts, ledgerMovements, users } from '../db/schema';
import type { ApiError } from '../http/ApiError';
import type { BoxPolicy } from './boxPolicy';
import { refuse } from './boxRefusal';
import { clientSeedChoices } from './clientSeeds';
import { activeSeed } from './houseSeeds';
import { btcAsset, houseOwner, prizeHolding, transfer, userOwner } from './ledger';
import { lockHouse } from './lockHouse';
import { recordDraws, type Drawn } from './recordDraws';
import {
  houseAwaitingDeposit,
  houseEmptied,
  notEnoughToOpen,
  openMovement,
  priceLines,
  type OpenedBox,
  type OpenRequest,
} from './openBox';

/** How one open of a batch ended: drawn, refused by the rules, or already made by an earlier request of its key. */
export type OpenOutcome =
  | { readonly kind: 'opened'; readonly box: OpenedBox }
  | { readonly kind: 'refused'; readonly refusal: ApiError }
  | { readonly kind: 'repeated' };

const refused = (message: string): OpenOutcome => ({ kind: 'refused', refusal: refuse(message) });

/**
 * Opens boxes of one house, in the order asked, in one transaction: the house is locked once and each draw sees the
 * pool the one before it left, exactly as if each had been its own transaction, but the batch's rows are written in
 * a handful of statements. An open the rules refuse (the price above the player's balance, a pool emptied earlier
 * in the batch) is answered alone and moves nothing. The balances are read without a lock, so a debit elsewhere in
 * between can still take one below zero: the database's CHECK then fails the whole batch, and the caller draws its
 * opens again one at a time. The keys of a batch are distinct; one that has already moved value draws nothing.
 */
export async function openBatch(
  db: Database,
  policy: BoxPolicy,
  houseId: string,
  requests: readonly OpenRequest[],
): Promise<OpenOutcome[]> {
  return db.transaction(async (tx) => {
    const house = await lockHouse(tx, houseId);
    if (house.status === 'awaiting_deposit') return requests.map(() => refused(houseAwaitingDeposit));
    const pool = await tx
      .select()
      .from(housePrizes)
      .where(and(eq(housePrizes.houseId, house.id), eq(housePrizes.status, 'in_pool')))
      .orderBy(asc(housePrizes.slot));
    const seed = await activeSeed(tx, house.id);
    const movements = requests.map(openMovement);
    const { balances, clientSeeds, moved } = await playersOf(
      tx,
      requests.map((request) => request.userId),
      movements.map((movement) => movement.key),
    );

    const drawn: Drawn[] = [];
    const outcomes = requests.map((request, n): OpenOutcome => {
      const movement = movements[n];
      if (!movement) throw new Error('an open without its movement');
      if (moved.has(movement.key)) return { kind: 'repeated' };
      if (house.status === 'empty' || pool.length === 0) return refused(houseEmptied);
      if (!seed) throw new Error(`house ${house.id} is open without a committed seed`);
      if ((balances.get(request.userId) ?? 0n) < house.priceSats) return refused(notEnoughToOpen);
      const clientSeed = clientSeeds.choose(request.userId, request.clientSeed);
      const nonce = seed.nextNonce + drawn.length;
      const { index } = drawPrizeIndex({ serverSeed: seed.serverSeed, clientSeed, nonce }, pool.length);
      const won = pool[index];
      if (!won) throw new Error('a draw landed outside its pool');
      const prize = prizeHolding(won);
      const lines = [
        ...priceLines(request.userId, house.priceSats, policy.openFeeBps, pool, house.makerUserId),
        ...transfer(houseOwner(house.id), userOwner(request.userId), prize.asset, prize.amount),
      ];
      // The batch's later opens see this one's payments: a player who is also a provider is paid before they open.
      for (const line of lines) {
        if (line.owner.kind !== 'user' || line.asset !== btcAsset) continue;
        const before = balances.get(line.owner.id);
        if (before !== undefined) balances.set(line.owner.id, before + line.amount);
      }
      const box: OpenedBox = {
        draw_id: randomUUID(),
        house_id: house.id,
        nonce,
        client_seed: clientSeed,
        server_seed_hash: seed.serverSeedHash,
        pool_size: pool.length,
        index,
        won: { asset: prize.asset, amount: prize.amount.toString() },
      };
      drawn.push({
        request,
        movement,
        movementId: randomUUID(),
        lines,
        box,
        poolSlots: pool.map((inPool) => inPool.slot),
        slot: won.slot,
      });
      pool.splice(index, 1);
      return { kind: 'opened', box };
    });
    if (!seed || drawn.length === 0) return outcomes;

    await clientSeeds.keep(tx);
    await recordDraws(tx, policy, { house, seed, drawn, emptied: pool.length === 0 });
    return outcomes;
  });
}

/**
 * What the batch needs to know before it draws, in one read: each player's BTC balance (read without a lock: see
 * `openBatch`) and the client seed they last drew with, and which of the batch's keys have already moved value.
 */
async function playersOf(tx: Transaction, userIds: readonly string[], keys: readonly string[]) {
  const movedKeys = tx
    .select({ keys: sql<string[]>`coalesce(array_agg(${ledgerMovements.idempotencyKey}), '{}')` })
    .from(ledgerMovements)
    .where(inArray(ledgerMovements.idempotencyKey, [...keys]));
  const rows = await tx
    .select({
      userId: users.id,
      balance: ledgerAccounts.balance,
      clientSeed: boxClientSeeds.clientSeed,
      movedKeys: sql<string[]>`(${movedKeys})`,
    })
    .from(users)
    .leftJoin(
      ledgerAccounts,
      and(
        eq(ledgerAccounts.ownerKind, 'user'),
        eq(ledgerAccounts.ownerId, sql`${users.id}::text`),
        eq(ledgerAccounts.asset, btcAsset),
      ),
    )
    .leftJoin(boxClientSeeds, eq(boxClientSeeds.userId, users.id))
    .where(inArray(users.id, [...new Set(userIds)]));
  const kept = new Map<string, string>();
  for (const row of rows) if (row.clientSeed !== null) kept.set(row.userId, row.clientSeed);
  return {
    balances: new Map(rows.map((row) => [row.userId, row.balance ?? 0n])),
    clientSeeds: clientSeedChoices(kept),
    moved: new Set(rows[0]?.movedKeys ?? []),
  };
}
