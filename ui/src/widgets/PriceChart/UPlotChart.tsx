import { useEffect, useEffectEvent, useRef } from 'react';
import styled from 'styled-components';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { readChartColors, themeAttributeFilter, type ChartColors } from './chartColors';

export interface ChartHover {
  index: number;
  /** The hovered point's position in the chart box, in CSS px. */
  left: number;
  top: number;
  /** Whether the point is in the right half, so the tooltip opens towards the middle. */
  isRightHalf: boolean;
}

export interface ChartFormats {
  value: (value: number) => string;
  time: (seconds: number, spanSeconds: number) => string;
}

export interface UPlotChartProps {
  times: number[];
  values: number[];
  height: number;
  /** Keep these stable (memoised): new ones draw the chart again. */
  formats: ChartFormats;
  onHover: (hover: ChartHover | null) => void;
}

const axisFont = (colors: ChartColors) => `12px ${colors.font}`;

interface ChartSetup {
  colors: ChartColors;
  width: number;
  height: number;
  formats: ChartFormats;
  onCursor: () => void;
}

function chartOptions({ colors, width, height, formats, onCursor }: ChartSetup): uPlot.Options {
  const span = (self: uPlot) => (self.scales.x?.max ?? 0) - (self.scales.x?.min ?? 0);
  return {
    width,
    height,
    padding: [12, 24, 0, 0],
    legend: { show: false },
    select: { show: false, left: 0, top: 0, width: 0, height: 0 },
    cursor: {
      y: false,
      drag: { x: false, y: false },
      points: { size: 10, width: 2, stroke: () => colors.line, fill: () => colors.surface },
    },
    scales: { x: { time: true } },
    series: [
      {},
      {
        stroke: colors.line,
        width: 2,
        points: { show: false },
        fill: (self) => {
          const { top, height } = self.bbox;
          const gradient = self.ctx.createLinearGradient(0, top, 0, top + height);
          gradient.addColorStop(0, colors.area);
          gradient.addColorStop(1, 'transparent');
          return gradient;
        },
      },
    ],
    axes: [
      {
        stroke: colors.text,
        font: axisFont(colors),
        grid: { show: false },
        ticks: { show: false },
        space: 80,
        values: (self, splits) => splits.map((seconds) => formats.time(seconds, span(self))),
      },
      {
        stroke: colors.text,
        font: axisFont(colors),
        grid: { stroke: colors.grid, width: 1, dash: [4, 4] },
        ticks: { show: false },
        space: 40,
        // uPlot asks for the size once before it has labels.
        size: (_self, labels: string[] | null) => Math.max(40, ...(labels ?? []).map((label) => label.length * 7 + 16)),
        values: (_self, splits) => splits.map(formats.value),
      },
    ],
    hooks: { setCursor: [onCursor] },
  };
}

/**
 * The uPlot canvas, loaded on demand by PriceChart. It is drawn again with fresh colours when the page's
 * theme changes, and resized with its box.
 */
export default function UPlotChart({ times, values, height, formats, onHover }: UPlotChartProps) {
  const box = useRef<HTMLDivElement>(null);

  const reportHover = useEffectEvent((self: uPlot) => {
    const { idx, left = -1, top = -1 } = self.cursor;
    if (idx === null || idx === undefined || left < 0) {
      onHover(null);
      return;
    }
    const pointTop = self.valToPos(values[idx] ?? 0, 'y');
    onHover({
      index: idx,
      left: self.over.offsetLeft + left,
      top: self.over.offsetTop + (Number.isFinite(pointTop) ? pointTop : top),
      isRightHalf: left > self.over.clientWidth / 2,
    });
  });

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let chart: uPlot | undefined;
    const draw = () => {
      chart?.destroy();
      const options = chartOptions({
        colors: readChartColors(element),
        width: element.clientWidth,
        height,
        formats,
        onCursor: () => {
          if (chart) reportHover(chart);
        },
      });
      chart = new uPlot(options, [times, values], element);
    };
    draw();
    // Canvas text does not reflow when a web font arrives (Chinese labels load Noto Sans SC on demand), so
    // draw again once the page's fonts have loaded.
    document.fonts.addEventListener('loadingdone', draw);
    const themeWatch = new MutationObserver(draw);
    themeWatch.observe(document.documentElement, { attributes: true, attributeFilter: themeAttributeFilter });
    const sizeWatch = new ResizeObserver(() => chart?.setSize({ width: element.clientWidth, height }));
    sizeWatch.observe(element);
    return () => {
      document.fonts.removeEventListener('loadingdone', draw);
      themeWatch.disconnect();
      sizeWatch.disconnect();
      chart?.destroy();
    };
  }, [times, values, height, formats]);

  return <Box ref={box} />;
}

const Box = styled.div`
  width: 100%;

  & .u-over {
    cursor: crosshair;
  }
`;
