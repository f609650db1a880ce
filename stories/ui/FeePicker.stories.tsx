import { FeePicker, type FeePickerProps } from '@ordmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

/** The picker is controlled: the story keeps the tier and custom rate and reports each choice. */
function Picked(args: FeePickerProps) {
  const [tier, setTier] = useState(args.tier);
  const [customRate, setCustomRate] = useState(args.customRate);
  return (
    <FeePicker
      {...args}
      tier={tier}
      customRate={customRate}
      onChange={(choice) => {
        setTier(choice.tier);
        setCustomRate(choice.customRate);
        args.onChange(choice);
      }}
    />
  );
}

const meta = {
  title: 'UI/FeePicker',
  component: FeePicker,
  render: Picked,
  args: {
    rates: { fastestFee: 30, halfHourFee: 18, economyFee: 9 },
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
} satisfies Meta<typeof FeePicker>;

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
    await expect(args.onChange).toHaveBeenLastCalledWith({
      tier: 'fastest',
      customRate: null,
      feeRate: 30,
      feeSats: 7500,
    });
    await expect(tile(canvasElement, 'Fastest')).toBeChecked();
    await expect(canvas.queryByText('Calculating Network Fee')).toBeNull();
  },
};

/** Without rates from the fee service the spec's presets apply: 22, 12 and 7 sats/vB. */
export const Presets: Story = {
  args: { rates: undefined },
  play: async ({ canvasElement }) => {
    await expect(tile(canvasElement, 'Fastest')).toHaveAccessibleName(/^Fastest 22 sats\/vB/);
    await expect(tile(canvasElement, 'General')).toHaveAccessibleName(/^General 12 sats\/vB/);
    await expect(tile(canvasElement, 'Economy')).toHaveAccessibleName(/^Economy 7 sats\/vB/);
  },
};

/** A part sat rounds the fee up: 12 sats/vB x 197.5 vB is 2,370 sats. */
export const RoundsUp: Story = {
  args: { rates: { fastestFee: 12.5, halfHourFee: 12, economyFee: 7 }, virtualSize: 197.5 },
  play: async ({ canvasElement }) => {
    await expect(tile(canvasElement, 'General')).toHaveAccessibleName(/0\.00002370 BTC/);
    // 12.5 x 197.5 = 2,468.75, paid as 2,469 sats.
    await expect(tile(canvasElement, 'Fastest')).toHaveAccessibleName(/0\.00002469 BTC/);
  },
};

/** Custom opens a rate field; until a rate is typed the fee is not computed. */
export const Custom: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(tile(canvasElement, 'Custom'));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Calculating Network Fee');
    const field = canvas.getByRole('textbox', { name: 'Custom fee rate' });
    await userEvent.type(field, '045');
    await expect(field).toHaveValue('45');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      tier: 'custom',
      customRate: 45,
      feeRate: 45,
      feeSats: 11250,
    });
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

/** A rate of zero from the service is not computed: that tier cannot be chosen. */
export const ZeroRate: Story = {
  args: { rates: { fastestFee: 30, halfHourFee: 0, economyFee: 9 } },
  play: async ({ canvas, canvasElement }) => {
    await expect(tile(canvasElement, 'General')).toBeDisabled();
    await expect(tile(canvasElement, 'General')).toHaveAccessibleName(/^General – sats\/vB/);
    await expect(canvas.getByRole('status')).toHaveTextContent('Calculating Network Fee');
    await expect(tile(canvasElement, 'Fastest')).toBeEnabled();
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
  args: { rates: { fastestFee: 1250, halfHourFee: 980, economyFee: 640 }, virtualSize: 98_765, usdPerBtc: 123_456.78 },
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
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ tier: 'economy' }));
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
