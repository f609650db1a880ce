import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { confirmCloseDelayMs, createChoiceCloser } from './choiceCloser';

describe('createChoiceCloser', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits the spec’s 200 ms', () => {
    expect(confirmCloseDelayMs).toBe(200);
  });

  it('records the choice at once and closes 200 ms later', () => {
    const record = vi.fn();
    const close = vi.fn();
    createChoiceCloser().choose(record, close);
    expect(record).toHaveBeenCalledOnce();
    expect(close).not.toHaveBeenCalled();
    vi.advanceTimersByTime(199);
    expect(close).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(close).toHaveBeenCalledOnce();
  });

  it('ignores a second choice while the first waits', () => {
    const closer = createChoiceCloser();
    const confirm = vi.fn();
    const cancel = vi.fn();
    const close = vi.fn();
    closer.choose(confirm, close);
    vi.advanceTimersByTime(100);
    closer.choose(cancel, close);
    vi.advanceTimersByTime(300);
    expect(confirm).toHaveBeenCalledOnce();
    expect(cancel).not.toHaveBeenCalled();
    expect(close).toHaveBeenCalledOnce();
  });

  it('takes a new choice once the dialog has closed', () => {
    const closer = createChoiceCloser();
    const record = vi.fn();
    const close = vi.fn();
    closer.choose(record, close);
    vi.advanceTimersByTime(confirmCloseDelayMs);
    closer.choose(record, close);
    vi.advanceTimersByTime(confirmCloseDelayMs);
    expect(record).toHaveBeenCalledTimes(2);
    expect(close).toHaveBeenCalledTimes(2);
  });

  it('counts the delay on the timer it is given', () => {
    const waits: Array<[() => void, number]> = [];
    const cancel = vi.fn();
    const closer = createChoiceCloser((done, ms) => {
      waits.push([done, ms]);
      return cancel;
    });
    const close = vi.fn();
    closer.choose(vi.fn(), close);
    expect(waits.map(([, ms]) => ms)).toEqual([confirmCloseDelayMs]);
    vi.advanceTimersByTime(1000);
    expect(close).not.toHaveBeenCalled();
    waits[0]?.[0]();
    expect(close).toHaveBeenCalledOnce();
    closer.choose(vi.fn(), close);
    closer.stop();
    expect(cancel).toHaveBeenCalledOnce();
  });

  it('does not close after stop', () => {
    const closer = createChoiceCloser();
    const close = vi.fn();
    closer.choose(vi.fn(), close);
    closer.stop();
    vi.advanceTimersByTime(1000);
    expect(close).not.toHaveBeenCalled();
  });
});
