import type { RecommendedFees } from '@ordmarket/protocol';
import { FeePicker, type FeeChoice } from '@ordmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { feeTierQuotes, feeTierRates } from '@ordmarket/app';

interface HostedFeePickerProps {
  /** The fee service's rates in sats/vB, as the host holds them; null until the market has answered. */
  fees: RecommendedFees | null;
  /** The transaction's size in vB; undefined while it is being worked out. */
  virtualSize?: number;
  usdPerBtc?: number;
  isDisabled?: boolean;
  isPriceable?: boolean;
  /** The choice the picker starts on. */
  initialChoice?: FeeChoice;
  onChange: (choice: FeeChoice) => void;
}

/**
 * The picker as the app hosts it: the host keeps the choice and prices every tier with the market's fee rule
 * (the kit holds no rates); the story reports each choice.
 */
function HostedFeePicker({
  fees,
  virtualSize,
  onChange,
  initialChoice = { tier: 'General', customRate: null },
  ...props
}: HostedFeePickerProps) {
  const [choice, setChoice] = useState<FeeChoice>(initialChoice);
  return (
    <FeePicker
      {...props}
      quotes={feeTierQuotes(feeTierRates(fees, choice.customRate), virtualSize)}
      tier={choice.tier}
      customRate={choice.customRate}
      onChange={(next) => {
        setChoice(next);
        onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/FeePicker',
  component: HostedFeePicker,
  args: {
    fees: { fastestFee: 30, halfHourFee: 18, economyFee: 9 },
    virtualSize: 250,
    usdPerBtc: 67_000,
    onChange: fn(),
  },
  // The mint drawer's content width by default; a story can give another.
  decorators: [
    (Story, { parameters }) => (
      <div style={{ padding: 24, maxWidth: typeof parameters.frameWidth === 'number' ? parameters.frameWidth : 351 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof HostedFeePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const tile = (canvas: HTMLElement, name: string) => within(canvas).getByRole('radio', { name: new RegExp(`^${name}`) });

/** General is chosen by default; each tier shows its rate and the fee in BTC (8 decimals) and USD. */
export const Default: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Network fee' })).toBeVisible();
    await expect(tile(canvasElement, 'General')).toBeChecked();
    // 18 sats/vB x 250 vB = 4,500 sats.
    await expect(tile(canvasElement, 'General')).toHaveAccessibleName(/18 sats\/vB.*0\.00004500 BTC.*\$3\.02/);
    await userEvent.click(tile(canvasElement, 'Fastest'));
    await expect(args.onChange).toHaveBeenLastCalledWith({ tier: 'Fastest', customRate: null });
    await expect(tile(canvasElement, 'Fastest')).toHaveAccessibleName(/30 sats\/vB.*0\.00007500 BTC/);
    await expect(tile(canvasElement, 'Fastest')).toBeChecked();
    await expect(canvas.queryByText('Calculating Network Fee')).toBeNull();
  },
};

/**
 * Before the market has answered with the network's rates, no tier shows a rate or a fee (no guessed figures that
 * jump once the answer comes): the picker says it is reading them, and nothing can be chosen yet.
 */
export const ReadingRates: Story = {
  args: { fees: null },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent("Reading the network's fee rates…");
    await expect(canvas.queryByText('Calculating Network Fee')).toBeNull();
    for (const name of ['Fastest', 'General', 'Economy']) {
      await expect(tile(canvasElement, name)).toHaveAccessibleName(new RegExp(`^${name} – sats/vB`));
      await expect(tile(canvasElement, name)).toBeDisabled();
    }
    await userEvent.click(tile(canvasElement, 'Fastest'));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** An answer with no usable rate at all: protocol's rule prices the spec's presets, 22, 12 and 7 sats/vB. */
export const Presets: Story = {
  args: { fees: {} },
  play: async ({ canvasElement }) => {
    await expect(tile(canvasElement, 'Fastest')).toHaveAccessibleName(/^Fastest 22 sats\/vB/);
    await expect(tile(canvasElement, 'General')).toHaveAccessibleName(/^General 12 sats\/vB/);
    await expect(tile(canvasElement, 'Economy')).toHaveAccessibleName(/^Economy 7 sats\/vB/);
  },
};

/**
 * A quiet network (the devnet with an empty mempool) recommends 1 sat/vB for every tier: each tier says so, and
 * none is ever priced under a slower one.
 */
export const QuietNetwork: Story = {
  args: { fees: { fastestFee: 1, halfHourFee: 1, economyFee: 1 } },
  play: async ({ canvasElement }) => {
    await expect(tile(canvasElement, 'Fastest')).toHaveAccessibleName(/^Fastest 1 sats\/vB.*0\.00000250 BTC/);
    await expect(tile(canvasElement, 'General')).toHaveAccessibleName(/^General 1 sats\/vB.*0\.00000250 BTC/);
    await expect(tile(canvasElement, 'Economy')).toHaveAccessibleName(/^Economy 1 sats\/vB.*0\.00000250 BTC/);
  },
};

/** Custom opens a rate field; until a rate is typed the picker asks for one (nothing is being computed). */
export const Custom: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(tile(canvasElement, 'Custom'));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Enter a custom fee rate');
    const field = canvas.getByRole('textbox', { name: 'Custom fee rate' });
    // A rate with a leading zero is not taken: the field says so, and the picker still asks for a rate.
    await userEvent.type(field, '045');
    await expect(field).toHaveValue('045');
    await expect(field).toHaveAccessibleDescription('Enter it without a leading zero: 45.');
    await expect(canvas.getByRole('status')).toHaveTextContent('Enter a custom fee rate');
    await userEvent.clear(field);
    await userEvent.type(field, '45');
    await expect(field).toHaveValue('45');
    await expect(args.onChange).toHaveBeenLastCalledWith({ tier: 'Custom', customRate: 45 });
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await expect(tile(canvasElement, 'Custom')).toHaveAccessibleName(/45 sats\/vB.*0\.00011250 BTC/);
  },
};

/** Until the transaction's size is known nothing can be priced: the tiers are disabled. */
export const Calculating: Story = {
  args: { virtualSize: undefined },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Calculating Network Fee');
    for (const radio of within(canvasElement).getAllByRole('radio')) await expect(radio).toBeDisabled();
    await userEvent.click(tile(canvasElement, 'Economy'));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A form that cannot be priced yet (an amount still empty): the picker says the fee follows it, with no spinner. */
export const WaitsForTheForm: Story = {
  args: { virtualSize: undefined, isPriceable: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('The fee is worked out once the form is complete');
    await expect(canvas.queryByText('Calculating Network Fee')).toBeNull();
  },
};

/** A rate of zero from the service is no rate: the host prices that tier at its preset, 12 sats/vB for General. */
export const ZeroRate: Story = {
  args: { fees: { fastestFee: 30, halfHourFee: 0, economyFee: 9 } },
  play: async ({ canvas, canvasElement }) => {
    await expect(tile(canvasElement, 'General')).toBeEnabled();
    await expect(tile(canvasElement, 'General')).toHaveAccessibleName(/^General 12 sats\/vB.*0\.00003000 BTC/);
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvasElement }) => {
    await expect(tile(canvasElement, 'Fastest')).toBeDisabled();
    await userEvent.click(tile(canvasElement, 'Fastest'));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A large transaction at a high rate: the long amounts stay inside their tiles. */
export const LongText: Story = {
  args: { fees: { fastestFee: 1250, halfHourFee: 980, economyFee: 640 }, virtualSize: 98_765, usdPerBtc: 123_456.78 },
  play: async ({ canvasElement }) => {
    for (const radio of within(canvasElement).getAllByRole('radio')) {
      const box = radio.closest('label');
      await expect(box?.scrollWidth).toBeLessThanOrEqual((box?.clientWidth ?? 0) + 1);
    }
  },
};

/** Wide enough, the four tiers sit in one row. */
export const Wide: Story = {
  parameters: { frameWidth: 720 },
  play: async ({ canvasElement }) => {
    const tops = within(canvasElement)
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')?.getBoundingClientRect().top);
    await expect(new Set(tops).size).toBe(1);
  },
};

/** Tiers read from the right, and the arrow keys move the way the page reads. */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ args, canvasElement }) => {
    const fastest = tile(canvasElement, 'Fastest').closest('label');
    const general = tile(canvasElement, 'General').closest('label');
    await expect(fastest?.getBoundingClientRect().left).toBeGreaterThan(general?.getBoundingClientRect().left ?? 0);
    tile(canvasElement, 'General').focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ tier: 'Economy' }));
  },
};

export const Chinese: Story = {
  globals: { language: 'cn' },
  args: { virtualSize: undefined },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('radiogroup', { name: '网络费' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('正在计算网络费');
    await expect(canvas.getByRole('radio', { name: /^一般/ })).toBeChecked();
  },
};
