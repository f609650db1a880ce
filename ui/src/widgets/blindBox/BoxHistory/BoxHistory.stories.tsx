import { BoxHistory, type BoxHistoryProps } from '@ordmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

const at = (day: number, hour: number) => new Date(Date.UTC(2025, 0, day, hour, 0));
const txid = (seed: string) => seed.repeat(64 / seed.length);

const movements: BoxHistoryProps['movements'] = [
  {
    movementId: 'm1',
    kind: 'prize',
    houseName: 'Frog Pond',
    lines: [{ asset: 'Bitcoin Frog #4411', kind: 'inscription', amount: '1' }],
    at: at(15, 18),
  },
  {
    movementId: 'm2',
    kind: 'open',
    houseName: 'Frog Pond',
    lines: [{ asset: 'BTC', kind: 'btc', amount: '-50000' }],
    at: at(15, 18),
  },
  {
    movementId: 'm3',
    kind: 'provider_share',
    houseName: 'Satoshi Vault',
    lines: [{ asset: 'BTC', kind: 'btc', amount: '1250' }],
    at: at(15, 9),
  },
  {
    movementId: 'm4',
    kind: 'add_liquidity',
    houseName: 'Satoshi Vault',
    lines: [
      { asset: 'BTC', kind: 'btc', amount: '-300000' },
      { asset: 'Ordinal Punk #80012', kind: 'inscription', amount: '-1' },
    ],
    at: at(14, 20),
  },
  {
    movementId: 'm5',
    kind: 'withdrawal',
    txid: txid('9f8e'),
    lines: [{ asset: 'BTC', kind: 'btc', amount: '-2002310' }],
    at: at(13, 11),
  },
  {
    movementId: 'm6',
    kind: 'recharge',
    txid: txid('a1b2'),
    lines: [{ asset: 'BTC', kind: 'btc', amount: '5000000' }],
    at: at(12, 8),
  },
];

const houseLedger: BoxHistoryProps['movements'] = [
  {
    movementId: 'h1',
    kind: 'platform_fee',
    houseName: 'Frog Pond',
    lines: [{ asset: 'BTC', kind: 'btc', amount: '-2500' }],
    at: at(15, 18),
  },
  {
    movementId: 'h2',
    kind: 'house_deposit',
    houseName: 'Frog Pond',
    txid: txid('c3d4'),
    lines: [{ asset: 'Bitcoin Frog #4411', kind: 'inscription', amount: '1' }],
    at: at(10, 7),
  },
  {
    movementId: 'h3',
    kind: 'withdrawal_refund',
    houseName: 'Frog Pond',
    lines: [{ asset: 'BTC', kind: 'btc', amount: '500000' }],
    at: at(9, 16),
  },
  {
    movementId: 'h4',
    kind: 'remove_liquidity',
    houseName: 'Frog Pond',
    lines: [{ asset: 'BTC', kind: 'btc', amount: '-100000' }],
    at: at(8, 12),
  },
];

/** BRC-20 in the ledger: whole tokens, signed, with the tick as deployed. */
const tokenMovements: BoxHistoryProps['movements'] = [
  {
    movementId: 't1',
    kind: 'prize',
    houseName: 'Token Tower',
    lines: [{ asset: 'ORDI', kind: 'brc20', amount: '1000' }],
    at: at(16, 9),
  },
  {
    movementId: 't2',
    kind: 'withdrawal',
    txid: txid('7a6b'),
    lines: [
      { asset: 'ORDI', kind: 'brc20', amount: '-100.5' },
      { asset: 'BTC', kind: 'btc', amount: '-3120' },
    ],
    at: at(15, 20),
  },
  {
    movementId: 't3',
    kind: 'make_house',
    houseName: 'Token Tower',
    lines: [
      { asset: 'sats', kind: 'brc20', amount: '-25000000' },
      { asset: 'BTC', kind: 'btc', amount: '-100000' },
    ],
    at: at(14, 8),
  },
  {
    movementId: 't4',
    kind: 'recharge',
    txid: txid('5c4d'),
    lines: [{ asset: 'ORDI', kind: 'brc20', amount: '0.000000000000000001' }],
    at: at(13, 7),
  },
];

