import { describe, expect, it } from 'vitest';
import { createOverlaysStore } from './overlaysStore';

const share = { kind: 'listing', name: 'Frog #1', priceSats: 1000, url: '/assets/a' } as const;

describe('overlays store', () => {
  it('opens a result and keeps its content while it closes', () => {
    const overlays = createOverlaysStore();
    overlays.showResult({ type: 'success', message: 'Listed', share });
    expect(overlays.state.result).toEqual({ isOpen: true, request: { type: 'success', message: 'Listed', share } });
    overlays.close('result');
    expect(overlays.state.result.isOpen).toBe(false);
    expect(overlays.state.result.request?.message).toBe('Listed');
  });

  it('opens the payment snack and the read-before-purchase dialog', () => {
    const overlays = createOverlaysStore();
    overlays.showPaymentSnack({ type: 'success' });
    overlays.showReadBeforePurchase({ makes: 2, networkFee: 282 });
    expect(overlays.state.paymentSnack).toEqual({ isOpen: true, request: { type: 'success' } });
    expect(overlays.state.readBeforePurchase.isOpen).toBe(true);
  });

  it('answers a question with the choice', async () => {
    const overlays = createOverlaysStore();
    const answer = overlays.confirm({ message: 'Delist?' });
    expect(overlays.state.confirmation.isOpen).toBe(true);
    overlays.answerConfirmation(true);
    overlays.close('confirmation');
    await expect(answer).resolves.toBe(true);
  });

  it('answers no when the question is dismissed', async () => {
    const overlays = createOverlaysStore();
    const answer = overlays.confirm({ message: 'Delist?' });
    overlays.close('confirmation');
    await expect(answer).resolves.toBe(false);
  });

  it('answers no to a question a newer one replaces', async () => {
    const overlays = createOverlaysStore();
    const first = overlays.confirm({ message: 'First?' });
    const second = overlays.confirm({ message: 'Second?' });
    await expect(first).resolves.toBe(false);
    expect(overlays.state.confirmation.request?.message).toBe('Second?');
    overlays.answerConfirmation(true);
    await expect(second).resolves.toBe(true);
  });
});
