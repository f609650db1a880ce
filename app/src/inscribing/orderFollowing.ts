import type { InscribeTask } from './payInscriptionOrder';

type TaskStatus = InscribeTask['status'];

// How far each status is along the order's way; the four ends are as far as it goes.
const stage: Record<TaskStatus, number> = {
  awaiting_payment: 0,
  paid: 1,
  inscribing: 2,
  inscribed: 3,
  refunded: 3,
  failed: 3,
  expired: 3,
};

/** The order has stopped moving: inscribed, or refunded, failed or expired. */
export function isSettled(status: TaskStatus): boolean {
  return stage[status] === stage.inscribed;
}

/**
 * The order as far along as it is known: a history read from before the payment was recorded must not take
 * the drawer back to 'Awaiting payment'.
 */
export function furthestTask(known: InscribeTask, read: InscribeTask | undefined): InscribeTask {
  return read !== undefined && stage[read.status] >= stage[known.status] ? read : known;
}
