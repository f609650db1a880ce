import { ConfirmDialog } from '@ordmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { handTimer } from '@ordmarket/ui/testing';

const repeatMint = 'This combo has already been minted, do you want to mint it again? ';
const prompt = () => screen.getByRole('alertdialog');

const meta = {
  title: 'UI/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    onConfirm: fn(),
    onCancel: fn(),
    message: repeatMint,
    confirmLabel: 'again',
    cancelLabel: 'cancel',
  },
  // The owner keeps the open flag, so the delayed close really closes.
  render: function Render(args) {
    const [isOpen, setOpen] = useState(args.isOpen);
    return (
      <ConfirmDialog
        {...args}
        isOpen={isOpen}
        onOpenChange={(open) => {
          setOpen(open);
          args.onOpenChange(open);
        }}
      />
    );
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The repeat-mint prompt of the spec: an alert dialog asking for a decision. */
export const RepeatMint: Story = {
  play: async () => {
    const dialog = prompt();
    await expect(dialog).toHaveAccessibleName('Please confirm');
    await expect(dialog).toHaveAccessibleDescription(repeatMint.trim());
    const buttons = within(dialog).getAllByRole('button');
    await expect(buttons.map((button) => button.textContent)).toEqual(['cancel', 'again']);
  },
};

const closing = handTimer();

/** Confirm records the choice at once and closes 200 ms later; a second press meanwhile is ignored. */
export const ConfirmThenClose: Story = {
  tags: ['no-screenshot'],
  args: { timer: closing.timer },
  beforeEach: closing.forget,
  play: async ({ args }) => {
    await userEvent.click(within(prompt()).getByRole('button', { name: 'again' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(closing.pending()).toEqual([200]);
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(prompt()).toBeVisible();
    await userEvent.click(within(prompt()).getByRole('button', { name: 'cancel' }));
    await expect(args.onCancel).not.toHaveBeenCalled();
    await expect(closing.pending()).toEqual([200]);
    closing.elapse();
    await expect(args.onOpenChange).toHaveBeenCalledOnce();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

/** Cancel, and Escape, record a cancel the same way: at once, then close after 200 ms. */
export const CancelThenClose: Story = {
  tags: ['no-screenshot'],
  args: { timer: closing.timer },
  beforeEach: closing.forget,
  play: async ({ args }) => {
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(closing.pending()).toEqual([200]);
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    closing.elapse();
    await expect(args.onOpenChange).toHaveBeenCalledOnce();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

/** Without labels or title the locale's words are used; a destructive confirm is red. */
export const DefaultLabels: Story = {
  args: {
    confirmLabel: undefined,
    cancelLabel: undefined,
    confirmColor: 'error',
    message: 'Remove all 9 inscriptions from your cart?',
  },
  play: async () => {
    const dialog = prompt();
    await expect(within(dialog).getByRole('heading', { name: 'Please confirm' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Confirm' })).toHaveAttribute('data-color', 'error');
  },
};

export const Chinese: Story = {
  globals: { language: 'cn' },
  args: { confirmLabel: undefined, cancelLabel: undefined, message: '确定要从购物车中移除全部 9 个铭文吗？' },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: '请确认' });
    await expect(within(dialog).getByRole('button', { name: '确认' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: '取消' })).toBeVisible();
  },
};

/** A long message and a long title wrap on a phone; the buttons stay on screen. */
export const LongText: Story = {
  globals: { viewport: { value: 'xs', isRotated: false } },
  args: {
    title: 'Mint the same combination of traits again?',
    message:
      'This combo has already been minted, do you want to mint it again? Minting it again creates a second inscription with exactly the same traits, and the mint price, the service fee and the network fee are paid again.',
  },
  play: async () => {
    const again = within(prompt()).getByRole('button', { name: 'again' });
    await expect(again.getBoundingClientRect().bottom).toBeLessThan(window.innerHeight);
    await expect(prompt().scrollWidth).toBeLessThanOrEqual(prompt().clientWidth);
  },
};

/** Right-to-left: the confirm button sits at the inline end, on the left. */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async () => {
    const dialog = prompt();
    const again = within(dialog).getByRole('button', { name: 'again' }).getBoundingClientRect();
    const cancel = within(dialog).getByRole('button', { name: 'cancel' }).getBoundingClientRect();
    await expect(again.left).toBeLessThan(cancel.left);
  },
};
