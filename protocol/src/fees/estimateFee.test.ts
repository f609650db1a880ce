import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ProtocolError } from '../ProtocolError';
import { estimateFee, estimateVirtualSize } from './estimateFee';

describe('estimateVirtualSize', () => {
  it('is 10.5 + 57.5 per input + 43 per output + 43, rounded up to a whole vB', () => {
    expect(estimateVirtualSize(1, 1)).toBe(154n); // 154
    expect(estimateVirtualSize(2, 2)).toBe(255n); // 254.5
    expect(estimateVirtualSize(0, 0)).toBe(54n); // 53.5
    expect(estimateVirtualSize(2, 1)).toBe(212n); // 211.5
  });

  it('refuses counts that are negative, fractional or not finite', () => {
    expect(() => estimateVirtualSize(-1, 1)).toThrow(
      new ProtocolError('invalid-count', 'The number of inputs must be a whole number, 0 or more'),
    );
    expect(() => estimateVirtualSize(1, 1.5)).toThrow(
      new ProtocolError('invalid-count', 'The number of outputs must be a whole number, 0 or more'),
    );
    expect(() => estimateVirtualSize(Number.NaN, 1)).toThrow(ProtocolError);
    expect(() => estimateVirtualSize(1, Infinity)).toThrow(ProtocolError);
  });

  it('never underestimates the formula', () => {
    fc.assert(
      fc.property(fc.nat(10_000), fc.nat(10_000), (inputs, outputs) => {
        const exact = 10.5 + 57.5 * inputs + 43 * outputs + 43;
        const size = Number(estimateVirtualSize(inputs, outputs));
        return size >= exact && size - exact < 1;
      }),
    );
  });
});

describe('estimateFee', () => {
  it('multiplies the rounded-up size by the rate', () => {
    expect(estimateFee(1, 1, 12n)).toBe(1848n);
    expect(estimateFee(2, 2, 7n)).toBe(1785n); // 255 vB, not 254.5
  });

  it('refuses a rate below 1 sat/vB', () => {
    expect(() => estimateFee(1, 1, 0n)).toThrow(
      new ProtocolError('invalid-fee-rate', 'A fee rate is at least 1 sat/vB'),
    );
  });

  it('returns sats or throws a ProtocolError for any counts and rate', () => {
    fc.assert(
      fc.property(fc.double(), fc.integer(), fc.bigInt(), (inputs, outputs, rate) => {
        try {
          expect(estimateFee(inputs, outputs, rate)).toBeGreaterThan(0n);
        } catch (error) {
          expect(error).toBeInstanceOf(ProtocolError);
        }
      }),
    );
  });
});
