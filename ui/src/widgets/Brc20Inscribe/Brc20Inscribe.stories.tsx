import {
  Brc20DeployForm,
  Brc20MintForm,
  Brc20TransferForm,
  brc20DeployDefaults,
  type Brc20DeployFormProps,
  type Brc20DeployIcon,
  type Brc20DeployValues,
  type Brc20InscribeCost,
  type Brc20MintFormProps,
  type Brc20MintValues,
  type Brc20SubmitState,
  type Brc20TransferFormProps,
} from '@ordmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pixelArtUrl, svgFile } from '../../../../stories/fixtures/marketFixtures';
import { MintFeePicker } from '../../../../stories/fixtures/MintFeePicker';

// The network fee is the General tier of the fee picker: 15 sats/vB x 212 vB.
const cost: Brc20InscribeCost = {
  networkFee: 3_180,
  inscriptionPostage: 546,
  serviceFee: 2_000,
  total: 5_726,
  txSize: 212,
};
const usdPerBtc = 96_512.37;
const ordiLimits = { limitPerMint: '1,000', remaining: '20,000,000', decimals: 18, maxRepeat: 25 };

interface InscribeArgs {
  submitState: Brc20SubmitState;
  cost: Brc20InscribeCost | null;
  usdPerBtc: number;
  onDeployChange: (values: Brc20DeployValues) => void;
  onIconChange: (file: File | null) => void;
  onMintChange: (values: Brc20MintValues) => void;
  onAmountChange: (amount: string) => void;
  onSubmit: () => void;
  onConnectWallet: () => void;
}

type Shared = Pick<InscribeArgs, 'submitState' | 'cost' | 'usdPerBtc' | 'onSubmit' | 'onConnectWallet'>;

function readDataUrl(file: File): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.addEventListener('load', () => resolve(typeof reader.result === 'string' ? reader.result : ''));
    reader.readAsDataURL(file);
  });
}

/** The deploy form is controlled: the story keeps the fields and the icon, as the app would. */
function Deploy({
  onDeployChange,
  onIconChange,
  ...shared
}: Shared &
  Pick<InscribeArgs, 'onDeployChange' | 'onIconChange'> & {
    values?: Brc20DeployValues;
    icon?: Brc20DeployIcon | null;
    errors?: Brc20DeployFormProps['errors'];
  }) {
  const [values, setValues] = useState(shared.values ?? brc20DeployDefaults);
  const [icon, setIcon] = useState(shared.icon ?? null);
  return (
    <Brc20DeployForm
      {...shared}
      values={values}
      onChange={(next) => {
        setValues(next);
        onDeployChange(next);
      }}
      icon={icon}
      onIconChange={(file) => {
        onIconChange(file);
        if (file === null) setIcon(null);
        else void readDataUrl(file).then((dataUrl) => setIcon({ fileName: file.name, dataUrl }));
      }}
      feePicker={<MintFeePicker />}
    />
  );
}

/** The mint form, controlled the same way. */
function Mint({
  onMintChange,
  limits = ordiLimits,
  ...shared
}: Shared &
  Pick<InscribeArgs, 'onMintChange'> & {
    values?: Brc20MintValues;
    errors?: Brc20MintFormProps['errors'];
    limits?: Brc20MintFormProps['limits'];
  }) {
  const [values, setValues] = useState<Brc20MintValues>(shared.values ?? { amount: '', repeat: 1 });
  return (
    <Brc20MintForm
      {...shared}
      tick="ordi"
      limits={limits}
      values={values}
      onChange={(next) => {
        setValues(next);
        onMintChange(next);
      }}
      feePicker={<MintFeePicker />}
    />
  );
}

/** The trade drawer's transfer form, controlled the same way. */
function Transfer({
  onAmountChange,
  ...shared
}: Shared &
  Pick<InscribeArgs, 'onAmountChange'> & { amount?: string; amountError?: Brc20TransferFormProps['amountError'] }) {
  const [amount, setAmount] = useState(shared.amount ?? '');
  return (
    <Brc20TransferForm
      {...shared}
      tick="ordi"
      icon={pixelArtUrl(4)}
      available="1234.5"
      amount={amount}
      onAmountChange={(next) => {
        setAmount(next);
        onAmountChange(next);
      }}
      feePicker={<MintFeePicker />}
    />
  );
}

