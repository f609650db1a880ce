import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, Transaction } from '../db/database';
import { ledgerMovements, type LedgerMovementKind } from '../db/schema';
import { ApiError } from '../http/ApiError';
import { checkViolation, sqlStateOf, uniqueViolation } from './sqlState';

/** The client's key for one value-moving request: a retry with the same key gets the first answer back. */
export const idempotencyKeyField = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,80}$/, 'an idempotency key is 8 to 80 letters, digits, - or _');

export interface MovementRequest {
  /** Already scoped to its owner (see `scopedKey`): two users' keys never collide. */
  readonly key: string;
  readonly kind: LedgerMovementKind;
  readonly userId?: string;
  readonly houseId?: string;
  /** What was asked, to refuse the same key reused for something else. */
  readonly request: Record<string, unknown>;
}

export const scopedKey = (userId: string, clientKey: string) => `user:${userId}:${clientKey}`;

const sameRequest = (a: Record<string, unknown>, b: Record<string, unknown>) =>
  JSON.stringify(a, Object.keys(a).sort()) === JSON.stringify(b, Object.keys(b).sort());

/** The answer kept with an earlier move of the same key, or a refusal if that key was used for another request. */
export async function earlierAnswer<Result extends Record<string, unknown>>(
  db: Database,
  movement: MovementRequest,
): Promise<Result | undefined> {
  const [earlier] = await db.select().from(ledgerMovements).where(eq(ledgerMovements.idempotencyKey, movement.key));
  if (!earlier) return undefined;
  if (earlier.kind !== movement.kind || !sameRequest(earlier.request, movement.request)) {
    throw new ApiError(
      'idempotencyConflict',
      'This request key was already used for a different request. Start the action again.',
    );
  }
  return earlier.result as Result;
}

/** The row that records a move under its key; `result` is the answer a retry of the key gets back. */
export const movementRow = (movement: MovementRequest, id: string, result?: Record<string, unknown>) => ({
  id,
  idempotencyKey: movement.key,
  kind: movement.kind,
  userId: movement.userId ?? null,
  houseId: movement.houseId ?? null,
  request: movement.request,
  ...(result === undefined ? {} : { result }),
});

/**
 * Runs one value move in one transaction, at most once per key. The movement row is written first, so a retry (at
 * once or later) fails on its key and then reads the answer kept with the first; `run` posts the entries and returns the answer kept with it. A
 * balance the move would take below zero comes back from the database as a CHECK violation: `short` says it in words.
 */
export async function moveOnce<Result extends Record<string, unknown>>(
  db: Database,
  movement: MovementRequest,
  short: string,
  run: (tx: Transaction, movementId: string) => Promise<Result>,
): Promise<Result> {
  try {
    return await db.transaction(async (tx) => {
      const id = randomUUID();
      await tx.insert(ledgerMovements).values(movementRow(movement, id));
      const result = await run(tx, id);
      await tx.update(ledgerMovements).set({ result }).where(eq(ledgerMovements.id, id));
      return result;
    });
  } catch (error) {
    return explainFailedMove<Result>(db, movement, short, error);
  }
}

/**
 * What a move the database refused means to the client: a repeated key gets the answer kept with the first, a
 * balance the move would take below zero is refused in the words of `short`, and anything else goes on as thrown.
 */
export async function explainFailedMove<Result extends Record<string, unknown>>(
  db: Database,
  movement: MovementRequest,
  short: string,
  error: unknown,
): Promise<Result> {
  const state = sqlStateOf(error);
  if (state === uniqueViolation) {
    const answer = await earlierAnswer<Result>(db, movement);
    if (answer) return answer;
  }
  if (state === checkViolation) throw new ApiError('boxRefused', short);
  throw error;
}
