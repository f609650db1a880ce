import { feeRatePresets } from '@ordmarket/protocol';
import { proxy } from 'valtio';

/** §3 Config "netRate (with halfHourFee)": the fee rate in sats/vB used for size estimates (§4 default tier). */
export interface NetRate {
  halfHourFee: number;
}

/** §3 "Config: usdRate, netRate". usdRate is US dollars per BTC, a display rate, never an amount of money. */
export interface ConfigState {
  usdRate: number;
  netRate: NetRate;
}

export function initialConfigState(): ConfigState {
  // Until the fee service answers, the §9 preset ("halfHourFee 12") keeps estimates meaningful.
  return { usdRate: 0, netRate: { halfHourFee: Number(feeRatePresets.halfHourFee) } };
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
      if (!Number.isFinite(netRate.halfHourFee) || netRate.halfHourFee < 0)
        throw new RangeError(`halfHourFee must be a fee rate ≥ 0, got ${netRate.halfHourFee}`);
      state.netRate = { ...netRate };
    },
  };
}

export const configStore = createConfigStore();
