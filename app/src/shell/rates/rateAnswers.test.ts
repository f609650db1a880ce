import { describe, expect, it } from 'vitest';
import { netRateFrom, noNetworkFee, noUsdRate, usdRateFrom } from './rateAnswers';

describe('rate answers', () => {
  it('takes the dollars per BTC the server knows, stale or not', () => {
    expect(usdRateFrom({ usd_per_btc: 64250.5, updated_at: 1, source: 'feed', stale: true })).toBe(64250.5);
    expect(usdRateFrom({ usd_per_btc: 60000, updated_at: 1, source: 'simulated', stale: false })).toBe(60000);
  });

  it('keeps the rate it had when the server has none or the read failed', () => {
    expect(usdRateFrom(noUsdRate)).toBeNull();
    expect(usdRateFrom({ usd_per_btc: 0, updated_at: 1, source: 'feed', stale: false })).toBeNull();
  });

  it("takes the fee service's fastest, half-hour and economy rates as the network rate", () => {
    const answer = { fee_rate: 30, fastestFee: 25, halfHourFee: 18, hourFee: 12, economyFee: 6, minimumFee: 1 };
    expect(netRateFrom({ ...answer, source: 'set' })).toEqual({ fastestFee: 25, halfHourFee: 18, economyFee: 6 });
  });

  it("keeps every tier's rate of a quiet devnet, so General is not priced beside Economy's preset", () => {
    const quiet = { fee_rate: 1, fastestFee: 1, halfHourFee: 1, hourFee: 1, economyFee: 1, minimumFee: 1 };
    expect(netRateFrom({ ...quiet, source: 'chain' })).toEqual({ fastestFee: 1, halfHourFee: 1, economyFee: 1 });
  });

  it('keeps the network rate it had when the read failed', () => {
    expect(netRateFrom(noNetworkFee)).toBeNull();
    expect(netRateFrom({ ...noNetworkFee, halfHourFee: 18 })).toBeNull();
  });
});
