import { useTranslation } from 'react-i18next';
import { formatBtc } from '../Amount/formatAmount';
import type { BoxPrize } from './blindBoxTypes';

/** A prize as plain words, for accessible names and announcements: the inscription's name, or '0.001 BTC'. */
export function usePrizeText(): (prize: BoxPrize) => string {
  const { t } = useTranslation('houses');
  return (prize) => (prize.kind === 'inscription' ? prize.name : t('prize.btc', { value: formatBtc(prize.sats) }));
}
