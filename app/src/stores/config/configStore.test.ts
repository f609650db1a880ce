import { describe, expect, it } from 'vitest';
import { createConfigStore } from './configStore';

describe('config store', () => {
  it('starts knowing neither the USD rate nor the network fee rates, rather than guessing them', () => {
    expect({ ...createConfigStore().state }).toEqual({ usdRate: 0, netRate: null });
  });

  it('forgets the network rates when set to null', () => {
    const config = createConfigStore();
    config.setNetRate({ fastestFee: 25, halfHourFee: 18, economyFee: 6 });
    config.setNetRate(null);
    expect(config.state.netRate).toBeNull();
  });

  it('sets the USD rate and the network rate', () => {
    const config = createConfigStore();
    config.setUsdRate(64250.5);
    config.setNetRate({ fastestFee: 25, halfHourFee: 18, economyFee: 6 });
    expect(config.state.usdRate).toBe(64250.5);
    expect(config.state.netRate).toEqual({ fastestFee: 25, halfHourFee: 18, economyFee: 6 });
  });

  it('keeps the rates it holds when the same rates come again, so nothing that shows them draws anew', () => {
    const config = createConfigStore();
    config.setNetRate({ fastestFee: 25, halfHourFee: 18, economyFee: 6 });
    const known = config.state.netRate;
    config.setNetRate({ fastestFee: 25, halfHourFee: 18, economyFee: 6 });
    expect(config.state.netRate).toBe(known);
    config.setNetRate({ fastestFee: 26, halfHourFee: 18, economyFee: 6 });
    expect(config.state.netRate).toEqual({ fastestFee: 26, halfHourFee: 18, economyFee: 6 });
  });

  it('refuses rates that are not finite and non-negative', () => {
    const config = createConfigStore();
    expect(() => config.setUsdRate(Number.NaN)).toThrow(RangeError);
    expect(() => config.setNetRate({ fastestFee: 25, halfHourFee: -1, economyFee: 6 })).toThrow(RangeError);
    expect(() => config.setNetRate({ fastestFee: Infinity, halfHourFee: 18, economyFee: 6 })).toThrow(RangeError);
    expect(config.state.netRate).toBeNull();
  });
});
