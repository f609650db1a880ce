import { RechargePanel, type RechargePanelProps } from '@ordmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { addresses } from '../../../../../stories/fixtures/marketFixtures';

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

/** The wallet's BRC-20 transfer inscriptions, ready to go into the box. */
const transfers: NonNullable<RechargePanelProps['brc20']>['transfers'] = [
  { inscriptionId: `${'71'.repeat(32)}i0`, tick: 'ORDI', amount: '1000' },
  { inscriptionId: `${'72'.repeat(32)}i0`, tick: 'ORDI', amount: '1000' },
  { inscriptionId: `${'73'.repeat(32)}i0`, tick: 'sats', amount: '25000000.5' },
];

/** A transfer inscription credited: its tokens, not its postage, are what arrived. */
const tokenDeposit: RechargePanelProps['deposits'][number] = {
  txid: 'b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b1c2d3e4f5a6b7c8',
  vout: 0,
  sats: 546,
  inscriptionName: 'Transfer 1000 ORDI',
  token: { tick: 'ORDI', amount: '1000' },
  confirmations: 4,
  confirmationsNeeded: 3,
  status: 'credited',
  at: at(16),
};

const sentTxid = 'c9d8e7f6a5b4c3d2e1f0c9d8e7f6a5b4c3d2e1f0c9d8e7f6a5b4c3d2e1f0c9d8';

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

/**
 * The address and the deposits are still on their way: placeholders, announced once each; an amount typed already
 * cannot be sent until there is an address to send it to.
 */
export const Loading: Story = {
  args: { loading: true, deposits: [], address: '', initialAmount: '0.001' },
  play: async ({ args, canvas }) => {
    const send = showButton('Send from wallet');
    await expect(send).toBeDisabled();
    await userEvent.click(send);
    await expect(args.onSendFromWallet).not.toHaveBeenCalled();
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

/** An amount that is not a BTC decimal cannot be sent, and the field says why (protocol's amount grammar). */
export const InvalidAmount: Story = {
  args: { initialAmount: '0.000000001' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Send from wallet' })).toBeDisabled();
    const amount = canvas.getByRole('textbox', { name: 'Amount' });
    await expect(amount).toHaveAccessibleDescription(
      'At most 8 decimals: 1 sat (0.00000001 BTC) is the smallest amount.',
    );
    await userEvent.clear(amount);
    await userEvent.type(amount, '.5');
    await expect(amount).toHaveAccessibleDescription('Put a digit on each side of the point: 0.5.');
    await userEvent.clear(amount);
    await userEvent.type(amount, '0');
    await expect(amount).toHaveAccessibleDescription('Enter more than 0.');
    await expect(showButton('Send from wallet')).toBeDisabled();
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

const showSection = (name: string) => {
  within(document.body).getByRole('heading', { name }).scrollIntoView({ block: 'start' });
};

/** BRC-20: the wallet's transfer inscriptions to tick; one send puts those chosen into the box. */
export const Brc20Transfers: Story = {
  args: { brc20: { transfers, onSend: fn(), state: { kind: 'idle' } } },
  play: async ({ args, canvas }) => {
    showSection('Deposit BRC-20');
    await expect(
      canvas.getByText("Inscribe a TRANSFER for the amount first on the token's page; it shows here once confirmed."),
    ).toBeVisible();
    const send = canvas.getByRole('button', { name: 'Send to your box' });
    await expect(send).toBeDisabled();
    const group = canvas.getByRole('group', { name: 'Transfer inscriptions to deposit' });
    const boxes = within(group).getAllByRole('checkbox');
    await expect(boxes).toHaveLength(3);
    await expect(within(group).getAllByText('1,000 ORDI')).toHaveLength(2);
    await userEvent.click(within(group).getByRole('checkbox', { name: /25,000,000\.5 sats/ }));
    const [first] = boxes;
    if (!first) throw new Error('Missing transfer rows');
    await userEvent.click(first);
    await userEvent.click(send);
    await expect(args.brc20?.onSend).toHaveBeenCalledWith([transfers[2]?.inscriptionId, transfers[0]?.inscriptionId]);
  },
};

/** The wallet is signing: the choices hold still and Send spins. */
export const Brc20Sending: Story = {
  args: { brc20: { transfers, onSend: fn(), state: { kind: 'pending' } } },
  play: async ({ args, canvas }) => {
    showSection('Deposit BRC-20');
    await expect(canvas.getAllByRole('checkbox')[0]).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Send to your box' }));
    await expect(args.brc20?.onSend).not.toHaveBeenCalled();
  },
};

/** Sent: its txid, and once credited the deposit shows the tokens it brought. */
export const Brc20Sent: Story = {
  args: {
    deposits: [tokenDeposit, ...deposits],
    brc20: { transfers: transfers.slice(2), onSend: fn(), state: { kind: 'sent', txid: sentTxid } },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sent, credited once confirmed')).toBeInTheDocument();
    await expect(canvas.getByText('c9d8...c9d8')).toHaveAttribute('title', sentTxid);
    const [credited] = within(canvas.getByRole('list', { name: 'Deposits' })).getAllByRole('listitem');
    if (!credited) throw new Error('Missing deposit rows');
    await expect(within(credited).getByText('1,000 ORDI')).toBeInTheDocument();
    await expect(within(credited).queryByText('Transfer 1000 ORDI')).toBeNull();
    await expect(within(credited).getByText('Credited')).toBeInTheDocument();
    showSection('Deposit BRC-20');
  },
};

/** The wallet refused, or the market did: the reason, and Send again for the same choice. */
export const Brc20Failed: Story = {
  args: {
    brc20: { transfers, onSend: fn(), state: { kind: 'failed', message: 'You cancelled the deposit in your wallet.' } },
  },
  play: async ({ args, canvas }) => {
    showSection('Deposit BRC-20');
    await expect(canvas.getByRole('alert')).toHaveTextContent('You cancelled the deposit in your wallet.');
    const [, second] = canvas.getAllByRole('checkbox');
    if (!second) throw new Error('Missing transfer rows');
    await userEvent.click(second);
    await userEvent.click(canvas.getByRole('button', { name: 'Send to your box' }));
    await expect(args.brc20?.onSend).toHaveBeenCalledWith([transfers[1]?.inscriptionId]);
  },
};

/** No transfer inscriptions yet: the help says how to make one. */
export const Brc20NoTransfers: Story = {
  args: { brc20: { transfers: [], onSend: fn(), state: { kind: 'idle' } } },
  play: async ({ canvas }) => {
    showSection('Deposit BRC-20');
    await expect(canvas.getByText('No transfer inscriptions in this wallet.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send to your box' })).toBeDisabled();
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
