import { longestTraitType, longestTraitValue, mostTraitValues } from '@ordmarket/protocol';
import { describe, expect, it } from 'vitest';
import {
  initialItemQuery,
  isFiltered,
  isPriceInvalid,
  itemListBody,
  priceRangeProblem,
  priceSats,
  readItemQuery,
  toggleTrait,
  writeItemQuery,
  type ItemQuery,
} from './itemQuery';

const read = (search: string) => readItemQuery(new URLSearchParams(search));
/** Through the address's text, as a reload or a shared link reads it. */
const roundTrip = (query: ItemQuery) => read(writeItemQuery(query).toString());

describe('itemQuery', () => {
  it("reads BTC text as whole sats with protocol's grammar, and refuses what is not an amount", () => {
    expect(priceSats('0.0001')).toBe(10_000);
    expect(priceSats('1')).toBe(100_000_000);
    expect(priceSats('21000000')).toBe(2_100_000_000_000_000);
    for (const text of ['.5', '1.', '007', '00.1', '1e-8', '0.000000001', '21000001', '', '1e3']) {
      expect(priceSats(text), text).toBeUndefined();
    }
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

  it('keeps the unfiltered grid at the plain address', () => {
    expect(writeItemQuery(initialItemQuery).toString()).toBe('');
    expect(read('')).toEqual(initialItemQuery);
  });

  it('reads every choice from the address, one parameter per trait', () => {
    expect(
      read('?status=listed&trait.Eyes=Laser&trait.Eyes=Visor&trait.Background=Orange&min=0.01&sort=newest'),
    ).toEqual({
      status: 'listed',
      traits: [
        { trait_type: 'Eyes', value: 'Laser' },
        { trait_type: 'Eyes', value: 'Visor' },
        { trait_type: 'Background', value: 'Orange' },
      ],
      minBtc: '0.01',
      maxBtc: '',
      sort: 'newest',
    });
    const query = {
      ...initialItemQuery,
      traits: [{ trait_type: 'Eyes', value: 'Laser' }],
      sort: 'price_desc',
    } as const;
    expect(writeItemQuery(query).toString()).toBe('trait.Eyes=Laser&sort=price_desc');
  });

  it('reads back whatever it wrote, whatever the traits hold', () => {
    const query: ItemQuery = {
      status: 'listed',
      traits: [
        { trait_type: 'Eyes: left', value: 'Laser:red:2' },
        { trait_type: '背景', value: '橙色 🟠' },
        { trait_type: 'a=b&c', value: '100% +1 #x?y' },
        { trait_type: 'trait.Eyes', value: ' padded ' },
      ],
      minBtc: ' 0.5',
      maxBtc: '2',
      sort: 'price_asc',
    };
    expect(roundTrip(query)).toEqual(query);
    expect(readItemQuery(writeItemQuery(query))).toEqual(query);
  });

  it('reads only a price range the grid can apply', () => {
    expect(read('?min=abc&max=1')).toMatchObject({ minBtc: '', maxBtc: '1' });
    expect(read('?min=.5&max=007')).toMatchObject({ minBtc: '', maxBtc: '' });
    expect(read('?max=0.000000001').maxBtc).toBe('');
    expect(read('?min=0.5&max=0.2')).toMatchObject({ minBtc: '0.5', maxBtc: '' });
    expect(read('?min=0.2&max=0.2')).toMatchObject({ minBtc: '0.2', maxBtc: '0.2' });
  });

  it('names what keeps a typed range from the grid', () => {
    expect(priceRangeProblem('', '')).toBeUndefined();
    expect(priceRangeProblem('abc', '1')).toEqual({
      kind: 'notAnAmount',
      bound: 'min',
      reading: { ok: false, problem: 'notANumber' },
    });
    expect(priceRangeProblem('0.1', '0.000000001')).toEqual({
      kind: 'notAnAmount',
      bound: 'max',
      reading: { ok: false, problem: 'tooManyDecimals' },
    });
    expect(priceRangeProblem('.5', '')).toEqual({
      kind: 'notAnAmount',
      bound: 'min',
      reading: { ok: false, problem: 'bareDecimalPoint', suggestion: '0.5' },
    });
    expect(priceRangeProblem('0.5', '0.2')).toEqual({ kind: 'inverted' });
    expect(priceRangeProblem('0.5', '')).toBeUndefined();
    expect(priceRangeProblem('0.2', '0.20000000')).toBeUndefined();
  });

  it('ignores what it does not know and what the server would refuse', () => {
    const garbage =
      '?status=sold&sort=cheapest&trait=Eyes:Laser&traits.Eyes=Laser&trait.=x&trait.Eyes=&trait.%20=x&page=2';
    expect(read(garbage)).toEqual(initialItemQuery);
    expect(read('?trait.Eyes=Laser&trait.Eyes=Laser').traits).toEqual([{ trait_type: 'Eyes', value: 'Laser' }]);
    const many = Array.from({ length: mostTraitValues + 5 }, (_, n) => `trait.Eyes=${n}`).join('&');
    expect(read(many).traits).toHaveLength(mostTraitValues);
    const long = `?trait.${'T'.repeat(longestTraitType + 1)}=x&trait.Eyes=${'v'.repeat(longestTraitValue + 1)}`;
    expect(read(`${long}&trait.${'T'.repeat(longestTraitType)}=${'v'.repeat(longestTraitValue)}`).traits).toEqual([
      { trait_type: 'T'.repeat(longestTraitType), value: 'v'.repeat(longestTraitValue) },
    ]);
  });
});
