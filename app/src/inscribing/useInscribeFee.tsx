import { defaultFeeTier } from '@ordmarket/protocol';
import { FeePicker, type FeeChoice } from '@ordmarket/ui';
import { useState, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { knownUsdRate } from '../stores/config/knownUsdRate';
import { configStore } from '../stores';
import { feeTierQuotes, feeTierRates } from './feeTierQuotes';

export interface InscribeFee {
  /** Whole sats/vB of the chosen tier, as the inscription service takes it; null while the custom rate is empty. */
  readonly feeRate: number | null;
  /** The tier picker, showing each tier's fee for the order's size (vB) once it is known. */
  /** The picker for an order of `txSize` vB; `isPriceable` false while the form it prices is not complete. */
  readonly feePicker: (txSize: number | undefined, isPriceable?: boolean) => ReactNode;
}

/**
 * An inscription order's fee tier (spec §4: General by default), for a collection mint or a BRC-20 inscription:
 * the tiers' rates come from the fee service's answer by protocol's rule, and the picker only shows them.
 */
export function useInscribeFee(): InscribeFee {
  const { usdRate, netRate } = useSnapshot(configStore.state);
  const [choice, setChoice] = useState<FeeChoice>({ tier: defaultFeeTier, customRate: null });
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
