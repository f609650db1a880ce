import { vars } from '@ordmarket/tokens';
import { ChartNoAxesCombined } from 'lucide-react';
import { lazy, Suspense, useId, useMemo, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { marketStrings } from '../../intl/areas/market';
import { useKitStrings } from '../../intl/useKitStrings';
import { Amount } from '../../primitives/Amount/Amount';
import { formatBtc, formatSats, formatUsd } from '../../primitives/Amount/formatAmount';
import { PriceChange } from '../../primitives/Amount/PriceChange';
import { Skeleton } from '../../primitives/Skeleton/Skeleton';
import { SkeletonGroup } from '../../primitives/Skeleton/SkeletonGroup';
import { textStyle } from '../../theme/textStyle';
import { ChartTooltip } from './ChartTooltip';
import { priceColumns, priceSummary, timeLabelFormat, type PricePoint, type PriceUnit } from './priceSeries';
import { priceRanges, RangePicker, type PriceRange } from './RangePicker';
import type { ChartFormats, ChartHover } from './UPlotChart';

// The chart library is loaded only when a chart is drawn, so no other component's bundle carries it.
const UPlotChart = lazy(() => import('./UPlotChart'));

export interface PriceChartProps {
  /** The history to draw, for the chosen range (the app fetches it). */
  points: readonly PricePoint[];
  range: PriceRange;
  onRangeChange?: (range: PriceRange) => void;
  /** The ranges offered, in order; all four when left out. */
  ranges?: readonly PriceRange[];
  /** What the price is; 'Floor price' when left out. */
  label?: string;
  /** BTC for collections, sats for BRC-20 ticks. */
  unit?: PriceUnit;
  /** Adds the dollar value to the tooltip. */
  usdPerBtc?: number;
  isLoading?: boolean;
  /** The plot's height in px. */
  height?: number;
}

const btcAxis = new Intl.NumberFormat('en-US', { maximumFractionDigits: 8 });
const satsAxis = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

/**
 * A price history line with a range picker, a tooltip with the exact price at the hovered point, and a
 * spoken summary (first, last, low, high). Colours follow the theme; the time axis runs left to right in
 * every reading direction, as price charts do.
 */
export function PriceChart({
  points,
  range,
  onRangeChange,
  ranges = priceRanges,
  label,
  unit = 'btc',
  usdPerBtc,
  isLoading = false,
  height = 280,
}: PriceChartProps) {
  const { t, locale } = useKitStrings(marketStrings);
  const [hover, setHover] = useState<ChartHover | null>(null);
  const titleId = useId();
  const columns = useMemo(() => priceColumns(points, unit), [points, unit]);
  const summary = useMemo(() => priceSummary(points), [points]);
  const formats = useMemo<ChartFormats>(
    () => ({
      value: (value) => (unit === 'btc' ? btcAxis : satsAxis).format(value),
      time: (seconds, span) => new Intl.DateTimeFormat(locale, timeLabelFormat(span)).format(seconds * 1000),
    }),
    [unit, locale],
  );
  const name = label ?? t('chart.floor');
  const spoken = (sats: bigint) =>
    unit === 'btc' ? t('amount.inBtc', { value: formatBtc(sats) }) : formatSats(sats, t('amount.satsUnit'));
  const shown = (sats: bigint) => (unit === 'btc' ? formatBtc(sats) : formatSats(sats, t('amount.satsUnit')));

  const hovered = hover === null ? undefined : columns.sats[hover.index];
  const hoveredTime = hover === null ? undefined : columns.times[hover.index];

  let plot: ReactNode;
  if (isLoading) {
    plot = (
      <SkeletonGroup label={t('chart.loading')}>
        <Skeleton shape="rect" height={height} />
      </SkeletonGroup>
    );
  } else if (!summary) {
    plot = (
      <Empty>
        <ChartNoAxesCombined size={32} aria-hidden />
        <EmptyTitle>{t('chart.empty')}</EmptyTitle>
        <EmptyHint>{t('chart.emptyHint')}</EmptyHint>
      </Empty>
    );
  } else {
    plot = (
      <Figure
        role="img"
        aria-label={t('chart.summary', {
          label: name,
          range: t(`chart.ranges.${range}.long`),
          first: spoken(summary.first),
          last: spoken(summary.last),
          low: spoken(summary.low),
          high: spoken(summary.high),
        })}
        onPointerLeave={() => setHover(null)}
      >
        <Suspense fallback={<Skeleton shape="rect" height={height} />}>
          <UPlotChart
            times={columns.times}
            values={columns.values}
            height={height}
            formats={formats}
            onHover={setHover}
          />
        </Suspense>
        {hover && hovered !== undefined && hoveredTime !== undefined && (
          <ChartTooltip
            hover={hover}
            time={new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
              hoveredTime * 1000,
            )}
            value={shown(hovered)}
            usd={usdPerBtc === undefined ? undefined : formatUsd(hovered, usdPerBtc)}
          />
        )}
      </Figure>
    );
  }

  return (
    <Root aria-labelledby={titleId} aria-busy={isLoading || undefined}>
      <Head>
        <Heading>
          <Title id={titleId}>{name}</Title>
          {summary && !isLoading && (
            <Latest>
              <Amount sats={summary.last} unit={unit} size="large" />
              <PriceChange percent={summary.change} size="medium" />
            </Latest>
          )}
        </Heading>
        <RangePicker ranges={ranges} range={range} onRangeChange={onRangeChange} isDisabled={isLoading} />
      </Head>
      {/* The plot's height is a prop: set inline, so no height makes a new class. */}
      <Plot dir="ltr" style={{ height }}>
        {plot}
      </Plot>
    </Root>
  );
}

const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  min-width: 0;
  padding: ${vars.space[5]};
  border: 1px solid ${vars.color.divider};
  border-radius: ${vars.radius.xl};
  background-color: ${vars.color.background.paper};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${vars.space[3]};
`;

const Heading = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  min-width: 0;
`;

const Title = styled.h3`
  ${textStyle('subtitle2')};
  margin: 0;
  color: ${vars.color.text.secondary};
`;

const Latest = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${vars.space[2]};
`;

const Plot = styled.div`
  position: relative;
  min-width: 0;
`;

const Figure = styled.div`
  position: relative;
  height: 100%;
`;

// Not the kit's EmptyState: its illustration is taller than a plot, and the plot keeps its height.
const Empty = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[1]};
  height: 100%;
  border: 1px dashed ${vars.color.divider};
  border-radius: ${vars.radius.lg};
  color: ${vars.color.text.secondary};
  text-align: center;

  & > svg {
    margin-block-end: ${vars.space[2]};
    color: ${vars.color.text.disabled};
  }
`;

const EmptyTitle = styled.span`
  ${textStyle('subtitle2')};
  color: ${vars.color.text.primary};
`;

const EmptyHint = styled.span`
  ${textStyle('body2')};
`;
