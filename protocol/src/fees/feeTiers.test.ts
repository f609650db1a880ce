import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ProtocolError } from '../ProtocolError';
import {
  defaultFeeTier,
  feeRateForTier,
  feeRatePresets,
  feeTiers,
  parseCustomFeeRate,
  recommendedFeeRates,
} from './feeTiers';

const service = { fastestFee: 30, halfHourFee: 15, economyFee: 4 };
const customRefused = new ProtocolError(
  'invalid-custom-fee-rate',
  'The fee rate must be a whole number of sats/vB, at least 1',
);

describe('fee tiers', () => {
  it('defaults to General', () => {
    expect(defaultFeeTier).toBe('General');
  });

  it('maps Fastest, General and Economy to the service fields', () => {
    expect(feeRateForTier({ tier: 'Fastest' }, service)).toBe(30n);
    expect(feeRateForTier({ tier: 'General' }, service)).toBe(15n);
    expect(feeRateForTier({ tier: 'Economy' }, service)).toBe(4n);
  });

  it('uses the presets 22, 12 and 7 when the service value is missing or not a positive number', () => {
    expect(feeRatePresets).toEqual({ fastestFee: 22n, halfHourFee: 12n, economyFee: 7n });
    expect(feeRateForTier({ tier: 'Fastest' }, {})).toBe(22n);
    expect(feeRateForTier({ tier: 'General' }, { halfHourFee: 0 })).toBe(12n);
    expect(feeRateForTier({ tier: 'Economy' }, { economyFee: '5' })).toBe(7n);
    expect(feeRateForTier({ tier: 'Economy' }, { economyFee: -1 })).toBe(7n);
    expect(feeRateForTier({ tier: 'General' }, { halfHourFee: Number.NaN })).toBe(12n);
    expect(feeRateForTier({ tier: 'Fastest' }, { fastestFee: Infinity })).toBe(22n);
    expect(feeRateForTier({ tier: 'Fastest' }, { fastestFee: null })).toBe(22n);
  });

  it('rounds a fractional service rate up', () => {
    expect(feeRateForTier({ tier: 'General' }, { ...service, halfHourFee: 3.2, economyFee: 2 })).toBe(4n);
    expect(feeRateForTier({ tier: 'Economy' }, { economyFee: 0.5 })).toBe(1n);
  });

  it('takes the custom rate for Custom, ignoring the service', () => {
    expect(feeRateForTier({ tier: 'Custom', rate: '40' }, service)).toBe(40n);
    expect(() => feeRateForTier({ tier: 'Custom', rate: '0' }, service)).toThrow(customRefused);
  });

  it('returns a rate of at least 1 or throws a ProtocolError for anything the service sends', () => {
    const tier = fc.oneof(
      fc.constantFrom({ tier: 'Fastest' } as const, { tier: 'General' } as const, { tier: 'Economy' } as const),
      fc.string().map((rate) => ({ tier: 'Custom', rate }) as const),
    );
    const fees = fc.record(
      { fastestFee: fc.anything(), halfHourFee: fc.anything(), economyFee: fc.anything() },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(tier, fees, (choice, recommended) => {
        try {
          expect(feeRateForTier(choice, recommended)).toBeGreaterThanOrEqual(1n);
        } catch (error) {
          expect(error).toBeInstanceOf(ProtocolError);
        }
      }),
    );
  });
});

describe('recommendedFeeRates', () => {
  const anyFees = fc.record(
    {
      fastestFee: fc.oneof(fc.double(), fc.integer(), fc.anything()),
      halfHourFee: fc.oneof(fc.double(), fc.integer(), fc.anything()),
      economyFee: fc.oneof(fc.double(), fc.integer(), fc.anything()),
    },
    { requiredKeys: [] },
  );

  it('lists the tiers fastest first, Custom last', () => {
    expect(feeTiers).toEqual(['Fastest', 'General', 'Economy', 'Custom']);
  });

  it("takes the service's rates as they are when they are in order", () => {
    expect(recommendedFeeRates(service)).toEqual({ Fastest: 30n, General: 15n, Economy: 4n });
  });

  it('prices every tier at 1 sat/vB on a quiet network, as the devnet recommends with an empty mempool', () => {
    const quiet = { fastestFee: 1, halfHourFee: 1, hourFee: 1, economyFee: 1, minimumFee: 1 };
    expect(recommendedFeeRates(quiet)).toEqual({ Fastest: 1n, General: 1n, Economy: 1n });
  });

  it('never prices General under Economy when the service gave General alone (the 1 sat/vB General beside Economy 7)', () => {
    expect(recommendedFeeRates({ halfHourFee: 1 })).toEqual({ Fastest: 22n, General: 7n, Economy: 7n });
  });

  it("raises a faster tier to a slower tier's rate when the service's answer is out of order", () => {
    expect(recommendedFeeRates({ fastestFee: 5, halfHourFee: 9, economyFee: 20 })).toEqual({
      Fastest: 20n,
      General: 20n,
      Economy: 20n,
    });
    expect(recommendedFeeRates({ fastestFee: 40, halfHourFee: 3, economyFee: 0 })).toEqual({
      Fastest: 40n,
      General: 7n,
      Economy: 7n,
    });
  });

  it('keeps Fastest ≥ General ≥ Economy ≥ 1 sat/vB, and feeRateForTier agrees, for anything the service sends', () => {
    fc.assert(
      fc.property(anyFees, (fees) => {
        const rates = recommendedFeeRates(fees);
        expect(rates.Economy).toBeGreaterThanOrEqual(1n);
        expect(rates.General).toBeGreaterThanOrEqual(rates.Economy);
        expect(rates.Fastest).toBeGreaterThanOrEqual(rates.General);
        for (const tier of ['Fastest', 'General', 'Economy'] as const) {
          expect(feeRateForTier({ tier }, fees)).toBe(rates[tier]);
        }
      }),
    );
  });
});

describe('parseCustomFeeRate', () => {
  it('accepts positive whole numbers', () => {
    expect(parseCustomFeeRate('1')).toBe(1n);
    expect(parseCustomFeeRate('250')).toBe(250n);
  });

  it('refuses zero, leading zeros, fractions, negatives, exponents and junk', () => {
    for (const text of ['0', '01', '1.5', '-1', '1e3', '', ' 5', 'abc']) {
      expect(() => parseCustomFeeRate(text), text).toThrow(customRefused);
    }
  });

  it('returns a rate of at least 1 or throws a ProtocolError for any text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        try {
          expect(parseCustomFeeRate(text)).toBeGreaterThanOrEqual(1n);
        } catch (error) {
          expect(error).toEqual(customRefused);
        }
      }),
    );
  });
});
