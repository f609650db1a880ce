import { PriceChart, settingsStore } from '@ordmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { priceHistory, usdPerBtc } from '../../../../stories/fixtures/marketFixtures';

const hour = 3_600_000;
const weekOfFloors = priceHistory({ count: 168, stepMs: hour, start: 1_250_000, trend: 0.18, seed: 3 });
const dayOfTicks = priceHistory({ count: 96, stepMs: hour / 4, start: 4_200, trend: -0.12, seed: 11 });

const chartCanvas = async (root: HTMLElement) => {
  await waitFor(() => expect(root.querySelector('canvas')).not.toBeNull());
  const canvas = root.querySelector('canvas');
  if (!canvas) throw new Error('No chart canvas');
  return canvas;
};

/** Moves the pointer over the plot at a share of its width and returns the tooltip's text. */
const hoverAt = async (root: HTMLElement, share: number) => {
  const over = root.querySelector('.u-over');
  if (!over) throw new Error('No plot area');
  const box = over.getBoundingClientRect();
  await userEvent.pointer({ target: over, coords: { clientX: box.left + box.width * share, clientY: box.top + 40 } });
};

const meta = {
  title: 'UI/PriceChart',
  component: PriceChart,
  args: { points: weekOfFloors, range: '7d', usdPerBtc, onRangeChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, maxWidth: 880 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PriceChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A week of floor prices in BTC: latest price and change above, a summary for screen readers. */
export const FloorPrice: Story = {
  play: async ({ canvas, canvasElement }) => {
    await chartCanvas(canvasElement);
    const chart = canvas.getByRole('img', { name: /^Floor price chart, Last 7 days: from 0\.\d{8} BTC to/ });
    await expect(chart).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Last 7 days' })).toBeChecked();
    await expect(canvas.getByText(/^\+\d+\.\d{2}%$/)).toBeVisible();
  },
};

/** Hovering shows the point's time, exact price and dollar value. */
export const Tooltip: Story = {
  play: async ({ canvasElement }) => {
    await chartCanvas(canvasElement);
    await hoverAt(canvasElement, 0.5);
    const tip = await waitFor(() => {
      const found = within(canvasElement).getByText(/^\$[\d,]+\.\d{2}$/).parentElement;
      if (!found) throw new Error('No tooltip');
      return found;
    });
    await expect(tip).toHaveTextContent(/Jan \d{1,2}, 2025/);
    await expect(tip).toHaveTextContent(/0\.\d{8}/);
    await hoverAt(canvasElement, 0.9);
    await expect(tip.getAttribute('data-side')).toBe('before');
  },
};

/** Choosing a range raises onRangeChange; the app then passes that range's points. */
export const ChangeRange: Story = {
  render: function Render(args) {
    const [range, setRange] = useState(args.range);
    return (
      <PriceChart
        {...args}
        range={range}
        onRangeChange={(next) => {
          setRange(next);
          args.onRangeChange?.(next);
        }}
      />
    );
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Last 30 days' }));
    await expect(args.onRangeChange).toHaveBeenCalledWith('30d');
    await expect(canvas.getByRole('radio', { name: 'Last 30 days' })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'All time' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onRangeChange).toHaveBeenLastCalledWith('all');
    await expect(canvas.getByRole('radio', { name: 'Last 7 days' })).not.toBeChecked();
  },
};

/** A BRC-20 tick over one day, priced in sats and falling: clock times on the axis, a red change. */
export const TickInSats: Story = {
  args: { points: dayOfTicks, range: '24h', unit: 'sats', label: 'ORDI price', usdPerBtc: undefined },
  play: async ({ canvas, canvasElement }) => {
    await chartCanvas(canvasElement);
    await expect(canvas.getByRole('img', { name: /^ORDI price chart, Last 24 hours: from [\d,]+ sats/ })).toBeVisible();
    const change = canvas.getByText(/^-\d+\.\d{2}%$/);
    await expect(getComputedStyle(change).color).not.toBe(getComputedStyle(canvas.getByText('ORDI price')).color);
  },
};

/** The canvas takes its colours from the theme and is drawn again when the theme changes. */
export const FollowsTheme: Story = {
  globals: { mode: 'dark' },
  play: async ({ canvasElement }) => {
    const drawing = async () => (await chartCanvas(canvasElement)).toDataURL();
    const dark = await drawing();
    settingsStore.themeMode = 'light';
    await waitFor(async () => expect(await drawing()).not.toBe(dark));
    const light = await drawing();
    settingsStore.themeColorPresets = 'purple';
    await waitFor(async () => expect(await drawing()).not.toBe(light));
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading price history');
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByRole('radio', { name: 'Last 7 days' })).toBeDisabled();
    await expect(canvas.getByRole('region', { name: 'Floor price', busy: true })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { points: [] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('No trades in this period')).toBeVisible();
    await expect(canvasElement.querySelector('canvas')).toBeNull();
    await expect(canvas.getByRole('radio', { name: 'All time' })).toBeEnabled();
  },
};

/** Only some ranges offered, on a phone. */
export const Phone: Story = {
  globals: { viewport: { value: 'xs', isRotated: false } },
  args: { ranges: ['24h', '7d'], height: 200 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('radio')).toHaveLength(2);
    const plot = await chartCanvas(canvasElement);
    await expect(plot.getBoundingClientRect().width).toBeLessThanOrEqual(375);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Chinese: Story = {
  globals: { language: 'cn' },
  play: async ({ canvas, canvasElement }) => {
    await chartCanvas(canvasElement);
    await expect(canvas.getByRole('img', { name: /^地板价走势图，最近 7 天/ })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '最近 30 天' })).toHaveTextContent('30天');
  },
};

/** The page reads right to left; time still runs left to right, as on every price chart. */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas, canvasElement }) => {
    const plot = await chartCanvas(canvasElement);
    await expect(getComputedStyle(plot).direction).toBe('ltr');
    const [first, second] = canvas.getAllByRole('radio');
    await expect(first?.getBoundingClientRect().left).toBeGreaterThan(second?.getBoundingClientRect().left ?? 0);
  },
};
