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

  it('refuses what is not a BTC amount', () => {
    expect(listingPrice('')).toEqual({ ok: false });
    expect(listingPrice('-1')).toEqual({ ok: false });
    expect(listingPrice('1e-5')).toEqual({ ok: false });
    expect(listingPrice('0.000000001')).toEqual({ ok: false });
  });
});
