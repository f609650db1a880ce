import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '../db/database';
import { boxDraws, housePrizes, houseSeeds, houses, ledgerMovements } from '../db/schema';
import type { BoxPolicy } from './boxPolicy';
import { rotateHouseSeed } from './houseSeeds';
import { postMovements, type LedgerLine } from './ledger';
import { movementRow, type MovementRequest } from './movement';
import type { OpenedBox, OpenRequest } from './openBox';

/** One open drawn in memory, with everything its rows hold. */
export interface Drawn {
  readonly request: OpenRequest;
  readonly movement: MovementRequest;
  readonly movementId: string;
  readonly lines: readonly LedgerLine[];
  readonly box: OpenedBox;
  readonly poolSlots: readonly number[];
  readonly slot: number;
}

interface DrawnBatch {
  readonly house: { readonly id: string };
  readonly seed: { readonly id: string; readonly nextNonce: number };
  readonly drawn: readonly Drawn[];
  /** The batch won the pool's last prize. */
  readonly emptied: boolean;
}

/**
 * Writes a batch of draws in a handful of statements, whatever its size: the movements with their answers, their
 * ledger entries, the draws, the prizes won, and the house's count and next nonce.
 */
export async function recordDraws(tx: Transaction, policy: BoxPolicy, batch: DrawnBatch): Promise<void> {
  const { house, seed, drawn, emptied } = batch;
  await tx
    .insert(ledgerMovements)
    .values(drawn.map(({ movement, movementId, box }) => movementRow(movement, movementId, box)));
  await postMovements(tx, drawn);
  await tx.insert(boxDraws).values(
    drawn.map(({ request, movementId, box, poolSlots, slot }) => ({
      id: box.draw_id,
      houseId: house.id,
      seedId: seed.id,
      nonce: box.nonce,
      clientSeed: box.client_seed,
      userId: request.userId,
      playerAddress: request.address,
      pool: [...poolSlots],
      drawnIndex: box.index,
      slot,
      movementId,
      createdAt: policy.now(),
    })),
  );
  const wins = sql.join(
    drawn.map(({ slot, box }) => sql`(${slot}::integer, ${box.draw_id}::uuid)`),
    sql`, `,
  );
  await tx.execute(
    sql`update ${housePrizes} set "status" = 'won', "won_draw_id" = won.draw_id from (values ${wins}) as won(slot, draw_id)
        where ${housePrizes.houseId} = ${house.id} and ${housePrizes.slot} = won.slot`,
  );
  await tx
    .update(houses)
    .set({ opens: sql`${houses.opens} + ${drawn.length}`, ...(emptied ? { status: 'empty' as const } : {}) })
    .where(eq(houses.id, house.id));
  await tx
    .update(houseSeeds)
    .set({ nextNonce: seed.nextNonce + drawn.length })
    .where(eq(houseSeeds.id, seed.id));
  // An emptied house has nothing more to draw: its seed is revealed at once, so its last draws can be checked.
  if (emptied) await rotateHouseSeed(tx, house.id, policy.now(), false);
}
