import { PriceChart, type PriceRange } from '@ordmarket/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../api/useApi';
import { pricePoints, tradeStatisticBody } from './priceHistory';
import { knownUsdRate } from '../../../stores/config/knownUsdRate';

export interface CollectionPriceChartProps {
  readonly collectionId: string;
  readonly usdPerBtc: number;
}

/** The collection's average sale price over the chosen range. Loaded on its own (the chart library is heavy). */
export default function CollectionPriceChart({ collectionId, usdPerBtc }: CollectionPriceChartProps) {
  const { t } = useTranslation('collection');
  const [range, setRange] = useState<PriceRange>('30d');
  const statistic = useApi('/btc/ordinals/get_collection_trade_statistic', tradeStatisticBody(collectionId, range), {
    emptyDefault: { interval: 'day', items: [] },
  });
  return (
    <PriceChart
      points={pricePoints(statistic.data)}
      range={range}
      onRangeChange={setRange}
      label={t('chart.label')}
      unit="btc"
      {...knownUsdRate(usdPerBtc)}
      isLoading={statistic.isLoading}
      height={220}
    />
  );
}
