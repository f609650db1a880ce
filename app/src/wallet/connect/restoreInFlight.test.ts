import { afterEach, describe, expect, it, vi } from 'vitest';
import { beginWalletRestore, expectWalletRestore, takeWalletRestore, walletRestoreSettled } from './restoreInFlight';

/** Whether the promise has settled after the microtasks now queued have run. */
async function hasSettled(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await vi.advanceTimersByTimeAsync(0);
  return settled;
}

describe('a connect pressed while the stored wallet is restored', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('goes on at once when no restore is in flight', async () => {
    vi.useFakeTimers();
    expect(await hasSettled(walletRestoreSettled(8_000))).toBe(true);
  });

  it('waits for the restore, and no longer once it is done', async () => {
    vi.useFakeTimers();
    const settle = beginWalletRestore();
    const waiting = walletRestoreSettled(8_000);
    await vi.advanceTimersByTimeAsync(7_000);
    expect(await hasSettled(waiting)).toBe(false);
    settle();
    expect(await hasSettled(waiting)).toBe(true);
    expect(await hasSettled(walletRestoreSettled(8_000))).toBe(true);
  });

  it('gives up on a restore that never ends after the limit', async () => {
    vi.useFakeTimers();
    const settle = beginWalletRestore();
    const waiting = walletRestoreSettled(8_000);
    await vi.advanceTimersByTimeAsync(7_999);
    expect(await hasSettled(waiting)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await hasSettled(waiting)).toBe(true);
    settle();
  });

  it('a restore begun again on remount is the one waited for', async () => {
    vi.useFakeTimers();
    const first = beginWalletRestore();
    const second = beginWalletRestore();
    first();
    const waiting = walletRestoreSettled(8_000);
    expect(await hasSettled(waiting)).toBe(false);
    second();
    expect(await hasSettled(waiting)).toBe(true);
  });

  it("a restore expected as the page starts is waited for until the wallet's code takes it over and settles it", async () => {
    vi.useFakeTimers();
    expectWalletRestore();
    expectWalletRestore();
    const waiting = walletRestoreSettled(8_000);
    expect(await hasSettled(waiting)).toBe(false);
    const settle = takeWalletRestore();
    expect(await hasSettled(waiting)).toBe(false);
    settle();
    expect(await hasSettled(waiting)).toBe(true);
    // Taken once: a later take (a remount) begins a restore of its own.
    const again = takeWalletRestore();
    expect(await hasSettled(walletRestoreSettled(8_000))).toBe(false);
    again();
  });
});
