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
  /**
   * Null until the market has answered with the network's rates: a fee shown or paid before then would be a
   * guess (the §9 presets are the market's own fallback when it cannot read the chain, and it says so).
   */
  netRate: NetRate | null;
}

export function initialConfigState(): ConfigState {
  return { usdRate: 0, netRate: null };
}

export interface ConfigStore {
  readonly state: ConfigState;
  setUsdRate(usdRate: number): void;
  /** The rates the market answered; null forgets them, as on a fresh page (a story of the wait sets it). */
  setNetRate(netRate: NetRate | null): void;
}

const isSameNetRate = (known: NetRate, next: NetRate): boolean =>
  known.fastestFee === next.fastestFee &&
  known.halfHourFee === next.halfHourFee &&
  known.economyFee === next.economyFee;

export function createConfigStore(): ConfigStore {
  const state = proxy<ConfigState>(initialConfigState());
  return {
    state,
    setUsdRate(usdRate) {
      if (!Number.isFinite(usdRate) || usdRate < 0) throw new RangeError(`usdRate must be a rate ≥ 0, got ${usdRate}`);
      state.usdRate = usdRate;
    },
    setNetRate(netRate) {
      if (netRate === null) {
        state.netRate = null;
        return;
      }
      for (const [field, rate] of Object.entries(netRate)) {
        if (!Number.isFinite(rate) || rate < 0) throw new RangeError(`${field} must be a fee rate ≥ 0, got ${rate}`);
      }
      // The same rates again (each minute's read, mostly) keep the object: a new one would redraw every fee shown.
      if (state.netRate !== null && isSameNetRate(state.netRate, netRate)) return;
      state.netRate = { ...netRate };
    },
  };
}

export const configStore = createConfigStore();
