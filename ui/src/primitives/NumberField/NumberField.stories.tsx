import { NumberField, type NumberFieldProps } from '@ordmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';

/** The field is controlled: the story keeps the count and reports each change. */
function Counted(args: NumberFieldProps) {
  const [value, setValue] = useState(args.value);
  return (
    <NumberField
      {...args}
      value={value}
      onChange={(next) => {
        setValue(next);
        args.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/NumberField',
  component: NumberField,
  render: Counted,
  args: { label: 'Mint amount', value: 1, onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Digits type as usual; the steppers and arrow keys count by one. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Mint amount' });
    await userEvent.click(canvas.getByRole('button', { name: 'Increase' }));
    await expect(input).toHaveValue('2');
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveValue('1');
    await expect(canvas.getByRole('button', { name: 'Decrease' })).toBeDisabled();
    await userEvent.type(input, '5');
    await expect(input).toHaveValue('15');
  },
};

/**
 * The spec's rule: no leading zero, at least 1. Signs, decimals and letters do not go in; a 0 or a leading zero stays
 * as typed, with what the rule asks, and is no count until mended.
 */
export const RejectsWhatIsNotACount: Story = {
  args: { value: null },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Mint amount' });
    await userEvent.type(input, '0');
    await expect(input).toHaveValue('0');
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Enter 1 or more.');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.clear(input);
    await userEvent.type(input, '-1.5a');
    await expect(input).toHaveValue('15');
    await expect(input).toBeValid();
    await expect(args.onChange).toHaveBeenLastCalledWith(15);
    await userEvent.keyboard('{Home}0');
    await expect(input).toHaveValue('015');
    await expect(input).toHaveAccessibleDescription('Enter it without a leading zero: 15.');
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await userEvent.keyboard('{Backspace}');
    await expect(input).toHaveValue('15');
    await expect(input).toBeValid();
    await expect(args.onChange).toHaveBeenLastCalledWith(15);
  },
};

/** Chinese: what the rule asks, in Chinese. */
export const RejectsInChinese: Story = {
  globals: { language: 'cn' },
  args: { value: null },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Mint amount' });
    await userEvent.type(input, '01');
    await expect(input).toHaveAccessibleDescription('请去掉开头的 0：1。');
  },
};

/** Typing past the maximum shows the maximum; increase stops there. */
export const WithMax: Story = {
  args: { label: 'Sweep', value: 8, max: 9, unit: 'items', description: 'At most 9 at once' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Sweep' });
    const increase = canvas.getByRole('button', { name: 'Increase' });
    await userEvent.click(increase);
    await expect(input).toHaveValue('9');
    await expect(increase).toBeDisabled();
    await userEvent.clear(input);
    await userEvent.type(input, '42');
    await expect(input).toHaveValue('9');
  },
};

/** A fee rate with its unit. */
export const WithUnit: Story = {
  args: { label: 'Custom fee rate', value: 18, unit: 'sats/vB' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Custom fee rate' })).toHaveValue('18');
    await expect(canvas.getByText('sats/vB')).toBeVisible();
  },
};

export const WithError: Story = {
  args: { label: 'Mint amount', value: 12, max: 20, errorMessage: 'Not enough cardinal spendable funds' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Mint amount' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Not enough cardinal spendable funds');
  },
};

export const Disabled: Story = {
  args: { value: 3, isDisabled: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Mint amount' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Increase' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Decrease' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Increase' }));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: {
    label: 'How many inscriptions of this collection to mint in one transaction',
    value: 123456789012,
    unit: 'inscriptions',
    fullWidth: true,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox');
    await expect(input).toHaveValue('123456789012');
    await expect(input.getBoundingClientRect().width).toBeGreaterThan(200);
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { label: 'Custom fee rate', value: 18, unit: 'sats/vB' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Custom fee rate' });
    const increase = canvas.getByRole('button', { name: 'Increase' });
    await expect(increase.getBoundingClientRect().right).toBeLessThan(input.getBoundingClientRect().left);
  },
};

/** Step labels come from the locale files. */
export const Chinese: Story = {
  globals: { language: 'cn' },
  args: { label: '铸造数量', value: 2 },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '减少' }));
    await expect(canvas.getByRole('textbox', { name: '铸造数量' })).toHaveValue('1');
  },
};
