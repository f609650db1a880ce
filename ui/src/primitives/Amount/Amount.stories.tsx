import { Amount } from '@ordmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

const meta = {
  title: 'UI/Amount',
  component: Amount,
  args: { sats: 123_456_789, unit: 'btc' },
  argTypes: {
    unit: { control: 'inline-radio', options: ['btc', 'sats', 'usd'] },
    tone: { control: 'inline-radio', options: ['default', 'up', 'down'] },
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, display: 'flex', gap: 32, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Amount>;

export default meta;
type Story = StoryObj<typeof meta>;

/** BTC with the coin mark; the exact value in BTC and sats is the title. */
export const Bitcoin: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1.23456789')).toBeVisible();
    await expect(canvas.getByText('1.23456789 BTC')).toBeInTheDocument();
    await expect(canvas.getByTitle('1.23456789 BTC (123,456,789 sats)')).toBeVisible();
  },
};

/** With a dollar rate, a secondary line gives the value in dollars. */
export const WithDollars: Story = {
  args: { sats: 2_500_000, usdPerBtc: 67_123.45, size: 'large' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0.02500000')).toBeVisible();
    await expect(canvas.getByText('≈ $1,678.09')).toBeVisible();
  },
};

export const Sats: Story = {
  args: { sats: 1_234_567, unit: 'sats' },
  play: async ({ canvas }) => {
    const shown = canvas.getAllByText('1,234,567 sats');
    // One visible figure and one spoken copy of it, nothing else.
    await expect(shown).toHaveLength(2);
    await expect(canvas.getByTitle('0.01234567 BTC (1,234,567 sats)')).toBeVisible();
  },
};

/** In dollars the figure is rounded to cents; the spoken text keeps the exact BTC. */
export const Dollars: Story = {
  args: { sats: 546, unit: 'usd', usdPerBtc: 67_123.45 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$0.37')).toBeVisible();
    await expect(canvas.getByText('$0.37 (0.00000546 BTC)')).toBeInTheDocument();
  },
};

/** Under a cent is never shown as free. */
export const TinyDollars: Story = {
  args: { sats: 1, unit: 'usd', usdPerBtc: 67_123.45 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('<$0.01')).toBeVisible();
  },
};

/** Until the dollar rate has loaded, a dollar amount shows in BTC rather than nothing. */
export const RateNotLoaded: Story = {
  args: { sats: 123_456, unit: 'usd' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0.00123456')).toBeVisible();
    await expect(canvas.queryByText(/\$/)).toBeNull();
  },
};

export const Zero: Story = {
  args: { sats: 0, usdPerBtc: 67_123.45 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0.00000000')).toBeVisible();
    await expect(canvas.getByText('≈ $0.00')).toBeVisible();
  },
};

/** Price moves: green up, red down, in every size. */
export const Tones: Story = {
  render: () => (
    <>
      <Amount sats={1_000_000} tone="up" size="small" />
      <Amount sats={1_000_000} tone="down" size="medium" />
      <Amount sats={1_000_000} tone="default" size="large" />
    </>
  ),
  play: async ({ canvas }) => {
    const [up, down, flat] = canvas.getAllByText('0.01000000').map((text) => getComputedStyle(text).color);
    await expect(up).not.toBe(down);
    await expect(up).not.toBe(flat);
    await expect(down).not.toBe(flat);
  },
};

/** A value past the safe number range, as a bigint: whole bitcoins are grouped and nothing is lost. */
export const HugeValue: Story = {
  args: { sats: 2_100_000_012_345_678n, usdPerBtc: 98_765.43 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('21,000,000.12345678')).toBeVisible();
    await expect(canvas.getByText('≈ $2,074,074,042,193.26')).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { language: 'cn' },
  args: { sats: 1_234_567, unit: 'sats' },
  play: async ({ canvas }) => {
    await expect(canvas.getByTitle('0.01234567 BTC（1,234,567 聪）')).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { sats: 2_500_000, usdPerBtc: 67_123.45 },
  play: async ({ canvas }) => {
    const figure = canvas.getByText('0.02500000');
    const coin = figure.previousElementSibling;
    // The coin mark leads the figure, on the right in a right-to-left page.
    await expect(coin?.getBoundingClientRect().left).toBeGreaterThan(figure.getBoundingClientRect().left);
  },
};
