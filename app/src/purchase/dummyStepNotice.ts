import { groupDigits } from '@ordmarket/ui';
import type { TFunction } from 'i18next';
import type { ApiData } from '../api/apiCalls';

type DummyStep = ApiData<'/btc/ordinals/get_purchase_quote'>['dummy_step'];

/**
 * What a trader reads before pressing Buy when their wallet must first send a dummy transaction: how many dummy UTXOs
 * it makes and its own network fee, and, after an earlier purchase, how many the wallet already holds. Null when no
 * such step is needed, or when the wallet cannot pay it (the shortfall says so instead).
 */
export function dummyStepNotice(t: TFunction<'trade'>, step: DummyStep): string | null {
  if (step === null) return null;
  const { network_fee: networkFee, makes } = step;
  if (networkFee === null || makes === 0) return null;
  const fee = t('buying.feeSats', { sats: groupDigits(BigInt(networkFee)) });
  return step.held === 0
    ? t('buying.dummiesFirst', { count: makes, fee })
    : t('buying.dummiesMore', { needed: step.needed, held: step.held, count: makes, fee });
}
