import { describe, expect, it } from 'vitest';
import { furthestTask, isSettled } from './orderFollowing';
import type { InscribeTask } from './payInscriptionOrder';

const task: InscribeTask = {
  task_id: '5f1d7c4e-8a1b-4c7e-9d2a-3b6f0e9c1a20',
  kind: 'deploy',
  tick: 'zapp',
  content: '{"p":"brc-20","op":"deploy","tick":"zapp","max":"21000000","lim":"1000"}',
  repeat: 1,
  receive_address: 'tb1pholder',
  payment_address: 'tb1porder',
  fee_rate: 12,
  total_fee: 9_870,
  paid: 9_870,
  status: 'paid',
  pay_txid: 'ab'.repeat(32),
  inscription_ids: [],
  refund_txid: null,
  reason: null,
  returns: [],
  created_at: 1_795_286_697,
  paid_at: 1_795_286_757,
};

describe('isSettled', () => {
  it('stops following an order once inscribed, refunded, failed or expired', () => {
    const ends: Array<InscribeTask['status']> = ['inscribed', 'refunded', 'failed', 'expired'];
    const onTheWay: Array<InscribeTask['status']> = ['awaiting_payment', 'paid', 'inscribing'];
    expect(ends.every(isSettled)).toBe(true);
    expect(onTheWay.some(isSettled)).toBe(false);
  });
});

describe('furthestTask', () => {
  it('takes the history once it has caught up or moved on', () => {
    const inscribing = { ...task, status: 'inscribing' as const };
    expect(furthestTask(task, inscribing)).toBe(inscribing);
    const same = { ...task };
    expect(furthestTask(task, same)).toBe(same);
  });

  it('keeps the recorded order over a history read before the payment was recorded, or none yet', () => {
    expect(furthestTask(task, { ...task, status: 'awaiting_payment', pay_txid: null })).toBe(task);
    expect(furthestTask(task, undefined)).toBe(task);
  });
});
