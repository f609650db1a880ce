import { WithdrawalPanel, type WithdrawalAsset, type WithdrawalPanelProps } from '@ordmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { addresses, pixelArtUrl } from '../../../../../stories/fixtures/marketFixtures';

const at = (day: number) => new Date(Date.UTC(2025, 0, day, 10, 5));

const inscriptions: WithdrawalPanelProps['inscriptions'] = [
  { inscriptionId: 'aa11i0', name: 'Bitcoin Frog #4411', imageUrl: pixelArtUrl(1) },
  { inscriptionId: 'bb22i0', name: 'Ordinal Punk #80012', imageUrl: pixelArtUrl(2) },
  { inscriptionId: 'cc33i0', name: 'Rune Stone #65530' },
];

const tokens: WithdrawalPanelProps['tokens'] = [
  { tick: 'ORDI', amount: '1500.25' },
  { tick: 'sats', amount: '250000000' },
];

const withdrawals: WithdrawalPanelProps['withdrawals'] = [
  {
    withdrawalId: 'w3',
    prize: { kind: 'btc', sats: 2_000_000 },
    address: addresses.segwit,
    networkFeeSats: 2_310,
    txid: '9f8e7d6c5b4a39281706f5e4d3c2b1a09f8e7d6c5b4a39281706f5e4d3c2b1a0',
    status: 'pending',
    at: at(15),
  },
  {
    withdrawalId: 'w2',
    prize: { kind: 'inscription', inscriptionId: 'dd44i0', name: 'Taproot Wizard #91003' },
    address: addresses.taproot,
    networkFeeSats: 1_870,
    txid: '1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f809',
    status: 'confirmed',
    at: at(12),
  },
  {
    withdrawalId: 'w1',
    prize: { kind: 'btc', sats: 500_000 },
    address: addresses.segwit,
    networkFeeSats: 0,
    txid: '',
    status: 'failed',
    reason: 'The destination address was rejected by the network. The amount is back in your balance.',
    at: at(10),
  },
  {
    withdrawalId: 'w0',
    prize: { kind: 'brc20', tick: 'ORDI', amount: '100.5' },
    address: addresses.taproot,
    networkFeeSats: 3_120,
    txid: '7a6b5c4d3e2f10097a6b5c4d3e2f10097a6b5c4d3e2f10097a6b5c4d3e2f1009',
    status: 'confirmed',
    at: at(9),
  },
];

const quote = { networkFeeSats: 2_310, totalSats: 1_002_310 };

type WithdrawalArgs = Omit<
  WithdrawalPanelProps,
  'asset' | 'amount' | 'address' | 'selectedInscriptionId' | 'selectedTick' | 'tokenAmount'
> & {
  initialAsset?: WithdrawalAsset;
  initialAmount?: string;
  initialAddress?: string;
  initialInscriptionId?: string;
  initialTick?: string;
  initialTokenAmount?: string;
};

