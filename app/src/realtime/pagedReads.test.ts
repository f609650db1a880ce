import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { followPagedRead, revalidatePagedReads } from './pagedReads';

describe('paged reads the feed refetches', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refetches a covered grid once for events arriving together, and another grid not at all', () => {
    const frogs = { key: ['grid', 'frogs'], revalidate: vi.fn() };
    const cats = { key: ['grid', 'cats'], revalidate: vi.fn() };
    const stops = [followPagedRead(frogs), followPagedRead(cats)];
    const coversFrogs = (key: unknown) => Array.isArray(key) && key[1] === 'frogs';
    for (let event = 0; event < 9; event += 1) revalidatePagedReads(coversFrogs);
    expect(frogs.revalidate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(frogs.revalidate).toHaveBeenCalledTimes(1);
    expect(cats.revalidate).not.toHaveBeenCalled();
    revalidatePagedReads(coversFrogs);
    vi.advanceTimersByTime(100);
    expect(frogs.revalidate).toHaveBeenCalledTimes(2);
    for (const stop of stops) stop();
  });

  it('forgets a grid that left the page, even with a refetch on its way', () => {
    const grid = { key: ['grid'], revalidate: vi.fn() };
    const stop = followPagedRead(grid);
    revalidatePagedReads(() => true);
    stop();
    vi.advanceTimersByTime(1_000);
    revalidatePagedReads(() => true);
    vi.advanceTimersByTime(1_000);
    expect(grid.revalidate).not.toHaveBeenCalled();
  });
});
