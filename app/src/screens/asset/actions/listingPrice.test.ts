import { describe, expect, it } from 'vitest';
import { listingPrice } from './listingPrice';

describe('listing price', () => {
  it('reads BTC exactly as sats', () => {
    expect(listingPrice('0.00000546')).toEqual({ ok: true, sats: 546n, raised: false });
    expect(listingPrice(' 0.1125 ')).toEqual({ ok: true, sats: 11_250_000n, raised: false });
  });

  it('raises a price below 0.00000546 BTC to that minimum', () => {
    expect(listingPrice('0.00000545')).toEqual({ ok: true, sats: 546n, raised: true });
    expect(listingPrice('0')).toEqual({ ok: true, sats: 546n, raised: true });
  });

  it('refuses what is not a BTC amount, saying why', () => {
    const refused = (problem: string, suggestion?: string) => ({
      ok: false,
      reading: { ok: false, problem, ...(suggestion === undefined ? {} : { suggestion }) },
    });
    expect(listingPrice('')).toEqual(refused('empty'));
    expect(listingPrice('-1')).toEqual(refused('notANumber'));
    expect(listingPrice('1e-5')).toEqual(refused('notANumber'));
    expect(listingPrice('0.000000001')).toEqual(refused('tooManyDecimals'));
    expect(listingPrice('.5')).toEqual(refused('bareDecimalPoint', '0.5'));
    expect(listingPrice('007')).toEqual(refused('leadingZero', '7'));
    expect(listingPrice('21000001')).toEqual(refused('tooLarge'));
  });
});
