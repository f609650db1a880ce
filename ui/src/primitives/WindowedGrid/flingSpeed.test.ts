import { describe, expect, it } from 'vitest';
import { flingPxPerMs, isFlingBetween } from './flingSpeed';

describe('isFlingBetween', () => {
  it('is a fling past the speed limit either way, and reading below it', () => {
    expect(isFlingBetween({ offset: 0, at: 0 }, { offset: 700, at: 150 })).toBe(true);
    expect(isFlingBetween({ offset: 5_000, at: 0 }, { offset: 4_300, at: 150 })).toBe(true);
    expect(isFlingBetween({ offset: 0, at: 0 }, { offset: 100, at: 150 })).toBe(false);
    expect(isFlingBetween({ offset: 0, at: 0 }, { offset: flingPxPerMs * 100, at: 100 })).toBe(false);
  });

  it('needs an earlier sample and time between the two', () => {
    expect(isFlingBetween(undefined, { offset: 9_000, at: 10 })).toBe(false);
    expect(isFlingBetween({ offset: 0, at: 10 }, { offset: 9_000, at: 10 })).toBe(false);
  });
});
