import { TokenList, TokenRow, type TokenRowProps } from '@ordmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { pixelArtUrl } from '../../../../stories/fixtures/marketFixtures';

const ticks: TokenRowProps[] = [
  {
    rank: 1,
    tick: 'ordi',
    icon: pixelArtUrl(21),
    price: 42_150,
    change24h: 3.2,
    volume24h: 1_234_567_890,
    holders: 24_518,
    minted: 21_000_000,
    supply: 21_000_000,
  },
  {
    rank: 2,
    tick: 'sats',
    icon: pixelArtUrl(22),
    price: 1,
    change24h: -7.456,
    volume24h: 456_789_012,
    holders: 48_203,
    minted: 2_100_000_000_000_000n,
    supply: 2_100_000_000_000_000n,
  },
  {
    rank: 3,
    tick: 'rats',
    icon: 'data:image/png;base64,broken',
    price: 3,
    change24h: 0,
    volume24h: 98_765_432,
    holders: 19_877,
    minted: 999_999_999_999n,
    supply: 1_000_000_000_000n,
  },
  {
    rank: 4,
    tick: 'pepe',
    price: 1_820,
    change24h: 12.5,
    volume24h: 5_400_000,
    holders: 6_412,
    minted: 4_567,
    supply: 10_000,
  },
];

const meta = {
  title: 'UI/TokenRow',
  component: TokenRow,
  args: { ...ticks[0], rank: 1, tick: 'ordi', onPress: fn() },
  render: (args) => (
    <TokenList label="BRC-20 tokens">
      <TokenRow {...args} />
    </TokenList>
  ),
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TokenRow>;

export default meta;
type Story = StoryObj<typeof meta>;

const row = (root: HTMLElement, tick: string) => {
  const found = within(root)
    .getAllByRole('listitem')
    .find((item) => item.querySelector(`[title="${tick}"]`));
  if (!found) throw new Error(`No row ${tick}`);
  return found;
};

/** The ranked list under its column header: icons, letter avatars where icons fail, up and down moves. */
export const List: Story = {
  render: (args) => (
    <TokenList label="BRC-20 tokens">
      {ticks.map((tick) => (
        <TokenRow key={tick.tick} {...tick} onPress={args.onPress} />
      ))}
    </TokenList>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(within(canvas.getByRole('list', { name: 'BRC-20 tokens' })).getAllByRole('listitem')).toHaveLength(4);
    await expect(within(row(canvasElement, 'ordi')).getByText('+3.20%')).toBeVisible();
    await expect(within(row(canvasElement, 'sats')).getByText('-7.46%')).toBeVisible();
    await expect(within(row(canvasElement, 'rats')).getByText('0.00%')).toBeVisible();
    const ratsMint = within(row(canvasElement, 'rats')).getByRole('progressbar', { name: 'Mint progress of rats' });
    await expect(ratsMint).toHaveAttribute('aria-valuetext', '99.99%');
    await expect(within(row(canvasElement, 'pepe')).getByRole('progressbar')).toHaveAttribute(
      'aria-valuetext',
      '45.67%',
    );
    // No icon, or a broken one: the tick's letter stands in.
    await expect(within(row(canvasElement, 'pepe')).getByText('P')).toBeVisible();
    await expect(await within(row(canvasElement, 'rats')).findByText('R')).toBeVisible();
    await expect(within(row(canvasElement, 'ordi')).getByText('24,518')).toBeVisible();
  },
};

/** Each row names its figures to screen readers; the header is for the eye. */
export const SpokenRow: Story = {
  play: async ({ canvasElement }) => {
    const text = row(canvasElement, 'ordi').textContent;
    await expect(text).toContain('Rank1');
    await expect(text).toContain('Price42,150 sats');
    await expect(text).toContain('24h change+3.20%');
    await expect(text).toContain('Holders24,518');
  },
};

/** The whole row opens the tick, by pointer or keyboard. */
export const Press: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'ordi' }));
    await expect(args.onPress).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const Loading: Story = {
  render: () => (
    <TokenList label="BRC-20 tokens">
      <TokenRow rank={1} tick="" isLoading />
      <TokenRow rank={2} tick="" isLoading />
      <TokenRow rank={3} tick="" isLoading />
    </TokenList>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status')).toHaveLength(3);
    await expect(canvas.getAllByRole('status')[0]).toHaveTextContent('Loading token');
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

/** Unknown figures show '--'; the mint bar stays empty. */
export const MissingFigures: Story = {
  args: {
    icon: undefined,
    price: undefined,
    change24h: undefined,
    volume24h: undefined,
    holders: undefined,
    minted: undefined,
    onPress: undefined,
  },
  play: async ({ canvasElement }) => {
    const item = within(row(canvasElement, 'ordi'));
    await expect(item.getAllByText('--')).toHaveLength(5);
    await expect(item.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    await expect(item.queryByRole('button')).toBeNull();
  },
};

/** On a phone the header goes, price sits over the change, and volume and holders are left out. */
export const Phone: Story = {
  globals: { viewport: { value: 'xs', isRotated: false } },
  render: List.render,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByText('Volume (24h)')).not.toBeVisible();
    const ordi = row(canvasElement, 'ordi');
    await expect(within(ordi).getByText('24,518')).not.toBeVisible();
    // The figure shown, not its spoken copy.
    const [price] = within(ordi)
      .getAllByText('42,150 sats')
      .map((text) => text.getBoundingClientRect());
    const change = within(ordi).getByText('+3.20%').getBoundingClientRect();
    await expect(change.top).toBeGreaterThan(price?.top ?? Number.POSITIVE_INFINITY);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** Huge figures fit their columns without pushing the row wider. */
export const HugeFigures: Story = {
  args: { price: 987_654_321, volume24h: 2_100_000_000_000_000n, holders: 123_456_789 },
  play: async ({ canvasElement }) => {
    const item = row(canvasElement, 'ordi');
    await expect(item.scrollWidth).toBeLessThanOrEqual(item.clientWidth);
    await expect(within(item).getAllByText('987,654,321 sats')[0]).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { language: 'cn' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('成交额（24小时）')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'ordi 的铸造进度' })).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const item = row(canvasElement, 'ordi');
    const rank = within(item).getByText('1').getBoundingClientRect();
    const mint = within(item).getByRole('progressbar').getBoundingClientRect();
    // Rank leads at the right; the mint bar closes the row at the left.
    await expect(rank.left).toBeGreaterThan(mint.right);
  },
};
