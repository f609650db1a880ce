import { AddressText, Amount, formatMarketTime, type TableColumn } from '@ordmarket/ui';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { configStore } from '../../../stores/config/configStore';
import { knownUsdRate } from '../../../stores/config/knownUsdRate';
import { intlLocale } from '../../../i18n/languageTags';

/** What every market event carries, NFT or BRC-20. */
export interface MarketEvent {
  readonly price: number | null;
  readonly from_address: string | null;
  readonly to_address: string | null;
  readonly happened_at: number;
}

/** The columns both activity tables end with: price (BTC and USD), from, to and time. */
export function useActivityTrailColumns<Event extends MarketEvent>(): Array<TableColumn<Event>> {
  const { t, i18n } = useTranslation('trade');
  const { usdRate } = useSnapshot(configStore.state);
  return [
    {
      key: 'price',
      header: t('activity.price'),
      align: 'end',
      // A price never breaks or hides a digit: the column is wide enough for one of under 100 BTC.
      size: 'medium',
      cell: (event) =>
        event.price === null ? null : <Amount sats={event.price} {...knownUsdRate(usdRate)} size="small" />,
    },
    {
      key: 'from',
      header: t('activity.from'),
      hideBelow: 'md',
      cell: (event) => (event.from_address === null ? null : <AddressText address={event.from_address} />),
    },
    {
      key: 'to',
      header: t('activity.to'),
      hideBelow: 'md',
      cell: (event) => (event.to_address === null ? null : <AddressText address={event.to_address} />),
    },
    {
      key: 'time',
      size: 'time',
      header: t('activity.time'),
      align: 'end',
      // A whole time beside a whole price leaves a small tablet too little room for what happened and to what.
      hideBelow: 'md',
      cell: (event) => formatMarketTime(event.happened_at, intlLocale(i18n.language)),
    },
  ];
}
