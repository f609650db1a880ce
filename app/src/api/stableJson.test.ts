import { expect, it } from 'vitest';
import { stableJson } from './stableJson';

it('names the same body the same way whatever order its keys were written in', () => {
  expect(stableJson({ page: 1, filter: { b: 2, a: [{ y: 1, x: 0 }] } })).toBe(
    stableJson({ filter: { a: [{ x: 0, y: 1 }], b: 2 }, page: 1 }),
  );
  expect(stableJson({ page: 1, limit: 20 })).not.toBe(stableJson({ page: 2, limit: 20 }));
});
