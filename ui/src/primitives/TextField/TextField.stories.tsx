import { TextField } from '@ordmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';

const meta = {
  title: 'UI/TextField',
  component: TextField,
  args: { label: 'Refund address', placeholder: 'bc1p…', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, display: 'flex', flexDirection: 'column', gap: 24, maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing raises onChange with the whole text. */
export const Default: Story = {
  args: { description: 'Where the fee is returned if the mint fails' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Refund address' });
    await expect(input).toHaveAccessibleDescription('Where the fee is returned if the mint fails');
    await userEvent.type(input, 'bc1q');
    await expect(input).toHaveValue('bc1q');
    await expect(args.onChange).toHaveBeenLastCalledWith('bc1q');
  },
};

/** The caller validates and passes the spec's message; it replaces the hint and marks the field invalid. */
export const WithError: Story = {
  args: {
    defaultValue: 'bc1-not-an-address',
    description: 'Where the fee is returned if the mint fails',
    errorMessage: 'Address format error',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Refund address' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Address format error');
    await expect(canvas.queryByText('Where the fee is returned if the mint fails')).toBeNull();
  },
};

/** The error shows and clears as the caller re-validates each change. */
export const ValidatedWhileTyping: Story = {
  render: function Render(args) {
    const [address, setAddress] = useState('');
    const isValid = address === '' || /^(bc1p|bc1q|tb1p|tb1q)[0-9a-z]{8,}$/i.test(address);
    return (
      <TextField
        {...args}
        value={address}
        onChange={setAddress}
        errorMessage={isValid ? undefined : 'Address format error'}
      />
    );
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Refund address' });
    await userEvent.type(input, 'xyz');
    await expect(canvas.getByText('Address format error')).toBeVisible();
    await userEvent.clear(input);
    await userEvent.type(input, 'bc1pqqqqqqqqqq');
    await expect(canvas.queryByText('Address format error')).toBeNull();
    await expect(input).toBeValid();
  },
};

export const WithAdornments: Story = {
  args: {
    label: 'Search collections',
    placeholder: 'Name or inscription number',
    startAdornment: <Search size={18} aria-hidden />,
    endAdornment: 'BTC',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Search collections' });
    await expect(canvas.getByText('BTC')).toBeVisible();
    // The unit sits after the text, at the inline end.
    await expect(canvas.getByText('BTC').getBoundingClientRect().left).toBeGreaterThan(
      input.getBoundingClientRect().right - 1,
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'bc1pxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Refund address' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** A long address stays on one line inside the frame, and full width fills the container. */
export const LongText: Story = {
  args: {
    fullWidth: true,
    label: 'Receive address for the inscriptions you mint in this collection',
    defaultValue: 'bc1pxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlhbc1pxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh',
    endAdornment: 'Taproot',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox');
    const frame = input.parentElement;
    await expect(frame?.getBoundingClientRect().width).toBe(512);
    await expect(frame?.getBoundingClientRect().height).toBe(48);
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { endAdornment: 'BTC', label: 'Price' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Price' });
    // The unit keeps to the inline end: the left in a right-to-left page.
    await expect(canvas.getByText('BTC').getBoundingClientRect().right).toBeLessThan(
      input.getBoundingClientRect().left + 1,
    );
  },
};
