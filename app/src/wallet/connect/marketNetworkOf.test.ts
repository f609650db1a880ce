import { describe, expect, it } from 'vitest';
import { unknownHealth } from '../../api/unknownHealth';
import { marketNetworkOf } from './useMarketNetwork';

describe("the market's chain, from a health answer", () => {
  it('is the network the server names when the market knows it', () => {
    expect(marketNetworkOf({ network: 'devnet' })).toBe('devnet');
    expect(marketNetworkOf({ network: 'mainnet' })).toBe('mainnet');
  });

  it('is unknown before the server has answered, or for a chain the market does not know', () => {
    expect(marketNetworkOf(unknownHealth)).toBeUndefined();
    expect(marketNetworkOf({ network: 'litecoin' })).toBeUndefined();
  });
});
