import { formatBtc, formatTokenAmount } from '@ordmarket/ui';
import { useTranslation } from 'react-i18next';
import type { OddsWording } from './houseAnswers';

/** The odds table's row names in the reader's language, BTC and tokens written as everywhere else in the kit. */
export function useOddsWording(): OddsWording {
  const { t } = useTranslation('houseScreens');
  return {
    inscriptions: t('odds.inscriptions'),
    btc: (sats) => t('odds.btc', { value: formatBtc(sats) }),
    brc20: ({ tick, amount }) => t('odds.brc20', { amount: formatTokenAmount(amount), tick }),
  };
}
