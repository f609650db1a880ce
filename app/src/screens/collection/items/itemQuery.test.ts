import { describe, expect, it } from 'vitest';
import { btcTextToSats, initialItemQuery, isFiltered, isPriceInvalid, itemListBody, toggleTrait } from './itemQuery';

describe('itemQuery', () => {
  it('reads BTC text as whole sats and refuses what is not an amount', () => {
    expect(btcTextToSats('0.0001')).toBe(10_000);
    expect(btcTextToSats('1')).toBe(100_000_000);
    expect(btcTextToSats('.5')).toBe(50_000_000);
    expect(btcTextToSats('0.000000001')).toBeUndefined();
    expect(btcTextToSats('')).toBeUndefined();
    expect(btcTextToSats('1e3')).toBeUndefined();
    expect(isPriceInvalid('abc')).toBe(true);
    expect(isPriceInvalid('')).toBe(false);
  });

  it('toggles a trait in and out of the choice', () => {
    const orange = { trait_type: 'Background', value: 'Orange' };
    const chosen = toggleTrait([], orange);
    expect(chosen).toEqual([orange]);
    expect(toggleTrait(chosen, { ...orange })).toEqual([]);
  });

  it('sends only the choices made', () => {
    expect(itemListBody('sat-punks', initialItemQuery, 1)).toEqual({
      collection_id: 'sat-punks',
      page: 1,
      limit: 24,
      status: 'all',
      sort: 'default',
    });
    const query = {
      status: 'listed',
      traits: [{ trait_type: 'Eyes', value: 'Laser' }],
      minBtc: '0.01',
      maxBtc: 'x',
      sort: 'price_asc',
    } as const;
    expect(isFiltered(query)).toBe(true);
    expect(itemListBody('sat-punks', query, 2)).toEqual({
      collection_id: 'sat-punks',
      page: 2,
      limit: 24,
      status: 'listed',
      sort: 'price_asc',
      attributes: [{ trait_type: 'Eyes', value: 'Laser' }],
      min_price: 1_000_000,
    });
  });
});
