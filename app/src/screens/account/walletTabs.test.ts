import { describe, expect, it } from 'vitest';
import { walletTabOf, walletTabs } from './walletTabs';

describe('walletTabOf', () => {
  it('opens the tab the address names', () => {
    for (const tab of walletTabs) expect(walletTabOf(tab)).toBe(tab);
  });

  it('opens the first tab for no name, or for one no tab has', () => {
    expect(walletTabOf(null)).toBe('inscriptions');
    expect(walletTabOf('')).toBe('inscriptions');
    expect(walletTabOf('BRC20')).toBe('inscriptions');
  });
});
