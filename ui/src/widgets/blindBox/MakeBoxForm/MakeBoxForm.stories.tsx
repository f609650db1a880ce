import { MakeBoxForm, type MakeBoxFormProps, type MakeBoxValues } from '@ordmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { addresses, pixelArtUrl } from '../../../../../stories/fixtures/marketFixtures';

const chosen: MakeBoxFormProps['inscriptions'] = [
  { inscriptionId: 'i1', name: 'Bitcoin Frog #4411', imageUrl: pixelArtUrl(1) },
  { inscriptionId: 'i2', name: 'Ordinal Punk #80012', imageUrl: pixelArtUrl(2) },
];
const noTokenPrizes = { brc20Tick: '', brc20PrizeCount: '', brc20PrizeAmount: '' };
const empty: MakeBoxValues = { name: '', price: '', btcPrizeCount: '', btcPrizeValue: '', ...noTokenPrizes };
const filled: MakeBoxValues = {
  name: 'Frog Pond',
  price: '0.0005',
  btcPrizeCount: '10',
  btcPrizeValue: '0.0001',
  ...noTokenPrizes,
};
const held: MakeBoxFormProps['tokens'] = [
  { tick: 'ORDI', amount: '5000' },
  { tick: 'sats', amount: '250000000.5' },
];
const withOrdi: MakeBoxValues = { ...filled, brc20Tick: 'ORDI', brc20PrizeCount: '3', brc20PrizeAmount: '1000' };
const depositTxid = '5e4d3c2b1a09f8e7d6c5b4a392817065e4d3c2b1a09f8e7d6c5b4a39281706f';

type MakeArgs = Omit<MakeBoxFormProps, 'values' | 'inscriptions'> & {
  initialValues?: MakeBoxValues;
  initialInscriptions?: MakeBoxFormProps['inscriptions'];
};

/** The form is controlled: the story keeps the fields and the chosen inscriptions, as the app would. */
function Make({ initialValues = empty, initialInscriptions = [], onChange, onRemoveInscription, ...props }: MakeArgs) {
  const [values, setValues] = useState(initialValues);
  const [inscriptions, setInscriptions] = useState(initialInscriptions);
  return (
    <MakeBoxForm
      {...props}
      values={values}
      onChange={(next) => {
        setValues(next);
        onChange(next);
      }}
      inscriptions={inscriptions}
      onRemoveInscription={(id) => {
        setInscriptions((current) => current.filter((inscription) => inscription.inscriptionId !== id));
        onRemoveInscription(id);
      }}
    />
  );
}

const meta = {
  title: 'UI/BlindBox/MakeBoxForm',
  render: (args) => <Make {...args} />,
  args: {
    balanceSats: 4_990_000,
    tokens: [],
    onChange: fn(),
    onChooseInscriptions: fn(),
    onRemoveInscription: fn(),
    onSubmit: fn(),
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
} satisfies Meta<MakeArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const showButton = (name: string | RegExp) => {
  const button = within(document.body).getByRole('button', { name });
  button.scrollIntoView({ block: 'end' });
  return button;
};

/** A new house: no prizes yet, so no odds, and Make box waits; Choose inscriptions opens the picker. */
export const Empty: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('No inscriptions chosen yet.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Choose inscriptions' }));
    await expect(args.onChooseInscriptions).toHaveBeenCalledOnce();
    await expect(canvas.getByText('Add BTC prizes or inscriptions to see the odds.')).toBeInTheDocument();
    await userEvent.click(showButton('Make box'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Typing the fields: the BTC prizes' total comes from the balance, and the odds follow the prizes. */
export const Typing: Story = {
  args: { initialInscriptions: chosen },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'House name' }), 'Frog Pond');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Price per open' }), '0.0005');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Number of prizes' }), '10');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Value of each' }), '0.0001');
    await expect(args.onChange).toHaveBeenLastCalledWith(filled);
    await expect(canvas.getByText('0.00100000')).toBeVisible();
    await expect(canvas.getByText('12')).toBeVisible();
    await expect(canvas.getByText('16.67%')).toBeVisible();
    await expect(canvas.getByText('83.33%')).toBeVisible();
    await userEvent.click(showButton('Make box'));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** Removing a chosen inscription reports it, and the odds move with the pool. */
