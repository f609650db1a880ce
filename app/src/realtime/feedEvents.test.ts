import { describe, expect, it } from 'vitest';
import { parseFeedFrame } from './feedEvents';

describe('parseFeedFrame', () => {
  it('reads a block', () => {
    expect(parseFeedFrame('{"type":"block","height":812,"hash":"00ab","time":1}')).toEqual({
      type: 'block',
      height: 812,
    });
  });

  it('reads a listing and a sale with their collection and tick', () => {
    const listing = { type: 'listing', action: 'listed', market: 'nft', order_id: 'o1', inscription_id: 'i0' };
    expect(
      parseFeedFrame(JSON.stringify({ ...listing, collection_id: 'frogs', tick: null, price: 1, seller: 's' })),
    ).toEqual({ type: 'listing', market: 'nft', collection_id: 'frogs', tick: null });
    const sale = {
      type: 'sale',
      market: 'brc20',
      order_id: null,
      inscription_id: 'i0',
      collection_id: null,
      tick: 'ordi',
    };
    expect(parseFeedFrame(JSON.stringify({ ...sale, price: 1, seller: 's', buyer: 'b', txid: 't' }))).toEqual({
      type: 'sale',
      market: 'brc20',
      collection_id: null,
      tick: 'ordi',
    });
  });

  it('reads an order status', () => {
    const frame = { type: 'order_status', market: 'nft', order_id: 'o9', status: 'sold', txid: null };
    expect(parseFeedFrame(JSON.stringify(frame))).toEqual({ type: 'order_status', market: 'nft', order_id: 'o9' });
  });

  it.each([
    ['the hello', '{"type":"hello","network":"devnet","tip_height":3}'],
    ['a subscription echo', '{"type":"subscriptions","subscriptions":{}}'],
    ['an error', '{"type":"error","code":"bad_json","msg":"x"}'],
    ['text that is not JSON', 'not json'],
    ['JSON that is not an object', '[1,2]'],
    ['a block without a height', '{"type":"block"}'],
    ['a sale in an unknown market', '{"type":"sale","market":"runes","collection_id":null,"tick":null}'],
  ])('ignores %s', (_case, text) => {
    expect(parseFeedFrame(text)).toBeUndefined();
  });
});
