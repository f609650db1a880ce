import { describe, expect, it } from 'vitest';
import { orderProgress } from './orderProgress';

const shown = (status: Parameters<typeof orderProgress>[0], hasPayment = false) =>
  orderProgress(status, hasPayment).steps.map(({ step, isDone, isCurrent }) => {
    const marks = [isDone && 'done', isCurrent && 'current'].filter(Boolean);
    return marks.length ? `${step} (${marks.join(', ')})` : step;
  });

describe('orderProgress', () => {
  it('marks the steps before the status done and the status current', () => {
    expect(shown('awaiting_payment')).toEqual(['awaiting_payment (current)', 'paid', 'inscribing', 'inscribed']);
    expect(shown('inscribing', true)).toEqual([
      'awaiting_payment (done)',
      'paid (done)',
      'inscribing (current)',
      'inscribed',
    ]);
    expect(orderProgress('paid', true).outcome).toBeNull();
  });

  it('counts the last step done once the order reaches it', () => {
    expect(shown('inscribed', true)).toEqual([
      'awaiting_payment (done)',
      'paid (done)',
      'inscribing (done)',
      'inscribed (done, current)',
    ]);
  });

  it('ends an expired order after the payment it waited for', () => {
    expect(orderProgress('expired', false)).toEqual({
      steps: [{ step: 'awaiting_payment', isDone: false, isCurrent: false }],
      outcome: 'expired',
    });
  });

  it('ends a refunded order after its payment, even with no payment id known', () => {
    expect(shown('refunded')).toEqual(['awaiting_payment (done)', 'paid (done)']);
    expect(orderProgress('refunded', false).outcome).toBe('refunded');
  });

  it('ends a failed order where it got to: paid when a payment is known', () => {
    expect(shown('failed', true)).toEqual(['awaiting_payment (done)', 'paid (done)']);
    expect(shown('failed', false)).toEqual(['awaiting_payment']);
  });
});
