import { maximumPriceSats } from '@ordmarket/protocol';
import { describe, expect, it } from 'vitest';
import { jsonSats } from './jsonValues';

describe('sats in JSON', () => {
  it('answers real amounts exactly, up to every bitcoin', () => {
    expect(jsonSats(0n)).toBe(0);
    expect(jsonSats(546n)).toBe(546);
    expect(jsonSats(maximumPriceSats)).toBe(2_100_000_000_000_000);
  });

  it('answers a stored value no bitcoin amount can be at the nearest bound, as a safe integer', () => {
    for (const [stored, answered] of [
      [maximumPriceSats + 1n, 2_100_000_000_000_000],
      [9_223_372_036_854_775_807n, 2_100_000_000_000_000],
      [-1n, 0],
    ] as const) {
      expect(jsonSats(stored)).toBe(answered);
      expect(Number.isSafeInteger(jsonSats(stored))).toBe(true);
    }
  });
});
