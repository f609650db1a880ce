import { housesStrings } from '../../../intl/areas/houses';
import { useKitStrings } from '../../../intl/useKitStrings';
import { formatBtc } from '../../../primitives/Amount/formatAmount';
import type { BoxPrize, Brc20Amount } from './blindBoxTypes';
import { formatTokenAmount } from './tokenAmount';

/** An amount of a BRC-20 token as words: '1,000 ORDI', the tick as deployed. */
export function useTokenText(): (token: Brc20Amount) => string {
  const { t } = useKitStrings(housesStrings);
  return ({ tick, amount }) => t('prize.brc20', { amount: formatTokenAmount(amount), tick });
}

/** A prize as plain words, for accessible names and announcements: the inscription's name, '0.001 BTC', '1,000 ORDI'. */
export function usePrizeText(): (prize: BoxPrize) => string {
  const { t } = useKitStrings(housesStrings);
  const tokenText = useTokenText();
  return (prize) => {
    if (prize.kind === 'inscription') return prize.name;
    return prize.kind === 'btc' ? t('prize.btc', { value: formatBtc(prize.sats) }) : tokenText(prize);
  };
}
