import { defaultFeeTier, type FeeTier } from '@ordmarket/protocol';
import { FeePicker, type FeeChoice } from '@ordmarket/ui';
import { useState, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { knownUsdRate } from '../stores/config/knownUsdRate';
import { configStore } from '../stores';
import { feeTierQuotes, feeTierRates } from './feeTierQuotes';

export interface FeeTierChoice {
  /** Whole sats/vB of the chosen tier, as the market takes it; null while the custom rate is empty. */
  readonly feeRate: number | null;
  /** The picker for a transaction of `txSize` vB; `isPriceable` false while the form it prices is not complete. */
  readonly feePicker: (txSize: number | undefined, isPriceable?: boolean) => ReactNode;
}

/**
 * The trader's fee tier for a transaction the market builds (spec §4: General by default; a fee bump starts at
 * Fastest): a collection mint, a BRC-20 inscription, a waiting purchase's bump. The tiers' rates come from the fee
 * service's answer by protocol's rule, and the picker only shows them.
 */
export function useFeeTier(initialTier: FeeTier = defaultFeeTier): FeeTierChoice {
  const { usdRate, netRate } = useSnapshot(configStore.state);
  const [choice, setChoice] = useState<FeeChoice>({ tier: initialTier, customRate: null });
  const rates = feeTierRates(netRate, choice.customRate);
  const rate = rates[choice.tier];
  return {
    feeRate: rate === null ? null : Number(rate),
    feePicker: (txSize, isPriceable = true) => (
      <FeePicker
        isPriceable={isPriceable}
        quotes={feeTierQuotes(rates, txSize)}
        {...knownUsdRate(usdRate)}
        tier={choice.tier}
        customRate={choice.customRate}
        onChange={setChoice}
      />
    ),
  };
}