/** The panel is controlled: the story keeps the asset, amounts, address and choices, as the app would. */
function Withdrawal({
  initialAsset = 'btc',
  initialAmount = '',
  initialAddress = '',
  initialInscriptionId,
  initialTick,
  initialTokenAmount = '',
  onAssetChange,
  onAmountChange,
  onMax,
  onAddressChange,
  onSelectInscription,
  onSelectTick,
  onTokenAmountChange,
  ...props
}: WithdrawalArgs) {
  const [asset, setAsset] = useState(initialAsset);
  const [amount, setAmount] = useState(initialAmount);
  const [address, setAddress] = useState(initialAddress);
  const [selected, setSelected] = useState(initialInscriptionId);
  const [tick, setTick] = useState(initialTick);
  const [tokenAmount, setTokenAmount] = useState(initialTokenAmount);
  return (
    <WithdrawalPanel
      {...props}
      asset={asset}
      onAssetChange={(next) => {
        setAsset(next);
        onAssetChange(next);
      }}
      amount={amount}
      onAmountChange={(next) => {
        setAmount(next);
        onAmountChange(next);
      }}
      onMax={() => {
        // The app works out what the fee leaves; here it is the balance less a 2,310 sats fee.
        setAmount('0.04987690');
        onMax();
      }}
      address={address}
      onAddressChange={(next) => {
        setAddress(next);
        onAddressChange(next);
      }}
      selectedInscriptionId={selected}
      onSelectInscription={(id) => {
        setSelected(id);
        onSelectInscription(id);
      }}
      selectedTick={tick}
      onSelectTick={(next) => {
        setTick(next);
        onSelectTick(next);
      }}
      tokenAmount={tokenAmount}
      onTokenAmountChange={(next) => {
        setTokenAmount(next);
        onTokenAmountChange(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/BlindBox/WithdrawalPanel',
  render: (args) => <Withdrawal {...args} />,
  args: {
    availableSats: 4_990_000,
    inscriptions,
    tokens,
    quote: null,
    withdrawals: [],
    onAssetChange: fn(),
    onAmountChange: fn(),
    onMax: fn(),
    onSelectInscription: fn(),
    onSelectTick: fn(),
    onTokenAmountChange: fn(),
    onAddressChange: fn(),
    onConfirm: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ height: '100vh', overflow: 'auto' }}>
        <div style={{ padding: 24, maxWidth: 351 }}>
          <Story />
        </div>
      </div>
    ),
  ],
} satisfies Meta<WithdrawalArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const showButton = (name: string | RegExp) => {
  const button = within(document.body).getByRole('button', { name });
  button.scrollIntoView({ block: 'end' });
  return button;
};

/** Nothing typed: the balance, no fee yet, and Confirm waits for a quote. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'BTC' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText('0.04990000')).toBeVisible();
    await expect(canvas.getAllByText('--')).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'Confirm withdrawal' })).toBeDisabled();
    await expect(canvas.getByText('No withdrawals yet.')).toBeInTheDocument();
  },
};

/** BTC: Max, an address, and the quote shown before Confirm. */
export const BtcQuoted: Story = {
  args: { quote },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Max' }));
    await expect(args.onMax).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('textbox', { name: 'Amount' })).toHaveValue('0.04987690');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Destination address' }), addresses.segwit);
    await expect(args.onAddressChange).toHaveBeenLastCalledWith(addresses.segwit);
    await expect(canvas.getByText('Network fee')).toBeVisible();
    await expect(canvas.getByText('0.00002310')).toBeVisible();
    await expect(canvas.getByText('0.01002310')).toBeVisible();
    await userEvent.click(showButton('Confirm withdrawal'));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

/** While the service prices the withdrawal: 'Calculating…', and Confirm waits. */
export const Quoting: Story = {
  args: { quoting: true, initialAmount: '0.01', initialAddress: addresses.segwit },
  play: async ({ args, canvas }) => {
    await expect(canvas.getAllByText('Calculating…')).toHaveLength(2);
    await userEvent.click(showButton('Confirm withdrawal'));
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** Inscription: the tab switches the asset; the held inscriptions are radios, by pointer or arrow keys. */
export const Inscription: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: /Inscription/ }));
    await expect(args.onAssetChange).toHaveBeenCalledWith('inscription');
    const group = canvas.getByRole('radiogroup', { name: 'Inscription to withdraw' });
    const radios = within(group).getAllByRole('radio');
    await expect(radios).toHaveLength(3);
    await userEvent.click(within(group).getByRole('radio', { name: 'Ordinal Punk #80012' }));
    await expect(args.onSelectInscription).toHaveBeenLastCalledWith('bb22i0');
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onSelectInscription).toHaveBeenLastCalledWith('cc33i0');
    await expect(within(group).getByRole('radio', { name: 'Rune Stone #65530' })).toBeChecked();
  },
};

