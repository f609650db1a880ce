import {
  AddLiquidityForm,
  RemoveLiquidityForm,
  type AddLiquidityFormProps,
  type LiquidityMode,
  type RemoveLiquidityFormProps,
} from '@ordmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { pixelArtUrl } from '../../../../../stories/fixtures/marketFixtures';

const chosen: AddLiquidityFormProps['inscriptions'] = [
  { inscriptionId: 'i1', name: 'Bitcoin Frog #4411', imageUrl: pixelArtUrl(1) },
  { inscriptionId: 'i2', name: 'Ordinal Punk #80012', imageUrl: pixelArtUrl(2) },
];

const providerPrizes: RemoveLiquidityFormProps['prizes'] = [
  { kind: 'btc', sats: 10_000 },
  { kind: 'inscription', inscriptionId: 'i3', name: 'Rune Stone #65530', imageUrl: pixelArtUrl(3) },
  { kind: 'btc', sats: 10_000 },
  { kind: 'btc', sats: 10_000 },
];

const ordiPrize = { tick: 'ORDI', amount: '1000' };

interface LiquidityArgs {
  brc20Prize?: AddLiquidityFormProps['brc20Prize'];
  tokens?: AddLiquidityFormProps['tokens'];
  mode?: LiquidityMode;
  prizeCount?: string;
  balanceSats: number;
  inscriptions: AddLiquidityFormProps['inscriptions'];
  shareAfter: number;
  submitting?: boolean;
  error?: string;
  prizes: RemoveLiquidityFormProps['prizes'];
  onModeChange: (mode: LiquidityMode) => void;
  onPrizeCountChange: (value: string) => void;
  onChooseInscriptions: () => void;
  onSubmit: () => void;
}

/** The add form is controlled: the story keeps the mode and the count, as the app would. */
function AddForm({ mode = 'btc', prizeCount = '', onModeChange, onPrizeCountChange, ...props }: LiquidityArgs) {
  const [shownMode, setMode] = useState(mode);
  const [count, setCount] = useState(prizeCount);
  return (
    <AddLiquidityForm
      {...props}
      houseName="Frog Pond"
      btcPrizeSats={10_000}
      mode={shownMode}
      onModeChange={(next) => {
        setMode(next);
        onModeChange(next);
      }}
      prizeCount={count}
      onPrizeCountChange={(next) => {
        setCount(next);
        onPrizeCountChange(next);
      }}
    />
  );
}

function RemoveForm({ prizes, submitting, error, onSubmit }: LiquidityArgs) {
  return (
    <RemoveLiquidityForm
      houseName="Frog Pond"
      prizes={prizes}
      share={0.125}
      earnedSats={18_750}
      submitting={submitting}
      error={error}
      onSubmit={onSubmit}
    />
  );
}

