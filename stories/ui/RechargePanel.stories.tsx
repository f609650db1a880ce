import { RechargePanel, type RechargePanelProps } from '@ordmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { addresses } from '../fixtures/marketFixtures';

const at = (hour: number) => new Date(Date.UTC(2025, 0, 15, hour, 30));

const deposits: RechargePanelProps['deposits'] = [
  {
    txid: 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90',
    vout: 0,
    sats: 1_500_000,
    confirmations: 1,
    confirmationsNeeded: 3,
    status: 'unconfirmed',
    at: at(14),
  },
  {
    txid: 'f0e1d2c3b4a5968778695a4b3c2d1e0ff0e1d2c3b4a5968778695a4b3c2d1e0f',
    vout: 1,
    sats: 546,
    inscriptionName: 'Bitcoin Frog #4411',
    confirmations: 12,
    confirmationsNeeded: 3,
    status: 'credited',
    at: at(9),
  },
  {
    txid: '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef',
    vout: 0,
    sats: 25_000_000,
    confirmations: 3,
    confirmationsNeeded: 3,
    status: 'credited',
    at: at(7),
  },
];

type RechargeArgs = Omit<RechargePanelProps, 'amount'> & { initialAmount?: string };

/** The amount is controlled: the story keeps it, as the app would. */
function Recharge({ initialAmount = '', onAmountChange, ...props }: RechargeArgs) {
  const [amount, setAmount] = useState(initialAmount);
  return (
    <RechargePanel
      {...props}
      amount={amount}
      onAmountChange={(next) => {
        setAmount(next);
        onAmountChange(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/BlindBox/RechargePanel',
  render: (args) => <Recharge {...args} />,
  args: {
    address: addresses.taproot,
    confirmationsNeeded: 3,
    deposits,
    walletConnected: true,
    onAmountChange: fn(),
    onSendFromWallet: fn(),
    onCopy: fn(),
  },
  // The drawer's content width, in a column that scrolls, so a story can bring a part into the screenshot.
  decorators: [
    (Story) => (
      <div style={{ height: '100vh', overflow: 'auto' }}>
        <div style={{ padding: 24, maxWidth: 351 }}>
          <Story />
        </div>
      </div>
    ),
  ],
} satisfies Meta<RechargeArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const showButton = (name: string | RegExp) => {
  const button = within(document.body).getByRole('button', { name });
  button.scrollIntoView({ block: 'end' });
  return button;
};

/** The address and the deposits are still on their way: placeholders, announced once each. */
export const Loading: Story = {
  args: { loading: true, deposits: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status')).toHaveLength(2);
    await expect(canvas.getByText('Loading your deposit address')).toBeInTheDocument();
    await expect(canvas.getByText('Loading deposits')).toBeInTheDocument();
    await expect(canvas.queryByRole('img', { name: 'QR code of your deposit address' })).toBeNull();
  },
};

/** No deposits yet: the address, its QR code and rule; Copy hands the full address to the app. */
export const Empty: Story = {
  args: { deposits: [] },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('img', { name: 'QR code of your deposit address' })).toBeVisible();
    await expect(canvas.getByText(addresses.taproot)).toBeVisible();
    await expect(
      canvas.getByText(
        'Send BTC or inscriptions to this address. They are credited to your box balance after 3 confirmations.',
      ),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy address' }));
    await expect(args.onCopy).toHaveBeenCalledWith(addresses.taproot);
    await expect(canvas.getByText('No deposits yet. What you send to your address shows here.')).toBeVisible();
    // Nothing to send until an amount is typed.
    await expect(canvas.getByRole('button', { name: 'Send from wallet' })).toBeDisabled();
  },
};

/** Deposits with their confirmations and status; typing an amount lets the wallet send it. */
export const Filled: Story = {
  play: async ({ args, canvas }) => {
    const list = within(canvas.getByRole('list', { name: 'Deposits' }));
    const rows = list.getAllByRole('listitem');
    await expect(rows).toHaveLength(3);
    const [first, second] = rows;
    if (!first || !second) throw new Error('Missing deposit rows');
    await expect(within(first).getByText('Unconfirmed')).toBeVisible();
    await expect(within(first).getByText('Confirmations: 1/3')).toBeVisible();
    await expect(within(first).getByText('a1b2...8f90')).toHaveAttribute('title', deposits[0]?.txid);
    await expect(within(first).getByText('Jan 15, 2025, 14:30 UTC')).toBeVisible();
    await expect(within(second).getByText('Bitcoin Frog #4411')).toBeVisible();
    await expect(within(second).getByText('Credited')).toBeVisible();
    // Confirmations past the rule no longer matter: a credited deposit reads 3/3.
    await expect(within(second).getByText('Confirmations: 3/3')).toBeVisible();

    await userEvent.type(canvas.getByRole('textbox', { name: 'Amount' }), '0.005');
    await expect(args.onAmountChange).toHaveBeenLastCalledWith('0.005');
    await userEvent.click(showButton('Send from wallet'));
    await expect(args.onSendFromWallet).toHaveBeenCalledOnce();
  },
};

/** The wallet is asked to sign: the button spins and ignores presses. */
export const Sending: Story = {
  args: { sending: true, initialAmount: '0.01' },
  play: async ({ args }) => {
    await userEvent.click(showButton('Send from wallet'));
    await expect(args.onSendFromWallet).not.toHaveBeenCalled();
  },
};

export const SendError: Story = {
  args: { sendError: 'The wallet refused the request.', initialAmount: '0.01' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The wallet refused the request.');
    await expect(showButton('Send from wallet')).toBeEnabled();
  },
};

/** An amount that is not a BTC decimal cannot be sent. */
export const InvalidAmount: Story = {
  args: { initialAmount: '0.000000001' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Send from wallet' })).toBeDisabled();
    const amount = canvas.getByRole('textbox', { name: 'Amount' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '0.1');
    await userEvent.click(showButton('Send from wallet'));
    await expect(args.onSendFromWallet).toHaveBeenCalledOnce();
  },
};

/** No wallet: no send form, a hint to connect one or send from anywhere. */
export const NoWallet: Story = {
  args: { walletConnected: false, onCopy: undefined },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Connect a wallet to send from it here, or send to the address above from any wallet.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Send from wallet' })).toBeNull();
    await expect(canvas.queryByRole('textbox', { name: 'Amount' })).toBeNull();
    // Without onCopy the app offers no copy.
    await expect(canvas.queryByRole('button', { name: 'Copy address' })).toBeNull();
  },
};

/** One confirmation: the rule reads in the singular. */
export const OneConfirmation: Story = {
  args: { confirmationsNeeded: 1, deposits: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/after 1 confirmation\.$/)).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { language: 'cn' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('确认数：1/3')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '复制地址' }));
    await expect(args.onCopy).toHaveBeenCalledWith(addresses.taproot);
  },
};
