import { StatsBar } from '@ordmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { usdPerBtc } from '../../../../stories/fixtures/marketFixtures';

const term = (root: HTMLElement, label: string) => {
  const found = within(root)
    .getAllByRole('term')
    .find((element) => element.textContent === label);
  if (!found) throw new Error(`No stat ${label}`);
  return found;
};
const valueOf = (root: HTMLElement, label: string) => term(root, label).nextElementSibling?.textContent ?? '';
const columns = (root: HTMLElement) =>
  new Set(
    within(root)
      .getAllByRole('term')
      .map((t) => t.getBoundingClientRect().left),
  ).size;

const meta = {
  title: 'UI/StatsBar',
  component: StatsBar,
  args: {
    floorPrice: 1_637_288,
    floorChange: 4.2,
    volume24h: 312_450_000,
    totalVolume: 48_912_345_678,
    owners: 4_821,
    listed: 312,
    supply: 10_000,
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StatsBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Six figures in one row on a wide screen, labels from the locale. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['Floor price', '24h volume', 'Total volume', 'Owners', 'Listed', 'Supply']);
    await expect(valueOf(canvasElement, 'Floor price')).toContain('0.01637288');
    await expect(valueOf(canvasElement, 'Floor price')).toContain('+4.20%');
    await expect(valueOf(canvasElement, 'Total volume')).toContain('489.12345678');
    await expect(valueOf(canvasElement, 'Owners')).toBe('4,821');
    await expect(valueOf(canvasElement, 'Listed')).toBe('3123.12% of supply');
    await expect(columns(canvasElement)).toBe(6);
  },
};

/** With the dollar rate, bitcoin figures carry their dollar value. */
export const WithDollars: Story = {
  args: { usdPerBtc },
  play: async ({ canvasElement }) => {
    await expect(valueOf(canvasElement, '24h volume')).toContain('≈ $209,727.22');
  },
};

/** Loading keeps the labels and stands shimmering bars in for the values, announced once. */
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading collection stats');
    await expect(valueOf(canvasElement, 'Floor price')).toBe('');
    await expect(canvas.queryByText('4,821')).toBeNull();
  },
};

/** Figures not known yet show '--'; no share of supply without a supply. */
export const Unknown: Story = {
  args: {
    floorPrice: undefined,
    floorChange: undefined,
    volume24h: undefined,
    totalVolume: undefined,
    owners: undefined,
    supply: undefined,
  },
  play: async ({ canvasElement }) => {
    await expect(valueOf(canvasElement, 'Floor price')).toBe('--');
    await expect(valueOf(canvasElement, 'Supply')).toBe('--');
    await expect(valueOf(canvasElement, 'Listed')).toBe('312');
  },
};

/** A token's figures: its supply in whole tokens (a bigint, as token amounts are), listings not read as a share of it. */
export const TokenFigures: Story = {
  args: { listed: 12, supply: 21_000_000n, hasListedShare: false },
  play: async ({ canvasElement }) => {
    await expect(valueOf(canvasElement, 'Supply')).toBe('21,000,000');
    await expect(valueOf(canvasElement, 'Listed')).toBe('12');
  },
};

/** Three across on a small tablet. */
export const Tablet: Story = {
  globals: { viewport: { value: 'sm', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(columns(canvasElement)).toBe(3);
  },
};

/** Two across on a phone, huge figures included, without spilling sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'xs', isRotated: false } },
  args: { totalVolume: 2_100_000_000_000_000n, owners: 123_456_789, supply: 2_100_000_000, usdPerBtc },
  play: async ({ canvasElement }) => {
    await expect(columns(canvasElement)).toBe(2);
    await expect(valueOf(canvasElement, 'Total volume')).toContain('21,000,000.00000000');
    for (const value of within(canvasElement).getAllByRole('definition')) {
      await expect(value.scrollWidth).toBeLessThanOrEqual(value.clientWidth);
    }
  },
};

export const Chinese: Story = {
  globals: { language: 'cn' },
  play: async ({ canvasElement }) => {
    await expect(valueOf(canvasElement, '挂单数')).toBe('312占总量 3.12%');
    await expect(term(canvasElement, '地板价')).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const floor = term(canvasElement, 'Floor price').getBoundingClientRect();
    const supply = term(canvasElement, 'Supply').getBoundingClientRect();
    // The first figure sits at the right in a right-to-left page.
    await expect(floor.left).toBeGreaterThan(supply.left);
  },
};
