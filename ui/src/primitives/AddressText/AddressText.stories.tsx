import { AddressText } from '@ordmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, spyOn, userEvent, waitFor } from 'storybook/test';

const taproot = 'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297';

const meta = {
  title: 'UI/AddressText',
  component: AddressText,
  args: { address: taproot, isCopyable: true, onCopied: fn(), onCopyFailed: fn() },
  // The test browser grants no clipboard permission; each story gets a fake clipboard that it can inspect.
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => writeText.mockRestore();
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AddressText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Shortened to the first and last 4 characters; the full address is the title and the spoken text. */
export const Default: Story = {
  args: { isCopyable: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('bc1p...3297')).toBeVisible();
    await expect(canvas.getByTitle(taproot)).toBeVisible();
    await expect(canvas.getByText(taproot)).toBeInTheDocument();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Copying writes the full address and raises onCopied; the app then confirms with 'Copied!'. */
export const CopyFlow: Story = {
  render: function Render(args) {
    const [copied, setCopied] = useState(false);
    return (
      <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
        <AddressText
          {...args}
          onCopied={() => {
            setCopied(true);
            args.onCopied?.();
          }}
        />
        {/* The host's own words: the kit only reports the copy. */}
        {copied && <span role="status">Copied!</span>}
      </div>
    );
  },
  play: async ({ args, canvas }) => {
    // Spying again returns the fake clipboard of beforeEach, to read what was written.
    const writeText = spyOn(navigator.clipboard, 'writeText');
    await expect(canvas.queryByRole('status')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy address' }));
    await waitFor(() => expect(args.onCopied).toHaveBeenCalledOnce());
    await expect(writeText).toHaveBeenCalledWith(taproot);
    await expect(canvas.getByRole('status')).toHaveTextContent('Copied!');
  },
};

/** When the browser refuses the clipboard, onCopyFailed is raised instead of onCopied. */
export const CopyRefused: Story = {
  play: async ({ args, canvas }) => {
    const refusal = new DOMException('Write permission denied.', 'NotAllowedError');
    spyOn(navigator.clipboard, 'writeText').mockRejectedValue(refusal);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy address' }));
    await waitFor(() => expect(args.onCopyFailed).toHaveBeenCalledWith(refusal));
    await expect(args.onCopied).not.toHaveBeenCalled();
  },
};

/** Addresses of 8 characters or fewer are shown whole. */
export const Short: Story = {
  args: { address: 'bc1qxy2k' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('bc1qxy2k')).toHaveLength(2);
  },
};

/** No address: '--', nothing to copy. */
export const Empty: Story = {
  args: { address: '' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('--')).toBeVisible();
    await expect(canvas.getByText('No address')).toBeInTheDocument();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Any length shortens to the same width, so a narrow column never wraps. */
export const LongAddress: Story = {
  globals: { viewport: { value: 'xs', isRotated: false } },
  args: { address: `${taproot}${taproot}` },
  play: async ({ canvas }) => {
    const shown = canvas.getByText('bc1p...3297');
    await expect(shown.getBoundingClientRect().height).toBeLessThan(30);
  },
};

export const Chinese: Story = {
  globals: { language: 'cn' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '复制地址' }));
    await waitFor(() => expect(args.onCopied).toHaveBeenCalledOnce());
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    const text = canvas.getByText('bc1p...3297');
    const button = canvas.getByRole('button', { name: 'Copy address' });
    // The address reads left to right inside the page, and the copy button follows it at the inline end.
    await expect(getComputedStyle(text).direction).toBe('ltr');
    await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(text.getBoundingClientRect().left);
  },
};
