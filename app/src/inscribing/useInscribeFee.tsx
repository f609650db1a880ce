import { FeePicker, tierRate, type FeeChoice } from '@ordmarket/ui';
import { useState, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { knownUsdRate } from '../screens/collection/knownUsdRate';
import { configStore } from '../stores';

type FeeTierChoice = Pick<FeeChoice, 'tier' | 'customRate'>;

export interface InscribeFee {
  /** Whole sats/vB, as the inscription service takes it; null while the custom rate is empty or zero. */
  readonly feeRate: number | null;
  /** The tier picker, showing each tier's fee for the order's size once it is known. */
  readonly feePicker: (txSize: number | undefined) => ReactNode;
}

/** An inscription order's fee tier (spec §4: General by default, the half-hour rate). */
export function useInscribeFee(): InscribeFee {
  const { usdRate, netRate } = useSnapshot(configStore.state);
  const [choice, setChoice] = useState<FeeTierChoice>({ tier: 'general', customRate: null });
  const rates = { halfHourFee: netRate.halfHourFee };
  const rate = tierRate(choice.tier, rates, choice.customRate);
  return {
    // The service pays whole sats per vB; a custom 12.5 is rounded up so the order is never under-paid.
    feeRate: rate === null || rate <= 0 ? null : Math.ceil(rate),
    feePicker: (txSize) => (
      <FeePicker
        rates={rates}
        {...(txSize === undefined ? {} : { virtualSize: txSize })}
        {...knownUsdRate(usdRate)}
        tier={choice.tier}
        customRate={choice.customRate}
        onChange={({ tier, customRate }) => setChoice({ tier, customRate })}
      />
    ),
  };
}
