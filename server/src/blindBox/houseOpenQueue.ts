import type { Database } from '../db/database';
import type { BoxPolicy } from './boxPolicy';
import { earlierAnswer, explainFailedMove, type MovementRequest } from './movement';
import { openBatch, type OpenOutcome } from './openBatch';
import { notEnoughToOpen, openMovement, type OpenedBox, type OpenRequest } from './openBox';

/** The most opens drawn in one transaction: enough for a rush on one house, few enough to keep each batch short. */
const largestBatch = 64;

interface Waiting {
  readonly request: OpenRequest;
  /** The ledger movement the open makes: its key is what `nextBatch` and `answerRepeats` compare. */
  readonly movement: MovementRequest;
  readonly resolve: (box: OpenedBox) => void;
  readonly reject: (error: unknown) => void;
}

export interface HouseOpenQueue {
  /** Opens one box: the price from the player's box balance, a prize from the pool. At most once per key. */
  open(request: OpenRequest): Promise<OpenedBox>;
}

/**
 * Every open of a house waits for the house's lock, so opens of one house cannot run side by side. Instead of each
 * taking the lock in its own transaction, the opens asked while a house's batch is being drawn wait here and are
 * drawn together in the next one: one lock, one commit and a few statements for the lot. A quiet house draws each open
 * at once, alone. Other server processes still queue on the house's row, so this is only ever faster, never unsafe.
 */
export function houseOpenQueue(db: Database, policy: BoxPolicy): HouseOpenQueue {
  const waitingBy = new Map<string, Waiting[]>();

  const answerAlone = async (waiting: Waiting, error: unknown) => {
    try {
      waiting.resolve(await explainFailedMove<OpenedBox>(db, waiting.movement, notEnoughToOpen, error));
    } catch (explained) {
      waiting.reject(explained);
    }
  };

  /** Answers with what the key's first request moved (or refuses a key used for another request). */
  const answerEarlier = (waiting: Waiting) => {
    earlierAnswer<OpenedBox>(db, waiting.movement).then((box) => {
      if (box) waiting.resolve(box);
      else waiting.reject(new Error(`key ${waiting.movement.key} moved value but kept no answer`));
    }, waiting.reject);
  };

  const answer = (waiting: Waiting, outcome: OpenOutcome) => {
    if (outcome.kind === 'opened') waiting.resolve(outcome.box);
    else if (outcome.kind === 'refused') waiting.reject(outcome.refusal);
    else answerEarlier(waiting);
  };

  /** Draws a batch and answers it; says which keys moved value. */
  const draw = async (houseId: string, batch: readonly Waiting[]): Promise<Set<string>> => {
    let outcomes: OpenOutcome[];
    try {
      outcomes = await openBatch(
        db,
        policy,
        houseId,
        batch.map((waiting) => waiting.request),
      );
    } catch (error) {
      const [alone] = batch;
      if (batch.length === 1 && alone) {
        await answerAlone(alone, error);
        return new Set();
      }
      // One open the database refused (a balance spent elsewhere meanwhile, a key used by another server) must not
      // fail the others: each is drawn again in its own transaction, in the order asked.
      const moved = new Set<string>();
      for (const waiting of batch) for (const key of await draw(houseId, [waiting])) moved.add(key);
      return moved;
    }
    const moved = new Set<string>();
    outcomes.forEach((outcome, n) => {
      const waiting = batch[n];
      if (!waiting) return;
      if (outcome.kind === 'opened') moved.add(waiting.movement.key);
      answer(waiting, outcome);
    });
    return moved;
  };

  /** Requests of a key that has just moved value (asked twice at once) get the first one's answer, or its refusal. */
  const answerRepeats = (waiting: Waiting[], moved: ReadonlySet<string>) => {
    const repeats = waiting.filter((entry) => moved.has(entry.movement.key));
    if (repeats.length === 0) return;
    waiting.splice(0, waiting.length, ...waiting.filter((entry) => !moved.has(entry.movement.key)));
    for (const repeat of repeats) answerEarlier(repeat);
  };

  const drain = async (houseId: string, waiting: Waiting[]) => {
    try {
      while (waiting.length > 0) answerRepeats(waiting, await draw(houseId, nextBatch(waiting)));
    } catch (error) {
      // Not a refusal (those are answered above) but a fault: nobody is left waiting on a queue that stopped.
      for (const stranded of waiting.splice(0)) stranded.reject(error);
    } finally {
      waitingBy.delete(houseId);
    }
  };

  const enqueue = (request: OpenRequest) =>
    new Promise<OpenedBox>((resolve, reject) => {
      const waiting: Waiting = { request, movement: openMovement(request), resolve, reject };
      const queued = waitingBy.get(request.houseId);
      if (queued) {
        queued.push(waiting);
        return;
      }
      const started = [waiting];
      waitingBy.set(request.houseId, started);
      void drain(request.houseId, started);
    });

  return { open: enqueue };
}

/**
 * Takes the next batch off the front of the queue: up to `largestBatch` opens of distinct keys. A key asked twice
 * at once (two tabs, a retry) stays queued until the first of them is answered.
 */
function nextBatch(waiting: Waiting[]): Waiting[] {
  const batch: Waiting[] = [];
  const keys = new Set<string>();
  const left: Waiting[] = [];
  for (const next of waiting) {
    if (batch.length < largestBatch && !keys.has(next.movement.key)) {
      batch.push(next);
      keys.add(next.movement.key);
    } else left.push(next);
  }
  waiting.splice(0, waiting.length, ...left);
  return batch;
}
