import { describe, expect, it } from 'vitest';
import { formatCount } from './formatCount';

describe('formatCount', () => {
  it('writes small counts exactly, with grouping', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(128)).toBe('128');
    expect(formatCount(9999)).toBe('9,999');
  });

  it('shortens counts from ten thousand up', () => {
    expect(formatCount(10_000)).toBe('10K');
    expect(formatCount(12_345)).toBe('12.3K');
    expect(formatCount(4_560_000)).toBe('4.6M');
  });
});