export const RemoveInscription: Story = {
  args: { initialValues: filled, initialInscriptions: chosen },
  play: async ({ args, canvas }) => {
    const list = canvas.getByRole('list', { name: 'Chosen inscriptions' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Bitcoin Frog #4411' }));
    await expect(args.onRemoveInscription).toHaveBeenCalledWith('i1');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await expect(canvas.getByText('11')).toBeVisible();
    await expect(canvas.getByText('9.09%')).toBeVisible();
    await expect(canvas.getByText('90.91%')).toBeVisible();
  },
};

/** Inscriptions only: every open wins one, so their odds are 100%. */
export const InscriptionsOnly: Story = {
  args: { initialValues: { ...filled, btcPrizeCount: '', btcPrizeValue: '' }, initialInscriptions: chosen },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('100.00%')).toBeVisible();
    await expect(canvas.getByText('0.00%')).toBeVisible();
    await userEvent.click(showButton('Make box'));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** The BTC prizes come to more than the balance: said at once, and Make box waits. */
export const OverBalance: Story = {
  args: { balanceSats: 50_000, initialValues: filled, initialInscriptions: chosen },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The BTC prizes come to more than your box balance.');
    await userEvent.click(showButton('Make box'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The caller's checks under their fields, and a failure of the last submit. */
export const WithErrors: Story = {
  args: {
    initialValues: { name: '', price: '0', btcPrizeCount: '2.5', btcPrizeValue: '0.000000001', ...noTokenPrizes },
    errors: {
      name: 'Give the house a name',
      price: 'The price must be more than 0',
      btcPrizeCount: 'A whole number',
      btcPrizeValue: 'At most 8 decimals',
      inscriptions: 'Choose at least one inscription',
    },
    error: 'The house could not be made. Try again.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'House name' })).toHaveAccessibleDescription(
      'Give the house a name',
    );
    await expect(canvas.getByRole('textbox', { name: 'Price per open' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('A whole number')).toBeVisible();
    await expect(canvas.getByText('At most 8 decimals')).toBeVisible();
    await expect(canvas.getByText('Choose at least one inscription')).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('The house could not be made. Try again.');
    await expect(showButton('Make box')).toBeDisabled();
  },
};

export const Submitting: Story = {
  args: { initialValues: filled, initialInscriptions: chosen, submitting: true },
  play: async ({ args }) => {
    await userEvent.click(showButton('Make box'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/**
 * BRC-20 prizes from the tokens held: a tick chosen from the box, how many and the tokens in each; what they take
 * is set against the holding, and their odds join the summary.
 */
export const Brc20Prizes: Story = {
  args: { tokens: held, initialValues: filled, initialInscriptions: chosen },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Token/ }));
    const list = await screen.findByRole('listbox');
    await expect(within(list).getAllByRole('option')).toHaveLength(2);
    await userEvent.click(within(list).getByRole('option', { name: 'ORDI (5,000 held)' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Number of token prizes' }), '3');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Tokens in each' }), '1000');
    await expect(args.onChange).toHaveBeenLastCalledWith(withOrdi);
    const fact = (label: string) => canvas.getByText(label).parentElement;
    await expect(fact('Taken from your box')).toHaveTextContent('3,000 ORDI');
    await expect(fact('You hold')).toHaveTextContent('5,000 ORDI');
    await expect(fact('Total prizes')).toHaveTextContent('15');
    await expect(fact('Chance of an inscription')).toHaveTextContent('13.33%');
    await expect(fact('Chance of a BTC prize')).toHaveTextContent('66.67%');
    await expect(fact('Chance of a BRC-20 prize')).toHaveTextContent('20.00%');
    await userEvent.click(showButton('Make box'));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    canvas.getByRole('heading', { name: 'BRC-20 prizes (optional)' }).scrollIntoView({ block: 'start' });
  },
};

/** More of the tick than the box holds: said at once (compared exactly, as decimals), and Make box waits. */
export const Brc20OverHeld: Story = {
  args: {
    tokens: held,
    initialValues: { ...withOrdi, brc20Tick: 'sats', brc20PrizeCount: '2', brc20PrizeAmount: '125000000.26' },
    initialInscriptions: chosen,
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The BRC-20 prizes come to more sats than your box holds.',
    );
    await expect(canvas.getByText('Taken from your box').parentElement).toHaveTextContent('250,000,000.52 sats');
    await userEvent.click(showButton('Make box'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const amount = canvas.getByRole('textbox', { name: 'Tokens in each' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '125000000.25');
    await expect(canvas.queryByRole('alert')).toBeNull();
    canvas.getByRole('heading', { name: 'BRC-20 prizes (optional)' }).scrollIntoView({ block: 'start' });
  },
};

/** The caller's checks of the BRC-20 prizes, under the token and the size, in the words the app's box form uses. */
export const Brc20Errors: Story = {
  args: {
    tokens: held,
    initialValues: { ...filled, brc20PrizeCount: '3', brc20PrizeAmount: '0' },
    errors: {
      brc20Tick: 'Choose the token of the BRC-20 prizes.',
      brc20PrizeAmount: 'Enter more than 0.',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Choose the token of the BRC-20 prizes.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Tokens in each' })).toHaveAccessibleDescription(
      'Enter more than 0.',
    );
    canvas.getByRole('heading', { name: 'BRC-20 prizes (optional)' }).scrollIntoView({ block: 'start' });
  },
};

const depositItems = (statuses: ['waiting' | 'unconfirmed' | 'in_pool', 'waiting' | 'unconfirmed' | 'in_pool']) =>
  chosen.map((inscription, index) => ({ inscription, status: statuses[index] ?? 'waiting' }));

/** The house is made: its inscriptions wait for the deposit, which the wallet signs. */
export const DepositStep: Story = {
  args: {
    initialValues: filled,
    initialInscriptions: chosen,
    deposit: {
      custodyAddress: addresses.taproot,
      items: depositItems(['waiting', 'waiting']),
      onSignDeposit: fn(),
    },
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole('textbox', { name: 'House name' })).toBeNull();
    await expect(canvas.getByText(addresses.taproot)).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Inscriptions to deposit' });
    await expect(within(list).getAllByText('Waiting')).toHaveLength(2);
    await expect(canvas.getByText('The house opens once the deposits confirm.')).toBeVisible();
    await userEvent.click(showButton('Sign deposit with wallet'));
    await expect(args.deposit?.onSignDeposit).toHaveBeenCalledOnce();
  },
};

export const DepositSigning: Story = {
  args: {
    deposit: {
      custodyAddress: addresses.taproot,
      items: depositItems(['waiting', 'waiting']),
      onSignDeposit: fn(),
      signing: true,
    },
  },
  play: async ({ args }) => {
    await userEvent.click(showButton('Sign deposit with wallet'));
    await expect(args.deposit?.onSignDeposit).not.toHaveBeenCalled();
  },
};

/** Sent: the deposit's txid, each inscription on its way into the pool, and no button. */
export const DepositSent: Story = {
  args: {
    deposit: {
      custodyAddress: addresses.taproot,
      items: depositItems(['in_pool', 'unconfirmed']),
      onSignDeposit: fn(),
      depositTxid,
    },
  },
  play: async ({ canvas }) => {
    const [frog, punk] = within(canvas.getByRole('list', { name: 'Inscriptions to deposit' })).getAllByRole('listitem');
    if (!frog || !punk) throw new Error('Missing deposit rows');
    await expect(within(frog).getByText('In pool')).toBeVisible();
    await expect(within(punk).getByText('Unconfirmed')).toBeVisible();
    await expect(canvas.getByText('Deposit sent')).toBeVisible();
    await expect(canvas.getByText('5e4d...706f')).toHaveAttribute('title', depositTxid);
    await expect(canvas.queryByRole('button', { name: 'Sign deposit with wallet' })).toBeNull();
    await expect(canvas.getByText('The house opens once the deposits confirm.')).toBeVisible();
  },
};

/** Every deposit confirmed: the note no longer says what the house waits for, but that it is open. */
export const DepositsInPool: Story = {
  args: {
    deposit: {
      custodyAddress: addresses.taproot,
      items: depositItems(['in_pool', 'in_pool']),
      onSignDeposit: fn(),
      depositTxid,
    },
  },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Inscriptions to deposit' });
    await expect(within(list).getAllByText('In pool')).toHaveLength(2);
    await expect(canvas.getByRole('status')).toHaveTextContent('Every inscription is in the pool: the house is open.');
    await expect(canvas.queryByText('The house opens once the deposits confirm.')).toBeNull();
  },
};

export const Chinese: Story = {
  globals: { language: 'cn' },
  args: { initialValues: filled, initialInscriptions: chosen },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '移除 Bitcoin Frog #4411' }));
    await expect(args.onRemoveInscription).toHaveBeenCalledWith('i1');
    await userEvent.click(showButton('创建盲盒'));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};
