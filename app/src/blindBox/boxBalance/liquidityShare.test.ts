import { describe, expect, it } from 'vitest';
import { shareAfterAdding } from './liquidityShare';

describe('a provider’s share after adding prizes', () => {
  it('is their prizes over the whole pool, with what they add', () => {
    expect(shareAfterAdding(1, 4, 0)).toBe(0.25);
    expect(shareAfterAdding(1, 4, 4)).toBe(0.625);
    expect(shareAfterAdding(0, 0, 3)).toBe(1);
    expect(shareAfterAdding(0, 0, 0)).toBe(0);
  });
});