/** A chosen inscription with its quote: the network fee is all that is taken. */
export const InscriptionQuoted: Story = {
  args: {
    initialAsset: 'inscription',
    initialInscriptionId: 'aa11i0',
    initialAddress: addresses.taproot,
    quote: { networkFeeSats: 1_870, totalSats: 1_870 },
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Bitcoin Frog #4411' })).toBeChecked();
    await expect(canvas.getAllByText('0.00001870')).toHaveLength(2);
    await userEvent.click(showButton('Confirm withdrawal'));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const NoInscriptions: Story = {
  args: { initialAsset: 'inscription', inscriptions: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No inscriptions in your box balance.')).toBeVisible();
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
  },
};

/** The caller's checks under their fields, and a failure of the last confirm. */
export const WithErrors: Story = {
  args: {
    initialAmount: '1',
    initialAddress: 'bc1qnotanaddress',
    amountError: 'More than the 0.0499 BTC available',
    addressError: 'Address format error',
    error: 'The withdrawal could not be sent. Try again.',
  },
  play: async ({ args, canvas }) => {
    const amount = canvas.getByRole('textbox', { name: 'Amount' });
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(amount).toHaveAccessibleDescription('More than the 0.0499 BTC available');
    await expect(canvas.getByRole('textbox', { name: 'Destination address' })).toHaveAccessibleDescription(
      'Address format error',
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent('The withdrawal could not be sent. Try again.');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm withdrawal' }));
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Confirming: Story = {
  args: { quote, confirming: true, initialAmount: '0.01', initialAddress: addresses.segwit },
  play: async ({ args }) => {
    await userEvent.click(showButton('Confirm withdrawal'));
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** The user's withdrawals: prize, destination, fee, tx, and status (a failure says why). */
export const History: Story = {
  args: { withdrawals },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Your withdrawals' });
    list.scrollIntoView({ block: 'start' });
    const [pending, confirmed, failed, tokensOut] = within(list).getAllByRole('listitem');
    if (!pending || !confirmed || !failed || !tokensOut) throw new Error('Missing withdrawal rows');
    await expect(within(pending).getByText('Pending')).toBeVisible();
    await expect(within(pending).getByText('Fee 0.00002310 BTC')).toBeVisible();
    await expect(within(pending).getByText('9f8e...b1a0')).toBeVisible();
    await expect(within(confirmed).getByText('Taproot Wizard #91003')).toBeVisible();
    await expect(within(confirmed).getByText('Confirmed')).toBeVisible();
    await expect(within(failed).getByText('Failed')).toBeVisible();
    await expect(within(failed).getByText(/The destination address was rejected/)).toBeVisible();
    await expect(within(tokensOut).getByText('100.5 ORDI')).toBeInTheDocument();
    await expect(within(tokensOut).getByText('Fee 0.00003120 BTC')).toBeInTheDocument();
  },
};

/**
 * BRC-20: the tab lists the ticks held with their amounts; once one is chosen, an amount of it (Max fills all of
 * it, the fee being paid in BTC), and the fee that inscribing and sending the transfer costs before Confirm.
 */
export const Brc20: Story = {
  args: { quote: { networkFeeSats: 3_120, totalSats: 3_120 } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: /BRC-20/ }));
    await expect(args.onAssetChange).toHaveBeenCalledWith('brc20');
    const group = canvas.getByRole('radiogroup', { name: 'Token to withdraw' });
    await expect(within(group).getAllByRole('radio')).toHaveLength(2);
    await expect(canvas.queryByRole('textbox', { name: 'Amount' })).toBeNull();
    await userEvent.click(within(group).getByRole('radio', { name: '1,500.25 ORDI' }));
    await expect(args.onSelectTick).toHaveBeenLastCalledWith('ORDI');
    const amount = canvas.getByRole('textbox', { name: 'Amount' });
    await userEvent.type(amount, '100.5');
    await expect(args.onTokenAmountChange).toHaveBeenLastCalledWith('100.5');
    await userEvent.click(canvas.getByRole('button', { name: 'Max' }));
    await expect(amount).toHaveValue('1500.25');
    await expect(canvas.getByText(/546 sats of postage/)).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Destination address' }), addresses.taproot);
    await expect(canvas.getAllByText('0.00003120')).toHaveLength(2);
    await userEvent.click(showButton('Confirm withdrawal'));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

/** The caller's check of the token amount shows under it, and Confirm waits for a quote. */
export const Brc20OverHeld: Story = {
  args: {
    initialAsset: 'brc20',
    initialTick: 'sats',
    initialTokenAmount: '300000000',
    initialAddress: addresses.taproot,
    tokenAmountError: 'That is more than your box holds of this token.',
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('radio', { name: '250,000,000 sats' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Amount' })).toHaveAccessibleDescription(
      'That is more than your box holds of this token.',
    );
    await userEvent.click(showButton('Confirm withdrawal'));
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const NoTokens: Story = {
  args: { initialAsset: 'brc20', tokens: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No BRC-20 in your box balance.')).toBeVisible();
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
    await expect(canvas.queryByText(/546 sats of postage/)).toBeNull();
  },
};

export const Chinese: Story = {
  globals: { language: 'cn' },
  args: { quote, withdrawals },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '最大' }));
    await expect(args.onMax).toHaveBeenCalledOnce();
    await userEvent.click(showButton('确认提取'));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};