const meta = {
  title: 'UI/BlindBox/BoxHistory',
  component: BoxHistory,
  args: { movements, scope: 'user', onLoadMore: fn() },
  decorators: [
    (Story) => (
      <div style={{ height: '100vh', overflow: 'auto' }}>
        <div style={{ padding: 24, maxWidth: 351 }}>
          <Story />
        </div>
      </div>
    ),
  ],
} satisfies Meta<typeof BoxHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowsOf = (canvas: HTMLElement, name: string) =>
  within(within(canvas).getByRole('list', { name })).getAllByRole('listitem');

/** The first page is loading: placeholder rows, announced once. */
export const Loading: Story = {
  args: { movements: [], loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading history');
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const Empty: Story = {
  args: { movements: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No movements yet' })).toBeVisible();
    await expect(
      canvas.getByText('Recharges, opens, prizes and withdrawals of your box balance show here.'),
    ).toBeVisible();
  },
};

/** The user's history: kinds, houses, signed changes (+ in green, − in red), times and txids; Load more. */
export const User: Story = {
  args: { hasMore: true },
  play: async ({ args, canvas, canvasElement }) => {
    const [prize, open, , addLiquidity, withdrawal] = rowsOf(canvasElement, 'Your box history');
    if (!prize || !open || !addLiquidity || !withdrawal) throw new Error('Missing movement rows');
    await expect(within(prize).getByText('Prize')).toBeVisible();
    await expect(within(prize).getByText('Frog Pond')).toBeVisible();
    await expect(within(prize).getByText('+1 Bitcoin Frog #4411')).toBeVisible();
    await expect(within(open).getByText('Open')).toBeVisible();
    await expect(open).toHaveTextContent('−0.00050000');
    await expect(open).toHaveTextContent('Jan 15, 2025, 18:00 UTC');
    await expect(addLiquidity).toHaveTextContent('−0.00300000');
    await expect(within(addLiquidity).getByText('−1 Ordinal Punk #80012')).toBeVisible();
    await expect(within(withdrawal).getByText('9f8e...9f8e')).toHaveAttribute('title', txid('9f8e'));
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
  },
};

/** A next page is on its way: the rows stay, the button spins and ignores presses. */
export const LoadingMore: Story = {
  args: { hasMore: true, loading: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Your box history' })).toBeVisible();
    const more = canvas.getByRole('button', { name: 'Load more' });
    more.scrollIntoView({ block: 'end' });
    await userEvent.click(more);
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

/** The last page: no Load more. */
export const AllLoaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Load more' })).toBeNull();
  },
};

/** One house's ledger: every line is that house's, so no house names. */
export const House: Story = {
  args: { movements: houseLedger, scope: 'house' },
  play: async ({ canvas, canvasElement }) => {
    const rows = rowsOf(canvasElement, 'House ledger');
    await expect(rows).toHaveLength(4);
    await expect(canvas.queryByText('Frog Pond')).toBeNull();
    await expect(canvas.getByText('Platform fee')).toBeVisible();
    await expect(canvas.getByText('House deposit')).toBeVisible();
    await expect(canvas.getByText('Withdrawal refund')).toBeVisible();
    await expect(canvas.getByText('Remove liquidity')).toBeVisible();
  },
};

export const HouseEmpty: Story = {
  args: { movements: [], scope: 'house' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Deposits, opens and prizes of this house show here.')).toBeVisible();
  },
};

/** BRC-20 lines: whole tokens with the token glyph and the tick, signed like BTC, however many decimals they have. */
export const Brc20: Story = {
  args: { movements: tokenMovements },
  play: async ({ canvasElement }) => {
    const [prize, withdrawal, made, recharge] = rowsOf(canvasElement, 'Your box history');
    if (!prize || !withdrawal || !made || !recharge) throw new Error('Missing movement rows');
    await expect(prize).toHaveTextContent('+1,000 ORDI');
    await expect(within(prize).getByText('Token Tower')).toBeVisible();
    await expect(withdrawal).toHaveTextContent('−100.5 ORDI');
    await expect(withdrawal).toHaveTextContent('−0.00003120');
    await expect(made).toHaveTextContent('−25,000,000 sats');
    await expect(recharge).toHaveTextContent('+0.000000000000000001 ORDI');
  },
};

export const Chinese: Story = {
  globals: { language: 'cn' },
  args: { hasMore: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('流动性分成')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '加载更多' }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
  },
};
