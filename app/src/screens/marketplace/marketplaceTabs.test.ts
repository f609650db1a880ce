import { describe, expect, it } from 'vitest';
import { isMarketplaceTab, marketplaceHref, marketplaceTabs, tickHref } from './marketplaceTabs';

describe('marketplace tabs', () => {
  it('knows the four keys of the spec, in order', () => {
    expect(marketplaceTabs).toEqual(['nft', 'brc20', 'nfts_activity', 'brc20_activity']);
  });

  it('accepts only those keys, case and all', () => {
    expect(isMarketplaceTab('brc20')).toBe(true);
    expect(isMarketplaceTab('BRC20')).toBe(false);
    expect(isMarketplaceTab('activity')).toBe(false);
    expect(isMarketplaceTab(undefined)).toBe(false);
  });

  it('links each tab to its own address', () => {
    expect(marketplaceHref('nfts_activity')).toBe('/marketplace/nfts_activity');
  });

  it("links a token's order book on the BRC20 tab, whatever its tick's characters", () => {
    expect(tickHref('ordi')).toBe('/marketplace/brc20?tick=ordi');
    expect(tickHref('a&b?')).toBe('/marketplace/brc20?tick=a%26b%3F');
  });
});
