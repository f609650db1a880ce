import { formatBtc } from '@ordmarket/ui';
import { useTranslation } from 'react-i18next';
import type { OddsWording } from './houseAnswers';

/** The odds table's row names in the reader's language, BTC written as everywhere else in the kit. */
export function useOddsWording(): OddsWording {
  const { t } = useTranslation('houseScreens');
  return { inscriptions: t('odds.inscriptions'), btc: (sats) => t('odds.btc', { value: formatBtc(sats) }) };
}
