import { describe, expect, it } from 'vitest';
import { createConfigStore } from './configStore';

describe('config store', () => {
  it('starts with no USD rate and the halfHourFee preset of 12 sats/vB', () => {
    expect({ ...createConfigStore().state }).toEqual({ usdRate: 0, netRate: { halfHourFee: 12 } });
  });

  it('sets the USD rate and the network rate', () => {
    const config = createConfigStore();
    config.setUsdRate(64250.5);
    config.setNetRate({ halfHourFee: 18 });
    expect(config.state.usdRate).toBe(64250.5);
    expect(config.state.netRate).toEqual({ halfHourFee: 18 });
  });

  it('refuses rates that are not finite and non-negative', () => {
    const config = createConfigStore();
    expect(() => config.setUsdRate(Number.NaN)).toThrow(RangeError);
    expect(() => config.setNetRate({ halfHourFee: -1 })).toThrow(RangeError);
    expect(config.state.netRate.halfHourFee).toBe(12);
  });
});