const meta = {
  title: 'UI/Brc20Inscribe',
  render: (args) => <Deploy {...args} />,
  args: {
    submitState: 'ready',
    cost,
    usdPerBtc,
    onDeployChange: fn(),
    onIconChange: fn(),
    onMintChange: fn(),
    onAmountChange: fn(),
    onSubmit: fn(),
    onConnectWallet: fn(),
  },
  // The drawer's content width, in a column that scrolls, so a story can bring its button into the screenshot.
  decorators: [
    (Story) => (
      <div style={{ height: '100vh', overflow: 'auto' }}>
        <div style={{ padding: 24, maxWidth: 351 }}>
          <Story />
        </div>
      </div>
    ),
  ],
} satisfies Meta<InscribeArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const filledDeploy: Brc20DeployValues = { tick: 'frog', max: '21000000', limit: '1000', decimals: '18' };
const showButton = (name: string | RegExp) => {
  const button = within(document.body).getByRole('button', { name });
  button.scrollIntoView({ block: 'end' });
  return button;
};

/**
 * Deploy, nothing typed yet: decimals start at 18; the costs and Deploy wait for the fields (no fee is being
 * calculated for a form that cannot be priced yet).
 */
export const DeployEmpty: Story = {
  args: { cost: null, submitState: 'invalid' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Decimals' })).toHaveValue('18');
    await expect(canvas.getByRole('textbox', { name: 'Tick' })).toHaveAccessibleDescription('4 or 5 characters');
    await expect(canvas.queryByText('Calculating Network Fee')).toBeNull();
    await expect(canvas.getByText('Total', { selector: 'dt' }).parentElement).toHaveTextContent('--');
    await expect(canvas.getByRole('button', { name: 'Deploy' })).toBeDisabled();
  },
};

/** Typing fills the preview; with the cost known, Deploy submits. */
export const DeployFilled: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Tick' }), 'frogs!');
    await expect(canvas.getByRole('textbox', { name: 'Tick' })).toHaveValue('frogs');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Max supply' }), '21000000');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Limit per mint' }), '1000');
    await expect(args.onDeployChange).toHaveBeenLastCalledWith({
      tick: 'frogs',
      max: '21000000',
      limit: '1000',
      decimals: '18',
    });
    await expect(canvas.getByRole('heading', { name: 'frogs' })).toBeVisible();
    await expect(canvas.getByText('How your token will look')).toBeVisible();
    await expect(canvas.getByText('21000000')).toBeVisible();
    await expect(canvas.getByText('Transaction size: 212 vB')).toBeVisible();
    await expect(canvas.getByText('$5.53')).toBeVisible();
    await userEvent.click(showButton('Deploy'));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** A chosen icon goes up through onIconChange and shows in the preview beside the tick. */
export const DeployIcon: Story = {
  render: (args) => <Deploy {...args} values={filledDeploy} />,
  play: async ({ args, canvas, canvasElement }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('No file input');
    const file = svgFile('frog.svg');
    await userEvent.upload(input, file);
    await waitFor(() => expect(args.onIconChange).toHaveBeenCalledWith(file));
    await expect(await canvas.findByRole('img', { name: 'Preview of frog.svg' })).toBeVisible();
    // The preview's icon is decorative (the tick is named beside it): the upload's thumbnail and it share the file.
    await waitFor(() => expect(canvasElement.querySelectorAll('img[src^="data:image/svg+xml"]')).toHaveLength(2));
  },
};

/** The caller's checks, shown under their fields; Deploy waits. */
export const DeployWithErrors: Story = {
  args: { submitState: 'invalid' },
  render: (args) => (
    <Deploy
      {...args}
      values={{ tick: 'or', max: '0', limit: '5000', decimals: '19' }}
      errors={{
        tick: 'A tick has 4 or 5 characters',
        max: 'Max supply must be more than 0',
        limit: 'The limit per mint cannot be more than the max supply',
        decimals: 'Decimals go from 0 to 18',
        icon: 'Choose an icon for the token',
      }}
    />
  ),
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Tick' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Tick' })).toHaveAccessibleDescription(
      'A tick has 4 or 5 characters',
    );
    await expect(canvas.getByText('Decimals go from 0 to 18')).toBeVisible();
    await expect(canvas.getByText('Choose an icon for the token')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Deploy' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const DeployCalculatingFee: Story = {
  args: { cost: null, submitState: 'calculatingFee' },
  render: (args) => <Deploy {...args} values={filledDeploy} />,
  play: async () => {
    await expect(showButton('Calculating Network Fee')).toBeDisabled();
  },
};

