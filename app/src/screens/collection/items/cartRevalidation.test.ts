import { describe, expect, it } from 'vitest';
import { changesOf } from './cartRevalidation';

describe('changesOf', () => {
  const box = [
    { inscription_id: 'a', sale_price: 1_000 },
    { inscription_id: 'b', sale_price: 2_000 },
    { inscription_id: 'c', sale_price: 3_000 },
    { inscription_id: 'd', sale_price: 4_000 },
  ];

  it('finds what left the order book and what is listed at another price', () => {
    expect(
      changesOf(box, [
        { inscription_id: 'a', order_id: 'o-a', price: 1_000 },
        { inscription_id: 'b', order_id: null, price: null },
        { inscription_id: 'c', order_id: 'o-c', price: 2_500 },
      ]),
    ).toEqual({ gone: ['b'], repriced: [{ inscriptionId: 'c', price: 2_500 }] });
  });

  it('leaves alone what the market did not answer about, and reports nothing for an unchanged cart', () => {
    expect(changesOf(box, [])).toEqual({ gone: [], repriced: [] });
    expect(changesOf(box, [{ inscription_id: 'd', order_id: 'o-d', price: 4_000 }])).toEqual({
      gone: [],
      repriced: [],
    });
  });
});
