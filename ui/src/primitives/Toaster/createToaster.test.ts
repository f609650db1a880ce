import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Timer } from '../../internal/timer';
import { createToaster, maxVisibleToasts, toastDurationMs } from './createToaster';

const texts = (toaster: ReturnType<typeof createToaster>): string[] => toaster.getSnapshot().map((toast) => toast.text);

describe('createToaster', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('uses the spec’s limits: 5 toasts, 3000 ms', () => {
    expect(maxVisibleToasts).toBe(5);
    expect(toastDurationMs).toBe(3000);
  });

  it('shows toasts newest first and tells subscribers', () => {
    const toaster = createToaster();
    const listener = vi.fn();
    toaster.subscribe(listener);
    toaster.show('success', 'Payment success');
    toaster.show('info', 'Copied!');
    expect(texts(toaster)).toEqual(['Copied!', 'Payment success']);
    expect(toaster.getSnapshot().map((toast) => toast.kind)).toEqual(['info', 'success']);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('keeps the same snapshot until something changes', () => {
    const toaster = createToaster();
    toaster.show('info', 'Copied!');
    const snapshot = toaster.getSnapshot();
    expect(toaster.getSnapshot()).toBe(snapshot);
    toaster.show('info', 'Copied!');
    expect(toaster.getSnapshot()).toBe(snapshot);
  });

  it('carries what to do beside the text, and counts a different hint as a different toast', () => {
    const toaster = createToaster();
    const first = toaster.show('error', 'Listing not found', 'Refresh the page.');
    expect(toaster.getSnapshot()).toEqual([
      { id: first, kind: 'error', text: 'Listing not found', hint: 'Refresh the page.' },
    ]);
    expect(toaster.show('error', 'Listing not found', 'Refresh the page.')).toBe(first);
    expect(toaster.show('error', 'Listing not found')).not.toBe(first);
    expect(toaster.getSnapshot()).toHaveLength(2);
  });

  it('hides each toast 3000 ms after it shows', () => {
    const toaster = createToaster();
    toaster.show('success', 'first');
    vi.advanceTimersByTime(1000);
    toaster.show('success', 'second');
    vi.advanceTimersByTime(toastDurationMs - 1001);
    expect(texts(toaster)).toEqual(['second', 'first']);
    vi.advanceTimersByTime(1);
    expect(texts(toaster)).toEqual(['second']);
    vi.advanceTimersByTime(1000);
    expect(texts(toaster)).toEqual([]);
  });

  it('shows at most 5 at once; the rest wait and get their full time when they show', () => {
    const toaster = createToaster();
    for (let index = 1; index <= 7; index++) toaster.show('info', `toast ${index}`);
    expect(texts(toaster)).toEqual(['toast 5', 'toast 4', 'toast 3', 'toast 2', 'toast 1']);
    vi.advanceTimersByTime(toastDurationMs);
    expect(texts(toaster)).toEqual(['toast 7', 'toast 6']);
    vi.advanceTimersByTime(toastDurationMs - 1);
    expect(texts(toaster)).toEqual(['toast 7', 'toast 6']);
    vi.advanceTimersByTime(1);
    expect(texts(toaster)).toEqual([]);
  });

  it('lets a waiting toast in as soon as one is dismissed', () => {
    const toaster = createToaster({ maxVisible: 2 });
    const first = toaster.show('info', 'a');
    toaster.show('info', 'b');
    toaster.show('info', 'c');
    expect(texts(toaster)).toEqual(['b', 'a']);
    toaster.dismiss(first ?? 0);
    expect(texts(toaster)).toEqual(['c', 'b']);
  });

  it('drops duplicates of a showing or waiting toast of the same kind', () => {
    const toaster = createToaster({ maxVisible: 1 });
    const shown = toaster.show('error', 'Insufficient balance');
    const waiting = toaster.show('info', 'Copied!');
    expect(toaster.show('error', 'Insufficient balance')).toBe(shown);
    expect(toaster.show('info', 'Copied!')).toBe(waiting);
    expect(toaster.show('success', 'Insufficient balance')).not.toBe(shown);
    vi.advanceTimersByTime(toastDurationMs);
    expect(texts(toaster)).toEqual(['Copied!']);
  });

  it('shows the same text again once the first has gone', () => {
    const toaster = createToaster();
    const first = toaster.show('info', 'Copied!');
    vi.advanceTimersByTime(toastDurationMs);
    const second = toaster.show('info', 'Copied!');
    expect(second).not.toBe(first);
    expect(texts(toaster)).toEqual(['Copied!']);
  });

  it('suppresses error toasts about a timeout, in any case', () => {
    const toaster = createToaster();
    expect(toaster.show('error', 'dial tcp: i/o timeout')).toBeNull();
    expect(toaster.show('error', 'Request TIMEOUT')).toBeNull();
    expect(toaster.show('error', 'timeout of 20000ms exceeded')).toBeNull();
    expect(texts(toaster)).toEqual([]);
  });

  it('shows a timeout message that is not an error, and an error that is not about a timeout', () => {
    const toaster = createToaster();
    expect(toaster.show('info', 'Session timeout extended')).not.toBeNull();
    expect(toaster.show('error', 'Network Error')).not.toBeNull();
    expect(texts(toaster)).toEqual(['Network Error', 'Session timeout extended']);
  });

  it('shows nothing for empty text', () => {
    const toaster = createToaster();
    expect(toaster.show('error', '  ')).toBeNull();
    expect(texts(toaster)).toEqual([]);
  });

  it('dismisses a toast at once and forgets its timer', () => {
    const toaster = createToaster();
    const id = toaster.show('paySuccess', 'Payment success');
    toaster.dismiss(id ?? 0);
    expect(texts(toaster)).toEqual([]);
    toaster.show('info', 'later');
    vi.advanceTimersByTime(toastDurationMs - 1);
    expect(texts(toaster)).toEqual(['later']);
  });

  it('ignores unknown ids and stops telling a listener that unsubscribed', () => {
    const toaster = createToaster();
    const listener = vi.fn();
    const unsubscribe = toaster.subscribe(listener);
    toaster.dismiss(42);
    expect(listener).not.toHaveBeenCalled();
    unsubscribe();
    toaster.show('info', 'quiet');
    expect(listener).not.toHaveBeenCalled();
  });

  it('counts down on the timer it is given and cancels it on dismissal', () => {
    const cancel = vi.fn();
    const timer = vi.fn<Timer>(() => cancel);
    const toaster = createToaster({ timer });
    const id = toaster.show('info', 'Copied!');
    expect(timer).toHaveBeenCalledExactlyOnceWith(expect.any(Function), toastDurationMs);
    vi.advanceTimersByTime(toastDurationMs);
    expect(texts(toaster)).toEqual(['Copied!']);
    toaster.dismiss(id ?? 0);
    expect(cancel).toHaveBeenCalledOnce();
    toaster.show('info', 'Listed');
    timer.mock.lastCall?.[0]();
    expect(texts(toaster)).toEqual([]);
  });

  it('keeps instances apart', () => {
    const one = createToaster();
    const two = createToaster();
    one.show('info', 'only here');
    expect(texts(two)).toEqual([]);
  });
});
