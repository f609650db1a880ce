import { PriceChart, type PriceRange } from '@ordmarket/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../api/useApi';
import { knownUsdRate } from '../../../stores/config/knownUsdRate';
import { tickPricePoints, tickStatisticBody } from './tickPriceHistory';
import { unknownTickMarket } from './unknownTickMarket';

export interface TickPriceChartProps {
  readonly tick: string;
  readonly usdPerBtc: number;
}

const noTrades = { ...unknownTickMarket, tick: '', days: [] };

/** A token's average trade price in sats over the chosen range. Loaded on its own (the chart library is heavy). */
export default function TickPriceChart({ tick, usdPerBtc }: TickPriceChartProps) {
  const { t } = useTranslation('trade');
  const [range, setRange] = useState<PriceRange>('30d');
  const statistic = useApi('/btc/brc_20/get_trade_statistic', tickStatisticBody(tick, range), {
    emptyDefault: noTrades,
  });
  return (
    <PriceChart
      points={tickPricePoints(statistic.data)}
      range={range}
      onRangeChange={setRange}
      label={t('tickOrders.chartLabel', { tick })}
      unit="sats"
      {...knownUsdRate(usdPerBtc)}
      isLoading={statistic.isLoading}
      height={220}
    />
  );
}
