import { describe, expect, it } from 'vitest';
import { pageCountOf } from './paging';

describe('page count', () => {
  it('fills whole pages and counts a partial last one', () => {
    expect(pageCountOf(40, 20)).toBe(2);
    expect(pageCountOf(41, 20)).toBe(3);
  });

  it('is one page for an empty list', () => {
    expect(pageCountOf(0, 20)).toBe(1);
  });
});
