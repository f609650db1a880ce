import { describe, expect, it } from 'vitest';
import { allKinds, kindsFilter, scopeFilter, wholeMarket } from './activityFilter';

describe('activity filters', () => {
  it('names no kinds for the All chip and the chosen one otherwise', () => {
    expect(kindsFilter<'sale' | 'mint'>(allKinds)).toEqual({});
    expect(kindsFilter<'sale' | 'mint'>('sale')).toEqual({ kinds: ['sale'] });
  });

  it('leaves the scope out for the whole market and names the pick otherwise', () => {
    expect(scopeFilter('collection_id', wholeMarket)).toEqual({});
    expect(scopeFilter('collection_id', 'bitcoin-frogs')).toEqual({ collection_id: 'bitcoin-frogs' });
    expect(scopeFilter('tick', 'ordi')).toEqual({ tick: 'ordi' });
  });
});
