import { PaymentSnack } from '@ordmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';

const successText =
  'Payment successful! The transaction is being confirmed on the blockchain (usually completed within 30 minutes). You can check the progress later in your personal account.';

const meta = {
  title: 'UI/PaymentSnack',
  component: PaymentSnack,
  args: { type: 'success', isOpen: true, onOpenChange: fn(), onNavigate: fn() },
} satisfies Meta<typeof PaymentSnack>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's sentence, word for word; its last words, 'personal account', link to /wallet. */
export const Success: Story = {
  play: async () => {
    const dialog = screen.getByRole('dialog', { name: 'Payment successful' });
    await expect(dialog).toHaveAccessibleDescription(successText);
    const link = within(dialog).getByRole('link', { name: 'personal account' });
    await expect(link).toHaveAttribute('href', '/wallet');
    await expect(link.parentElement?.textContent.endsWith('personal account.')).toBe(true);
  },
};

/** A plain click on the link routes in the app and closes the snack. */
export const NavigateToAccount: Story = {
  tags: ['no-screenshot'],
  play: async ({ args }) => {
    if (args.type !== 'success') throw new Error('a success story');
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'personal account' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/wallet');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** The link's path is a prop. */
export const SuccessPath: Story = {
  args: { successHref: '/wallet?tab=nfts_activity' },
  play: async () => {
    const link = within(screen.getByRole('dialog')).getByRole('link', { name: 'personal account' });
    await expect(link).toHaveAttribute('href', '/wallet?tab=nfts_activity');
  },
};

/** Any other outcome shows its own text, here with extra buttons. */
export const ErrorWithActions: Story = {
  args: {
    type: 'error',
    message: 'Not enough cardinal spendable funds',
    actions: [
      { label: 'View order', onPress: fn(), variant: 'outlined' },
      { label: 'Try again', onPress: fn() },
    ],
  },
  play: async ({ args }) => {
    const dialog = screen.getByRole('dialog', { name: 'Payment failed' });
    await expect(dialog).toHaveAccessibleDescription('Not enough cardinal spendable funds');
    await expect(within(dialog).queryByRole('link')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await expect(args.actions?.[1]?.onPress).toHaveBeenCalledOnce();
    await expect(args.actions?.[0]?.onPress).not.toHaveBeenCalled();
  },
};

export const Warning: Story = {
  args: {
    type: 'warning',
    message: 'The transaction was broadcast but is not in the mempool yet. Check again in a few minutes.',
  },
  play: async () => {
    const dialog = screen.getByRole('dialog', { name: 'Payment needs attention' });
    await expect(within(dialog).queryAllByRole('button')).toHaveLength(1);
  },
};

export const Info: Story = {
  args: { type: 'info', message: 'Your payment is waiting for the wallet’s signature.' },
  play: async () => {
    await expect(screen.getByRole('dialog', { name: 'Payment update' })).toHaveAccessibleDescription(
      'Your payment is waiting for the wallet’s signature.',
    );
  },
};

/** On a phone the success text wraps inside the dialog, above an extra button. */
export const Phone: Story = {
  globals: { viewport: { value: 'xs', isRotated: false } },
  args: { actions: [{ label: 'Continue shopping', onPress: fn() }] },
  play: async () => {
    const dialog = screen.getByRole('dialog');
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
    await expect(within(dialog).getByRole('button', { name: 'Continue shopping' })).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { language: 'cn' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: '支付成功' });
    await expect(within(dialog).getByRole('link', { name: '个人账户' })).toHaveAttribute('href', '/wallet');
  },
};

/** Right-to-left: the close button takes the top left corner. */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async () => {
    const dialog = screen.getByRole('dialog');
    const close = within(dialog).getByRole('button', { name: 'Close' }).getBoundingClientRect();
    await expect(close.left - dialog.getBoundingClientRect().left).toBeLessThan(24);
  },
};
