import { feeRatePresets } from '@ordmarket/protocol';
import { proxy } from 'valtio';

/**
 * §3 Config "netRate (with halfHourFee)": the fee service's recommended rates in sats/vB, as the market relays
 * them. All three are kept, not halfHourFee alone, because the fee tiers are priced from them together
 * (protocol's recommendedFeeRates); halfHourFee is the §4 default tier for size estimates.
 */
export interface NetRate {
  fastestFee: number;
  halfHourFee: number;
  economyFee: number;
}

/** §3 "Config: usdRate, netRate". usdRate is US dollars per BTC, a display rate, never an amount of money. */
export interface ConfigState {
  usdRate: number;
  netRate: NetRate;
}

export function initialConfigState(): ConfigState {
  // Until the fee service answers, the §9 presets (22, 12 and 7) keep estimates meaningful.
  const netRate = {
    fastestFee: Number(feeRatePresets.fastestFee),
    halfHourFee: Number(feeRatePresets.halfHourFee),
    economyFee: Number(feeRatePresets.economyFee),
  };
  return { usdRate: 0, netRate };
}

export interface ConfigStore {
  readonly state: ConfigState;
  setUsdRate(usdRate: number): void;
  setNetRate(netRate: NetRate): void;
}

export function createConfigStore(): ConfigStore {
  const state = proxy<ConfigState>(initialConfigState());
  return {
    state,
    setUsdRate(usdRate) {
      if (!Number.isFinite(usdRate) || usdRate < 0) throw new RangeError(`usdRate must be a rate ≥ 0, got ${usdRate}`);
      state.usdRate = usdRate;
    },
    setNetRate(netRate) {
      for (const [field, rate] of Object.entries(netRate)) {
        if (!Number.isFinite(rate) || rate < 0) throw new RangeError(`${field} must be a fee rate ≥ 0, got ${rate}`);
      }
      state.netRate = { ...netRate };
    },
  };
}

export const configStore = createConfigStore();