/** No wallet: the button connects one instead of deploying. */
export const DeployNoWallet: Story = {
  args: { submitState: 'noWallet' },
  render: (args) => <Deploy {...args} values={filledDeploy} />,
  play: async ({ args }) => {
    await userEvent.click(showButton('Connect wallet'));
    await expect(args.onConnectWallet).toHaveBeenCalledOnce();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const DeployNotEnoughFunds: Story = {
  args: { submitState: 'notEnoughFunds' },
  render: (args) => <Deploy {...args} values={filledDeploy} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Not enough cardinal spendable funds');
    await expect(showButton('Deploy')).toBeDisabled();
  },
};

export const DeployPaying: Story = {
  args: { submitState: 'paying' },
  render: (args) => <Deploy {...args} values={filledDeploy} />,
  play: async ({ args }) => {
    await userEvent.click(showButton('Deploy'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Mint: the tick's limits, and no total until there is an amount. */
export const MintEmpty: Story = {
  args: { cost: null, submitState: 'invalid' },
  render: (args) => <Mint {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Mint limits')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'ordi' })).toBeVisible();
    await expect(canvas.getByText('20,000,000')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Amount per mint' })).toHaveAccessibleDescription('Up to 1,000');
    await expect(canvas.getByText('Total minted = amount × repeat')).toBeVisible();
    // An empty amount cannot be priced: the costs wait for it instead of calculating.
    await expect(canvas.queryByText('Calculating Network Fee')).toBeNull();
    await expect(canvas.getByText('Total', { selector: 'dt' }).parentElement).toHaveTextContent('--');
    await expect(canvas.getByRole('button', { name: 'Mint' })).toBeDisabled();
  },
};

/** Amount and repeat give the total minted; Mint submits. */
export const MintFilled: Story = {
  render: (args) => <Mint {...args} />,
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Amount per mint' }), '1000');
    await userEvent.click(canvas.getByRole('button', { name: 'Increase' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Increase' }));
    await expect(args.onMintChange).toHaveBeenLastCalledWith({ amount: '1000', repeat: 3 });
    await expect(canvas.getByText('Total minted = 1,000 × 3 = 3,000 ordi')).toBeVisible();
    await userEvent.click(showButton('Mint'));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** Repeat stops at the tick's most mints per order. */
export const MintRepeatLimit: Story = {
  render: (args) => <Mint {...args} values={{ amount: '0.5', repeat: 24 }} />,
  play: async ({ args, canvas }) => {
    const repeat = canvas.getByRole('textbox', { name: 'Repeat' });
    await expect(repeat).toHaveAccessibleDescription('1 to 25 mints');
    await userEvent.type(repeat, '9');
    await expect(repeat).toHaveValue('25');
    await expect(args.onMintChange).toHaveBeenLastCalledWith({ amount: '0.5', repeat: 25 });
    await expect(canvas.getByRole('button', { name: 'Increase' })).toBeDisabled();
    await expect(canvas.getByText('Total minted = 0.5 × 25 = 12.5 ordi')).toBeVisible();
  },
};

/** Orders already paid hold part of what is left: it is shown, and the supply, not the order, bounds the repeat. */
export const MintBoundBySupply: Story = {
  render: (args) => (
    <Mint
      {...args}
      values={{ amount: '1000', repeat: 17 }}
      limits={{ ...ordiLimits, remaining: '18,000', inFlight: '2,000', maxRepeat: 18, repeatBoundBySupply: true }}
    />
  ),
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Held by paid orders', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '2,000',
    );
    const repeat = canvas.getByRole('textbox', { name: 'Repeat' });
    await expect(repeat).toHaveAccessibleDescription('1 to 18 mints: no more fit the 18,000 left to mint');
    await userEvent.click(canvas.getByRole('button', { name: 'Increase' }));
    await expect(args.onMintChange).toHaveBeenLastCalledWith({ amount: '1000', repeat: 18 });
    await expect(canvas.getByRole('button', { name: 'Increase' })).toBeDisabled();
  },
};

export const MintWithErrors: Story = {
  args: { submitState: 'invalid' },
  render: (args) => (
    <Mint
      {...args}
      values={{ amount: '5000', repeat: null }}
      errors={{ amount: 'At most 1,000 per mint', repeat: 'Mint at least once' }}
    />
  ),
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Amount per mint' })).toHaveAccessibleDescription(
      'At most 1,000 per mint',
    );
    await expect(canvas.getByText('Mint at least once')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Mint' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const MintCalculatingFee: Story = {
  args: { cost: null, submitState: 'calculatingFee' },
  render: (args) => <Mint {...args} values={{ amount: '1000', repeat: 1 }} />,
  play: async () => {
    await expect(showButton('Calculating Network Fee')).toBeDisabled();
  },
};

export const MintNoWallet: Story = {
  args: { submitState: 'noWallet' },
  render: (args) => <Mint {...args} values={{ amount: '1000', repeat: 1 }} />,
  play: async ({ args }) => {
    await userEvent.click(showButton('Connect wallet'));
    await expect(args.onConnectWallet).toHaveBeenCalledOnce();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const MintNotEnoughFunds: Story = {
  args: { submitState: 'notEnoughFunds' },
  render: (args) => <Mint {...args} values={{ amount: '1000', repeat: 1 }} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Not enough cardinal spendable funds');
    await expect(showButton('Mint')).toBeDisabled();
  },
};

export const MintPaying: Story = {
  args: { submitState: 'paying' },
  render: (args) => <Mint {...args} values={{ amount: '1000', repeat: 1 }} />,
  play: async ({ args }) => {
    await userEvent.click(showButton('Mint'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Transfer: the available balance (grouped, as every figure), and an empty amount. */
export const TransferEmpty: Story = {
  args: { cost: null, submitState: 'invalid' },
  render: (args) => <Transfer {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Your balance')).toBeVisible();
    await expect(canvas.getByText('Available to transfer')).toBeVisible();
    await expect(canvas.getByText('1,234.5')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Inscribe' })).toBeDisabled();
  },
};

/** Max fills in the whole available balance; Inscribe submits. */
export const TransferMax: Story = {
  render: (args) => <Transfer {...args} />,
  play: async ({ args, canvas }) => {
    const amount = canvas.getByRole('textbox', { name: 'Amount' });
    await userEvent.type(amount, '12');
    await expect(args.onAmountChange).toHaveBeenLastCalledWith('12');
    await userEvent.click(canvas.getByRole('button', { name: 'Max' }));
    await expect(amount).toHaveValue('1234.5');
    await expect(args.onAmountChange).toHaveBeenLastCalledWith('1234.5');
    await userEvent.click(showButton('Inscribe'));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

export const TransferWithError: Story = {
  args: { submitState: 'invalid' },
  render: (args) => <Transfer {...args} amount="2000" amountError="More than the 1234.5 available" />,
  play: async ({ args, canvas }) => {
    const amount = canvas.getByRole('textbox', { name: 'Amount' });
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(amount).toHaveAccessibleDescription('More than the 1234.5 available');
    await userEvent.click(canvas.getByRole('button', { name: 'Inscribe' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const TransferCalculatingFee: Story = {
  args: { cost: null, submitState: 'calculatingFee' },
  render: (args) => <Transfer {...args} amount="100" />,
  play: async () => {
    await expect(showButton('Calculating Network Fee')).toBeDisabled();
  },
};

export const TransferNoWallet: Story = {
  args: { submitState: 'noWallet' },
  render: (args) => <Transfer {...args} amount="100" />,
  play: async ({ args }) => {
    await userEvent.click(showButton('Connect wallet'));
    await expect(args.onConnectWallet).toHaveBeenCalledOnce();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const TransferNotEnoughFunds: Story = {
  args: { submitState: 'notEnoughFunds' },
  render: (args) => <Transfer {...args} amount="100" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Not enough cardinal spendable funds');
    await expect(showButton('Inscribe')).toBeDisabled();
  },
};

export const TransferPaying: Story = {
  args: { submitState: 'paying' },
  render: (args) => <Transfer {...args} amount="100" />,
  play: async ({ args }) => {
    await userEvent.click(showButton('Inscribe'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Chinese: Story = {
  globals: { language: 'cn' },
  render: (args) => <Transfer {...args} />,
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '最大' }));
    await expect(args.onAmountChange).toHaveBeenLastCalledWith('1234.5');
    await expect(showButton('铭刻')).toBeEnabled();
  },
};
