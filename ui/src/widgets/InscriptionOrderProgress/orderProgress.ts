/** The steps an inscription order goes through when all is well, in order. */
export const inscriptionOrderSteps = ['awaiting_payment', 'paid', 'inscribing', 'inscribed'] as const;
export type InscriptionOrderStep = (typeof inscriptionOrderSteps)[number];

/** Where an order stops when it does not reach its inscriptions. */
export type InscriptionOrderOutcome = 'refunded' | 'failed' | 'expired';

export type InscriptionOrderStatus = InscriptionOrderStep | InscriptionOrderOutcome;

export interface OrderStepState {
  step: InscriptionOrderStep;
  /** The order has moved past it, or it is the last step and the order reached it. */
  isDone: boolean;
  /** The order stands here; never true while the order has an outcome, which is then where it stands. */
  isCurrent: boolean;
}

export interface OrderProgress {
  /** The steps to show: all of them on the way, only those reached once the order stopped. */
  steps: OrderStepState[];
  /** The stop the list ends with, or null while the order is on its way or inscribed. */
  outcome: InscriptionOrderOutcome | null;
}

function isStep(status: InscriptionOrderStatus): status is InscriptionOrderStep {
  return (inscriptionOrderSteps as readonly string[]).includes(status);
}

/**
 * Which steps are done and which is current. A stopped order shows how far it got: paid when a payment
 * is known (a refund always follows one), otherwise still awaiting payment.
 */
export function orderProgress(status: InscriptionOrderStatus, hasPayment: boolean): OrderProgress {
  const last = inscriptionOrderSteps.length - 1;
  if (isStep(status)) {
    const at = inscriptionOrderSteps.indexOf(status);
    return {
      steps: inscriptionOrderSteps.map((step, index) => ({
        step,
        isDone: index < at || (index === at && at === last),
        isCurrent: index === at,
      })),
      outcome: null,
    };
  }
  const isPaid = hasPayment || status === 'refunded';
  const reached: OrderStepState[] = isPaid
    ? [
        { step: 'awaiting_payment', isDone: true, isCurrent: false },
        { step: 'paid', isDone: true, isCurrent: false },
      ]
    : [{ step: 'awaiting_payment', isDone: false, isCurrent: false }];
  return { steps: reached, outcome: status };
}
