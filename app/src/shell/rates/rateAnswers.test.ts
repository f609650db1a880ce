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

  it('takes the half-hour fee rate as the network rate', () => {
    expect(netRateFrom({ ...noNetworkFee, fee_rate: 30, halfHourFee: 18, source: 'set' })).toEqual({ halfHourFee: 18 });
  });

  it('keeps the network rate it had when the read failed', () => {
    expect(netRateFrom(noNetworkFee)).toBeNull();
  });
});