const meta = {
  title: 'UI/BlindBox/LiquidityForm',
  render: (args) => <AddForm {...args} />,
  args: {
    balanceSats: 4_990_000,
    inscriptions: [],
    shareAfter: 0.2,
    prizes: providerPrizes,
    onModeChange: fn(),
    onPrizeCountChange: fn(),
    onChooseInscriptions: fn(),
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
} satisfies Meta<LiquidityArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const showButton = (name: string | RegExp) => {
  const button = within(document.body).getByRole('button', { name });
  button.scrollIntoView({ block: 'end' });
  return button;
};

/** Adding BTC prizes: what liquidity does, the house's prize value, and Add waits for a count. */
export const AddEmpty: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Frog Pond' })).toBeVisible();
    await expect(canvas.getByText(/Liquidity funds prizes that anyone opening a box can win/)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Number of prizes' })).toHaveAccessibleDescription(
      "Each prize is 0.00010000 BTC, the house's prize value",
    );
    await expect(canvas.getByText('20.00%')).toBeVisible();
    await userEvent.click(showButton('Add liquidity'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A count gives the total (count × prize value) against the balance; Add goes ahead. */
export const AddBtc: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Number of prizes' }), '25');
    await expect(args.onPrizeCountChange).toHaveBeenLastCalledWith('25');
    await expect(canvas.getByText('Total (25 × 0.00010000 BTC)')).toBeVisible();
    await expect(canvas.getByText('0.00250000')).toBeVisible();
    await expect(canvas.getByText('0.04990000')).toBeVisible();
    await userEvent.click(showButton('Add liquidity'));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** More prizes than the balance pays for: said at once, and Add waits. */
export const AddOverBalance: Story = {
  args: { prizeCount: '600' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('That is more than your box balance.');
    await userEvent.click(showButton('Add liquidity'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A count the positive integer rule refuses ('01'): the field says why and offers the count meant; Add waits. */
export const AddCountRefused: Story = {
  args: { prizeCount: '01' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Number of prizes' })).toHaveAccessibleDescription(
      'Enter it without a leading zero: 1.',
    );
    await userEvent.click(showButton('Add liquidity'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Inscriptions: the tab switches the mode; none chosen yet, so Choose inscriptions and Add waits. */
export const AddInscriptionsEmpty: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Inscriptions' }));
    await expect(args.onModeChange).toHaveBeenCalledWith('inscriptions');
    await expect(canvas.getByText('No inscriptions chosen yet.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Choose inscriptions' }));
    await expect(args.onChooseInscriptions).toHaveBeenCalledOnce();
    await expect(showButton('Add liquidity')).toBeDisabled();
  },
};

export const AddInscriptions: Story = {
  args: { mode: 'inscriptions', inscriptions: chosen, shareAfter: 0.35 },
  play: async ({ args, canvas }) => {
    const list = canvas.getByRole('list', { name: 'Inscriptions to add' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByText('35.00%')).toBeVisible();
    await userEvent.click(showButton('Add liquidity'));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

export const AddSubmitting: Story = {
  args: { prizeCount: '5', submitting: true },
  play: async ({ args }) => {
    await userEvent.click(showButton('Add liquidity'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const AddError: Story = {
  args: { prizeCount: '5', error: 'The liquidity could not be added. Try again.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The liquidity could not be added. Try again.');
    await expect(showButton('Add liquidity')).toBeEnabled();
  },
};

/** Removing: the share and earnings, the prizes that come back (BTC counted by value), and a confirm. */
export const Remove: Story = {
  render: (args) => <RemoveForm {...args} />,
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('12.50%')).toBeVisible();
    await expect(canvas.getByText('0.00018750')).toBeVisible();
    const btc = canvas.getByRole('list', { name: 'BTC prizes coming back' });
    await expect(within(btc).getByText('3 × 0.00010000 BTC')).toBeVisible();
    await expect(canvas.getAllByText('0.00030000')).toHaveLength(2);
    const inscriptions = canvas.getByRole('list', { name: 'Inscriptions coming back' });
    await expect(within(inscriptions).getByText('Rune Stone #65530')).toBeVisible();
    await userEvent.click(showButton('Remove liquidity'));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** Nothing of the provider's is left in the pool: nothing to remove. */
export const RemoveNothing: Story = {
  args: { prizes: [] },
  render: (args) => <RemoveForm {...args} />,
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Nothing to remove' })).toBeVisible();
    await userEvent.click(showButton('Remove liquidity'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const RemoveSubmitting: Story = {
  args: { submitting: true },
  render: (args) => <RemoveForm {...args} />,
  play: async ({ args }) => {
    await userEvent.click(showButton('Remove liquidity'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const RemoveError: Story = {
  args: { error: 'The liquidity could not be removed. Try again.' },
  render: (args) => <RemoveForm {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The liquidity could not be removed. Try again.');
  },
};

/** A house with BRC-20 prizes adds a tab: prizes of its token size, from the tokens held. */
export const AddBrc20: Story = {
  args: { brc20Prize: ordiPrize, tokens: [{ tick: 'ORDI', amount: '5000.5' }] },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'BRC-20 prizes' }));
    await expect(args.onModeChange).toHaveBeenCalledWith('brc20');
    const count = canvas.getByRole('textbox', { name: 'Number of prizes' });
    await expect(count).toHaveAccessibleDescription("Each prize is 1,000 ORDI, the house's token prize");
    await userEvent.type(count, '5');
    await expect(canvas.getByText('Total (5 × 1,000 ORDI)').parentElement).toHaveTextContent('5,000 ORDI');
    await expect(canvas.getByText('You hold').parentElement).toHaveTextContent('5,000.5 ORDI');
    await userEvent.click(showButton('Add liquidity'));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** More token prizes than the tokens held pay for: said at once, and Add waits. */
export const AddBrc20OverHeld: Story = {
  args: { brc20Prize: ordiPrize, tokens: [{ tick: 'ORDI', amount: '5000.5' }], mode: 'brc20', prizeCount: '6' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('That is more ORDI than your box holds.');
    await userEvent.click(showButton('Add liquidity'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** BRC-20 prizes coming back: counted by size, with the tokens they come to. */
export const RemoveWithTokens: Story = {
  args: { prizes: [...providerPrizes, { kind: 'brc20', ...ordiPrize }, { kind: 'brc20', ...ordiPrize }] },
  render: (args) => <RemoveForm {...args} />,
  play: async ({ args, canvas }) => {
    const tokens = canvas.getByRole('list', { name: 'BRC-20 prizes coming back' });
    const [row] = within(tokens).getAllByRole('listitem');
    await expect(row).toHaveTextContent('2 × 1,000 ORDI');
    await expect(row).toHaveTextContent('2,000 ORDI');
    await userEvent.click(showButton('Remove liquidity'));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    tokens.scrollIntoView({ block: 'center' });
  },
};

export const Chinese: Story = {
  globals: { language: 'cn' },
  args: { prizeCount: '3' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: '铭文' }));
    await expect(args.onModeChange).toHaveBeenCalledWith('inscriptions');
    await userEvent.click(canvas.getByRole('tab', { name: 'BTC 奖品' }));
    await userEvent.click(showButton('添加流动性'));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};
