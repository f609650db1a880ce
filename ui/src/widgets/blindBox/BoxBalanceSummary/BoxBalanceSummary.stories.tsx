import { BoxBalanceSummary } from '@ordmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { drawerColumn } from '../../../../../stories/fixtures/houseFixtures';

const balance = {
  blindBoxTotal: 1_250_000,
  unconfirmedBlindBoxTotal: 300_000,
  nftTotal: 4,
  btcTotal: 1_250_000,
  brc20Total: 2,
  tokens: [
    { tick: 'ORDI', amount: '1000' },
    { tick: 'sats', amount: '250000000.5' },
  ],
};

const meta = {
  title: 'UI/BlindBox/BoxBalanceSummary',
  component: BoxBalanceSummary,
  args: { balance },
  decorators: [drawerColumn],
} satisfies Meta<typeof BoxBalanceSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A deposit still confirming shows as pending beside the balance, and each BRC-20 token held its amount; every
 * action the app gives is a button.
 */
export const WithPending: Story = {
  args: { onRecharge: fn(), onWithdraw: fn(), onHistory: fn(), onMyHouses: fn() },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('0.01250000 BTC')).toBeInTheDocument();
    await expect(canvas.getByText('Pending')).toBeVisible();
    await expect(canvas.getByText('0.00300000 BTC')).toBeInTheDocument();
    await expect(canvas.getByText('Deposits waiting for confirmations; they count once confirmed.')).toBeVisible();
    await expect(canvas.getByText('4')).toBeVisible();
    await expect(canvas.getByText('2')).toBeVisible();
    const tokens = within(canvas.getByRole('list', { name: 'BRC-20 tokens held' })).getAllByRole('listitem');
    await expect(tokens.map((token) => token.textContent)).toEqual(['1,000 ORDI', '250,000,000.5 sats']);
    await userEvent.click(canvas.getByRole('button', { name: 'Recharge' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw' }));
    await userEvent.click(canvas.getByRole('button', { name: 'History' }));
    await userEvent.click(canvas.getByRole('button', { name: 'My houses' }));
    for (const action of [args.onRecharge, args.onWithdraw, args.onHistory, args.onMyHouses]) {
      await expect(action).toHaveBeenCalledOnce();
    }
  },
};

/** Nothing confirming and only Recharge offered: no pending line, no other buttons. */
export const Settled: Story = {
  args: {
    balance: { ...balance, unconfirmedBlindBoxTotal: 0, nftTotal: 0, brc20Total: 0, tokens: [] },
    onRecharge: fn(),
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByText('Pending')).toBeNull();
    await expect(canvas.queryByRole('list', { name: 'BRC-20 tokens held' })).toBeNull();
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Recharge' }));
    await expect(args.onRecharge).toHaveBeenCalledOnce();
  },
};

/** Loading: placeholders, announced once. */
export const Loading: Story = {
  args: { loading: true, onRecharge: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your box balance');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
