import { ResultDialog } from '@ordmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';

const meta = {
  title: 'UI/ResultDialog',
  component: ResultDialog,
  args: {
    type: 'success',
    isOpen: true,
    onOpenChange: fn(),
    onShare: fn(),
    title: 'Mint successful',
    message: 'Your inscription is being written to the blockchain. It shows in your wallet once confirmed.',
    secondaryAction: { label: 'Continue MINT', onPress: fn() },
  },
} satisfies Meta<typeof ResultDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Success: picture, title, message, 'Share it' with a social icon, and a second button. */
export const Success: Story = {
  play: async ({ args }) => {
    if (args.type !== 'success') throw new Error('a success story');
    const dialog = screen.getByRole('dialog', { name: 'Mint successful' });
    await expect(dialog).toHaveAccessibleDescription(
      'Your inscription is being written to the blockchain. It shows in your wallet once confirmed.',
    );
    await expect(dialog.querySelector('svg[data-tone="success"]')).toBeVisible();
    const share = within(dialog).getByRole('button', { name: 'Share it' });
    await expect(share.querySelector('svg')).toBeInTheDocument();
    await userEvent.click(share);
    await expect(args.onShare).toHaveBeenCalledOnce();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue MINT' }));
    await expect(args.secondaryAction?.onPress).toHaveBeenCalledOnce();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** Without a title or second button: the locale's 'Success' and 'Share it' alone. */
export const SuccessShareOnly: Story = {
  args: {
    title: undefined,
    secondaryAction: undefined,
    message: 'Ordinal Punk #4,821 is now listed for 0.01200000 BTC.',
  },
  play: async () => {
    const dialog = screen.getByRole('dialog', { name: 'Success' });
    await expect(within(dialog).getByRole('heading', { name: 'Success' })).toBeVisible();
    await expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label') ?? button.textContent),
    ).toEqual(['Close', 'Share it']);
  },
};

const notQualified = 'You are not qualified to mint this collection with the connected wallet.';

/** Error: the picture and the message only; the title is for screen readers. */
export const ErrorResult: Story = {
  name: 'Error',
  args: { type: 'error', message: notQualified },
  play: async ({ args }) => {
    const dialog = screen.getByRole('dialog', { name: 'Something went wrong' });
    await expect(dialog).toHaveAccessibleDescription(notQualified);
    await expect(dialog.querySelector('svg[data-tone="error"]')).toBeVisible();
    await expect(within(dialog).getByText(notQualified)).toBeVisible();
    await expect(within(dialog).getByRole('heading').getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(within(dialog).getAllByRole('button')).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** A long message on a phone wraps and keeps both buttons on screen. */
export const LongText: Story = {
  globals: { viewport: { value: 'xs', isRotated: false } },
  args: {
    message:
      'Your 9 inscriptions are being written to the blockchain in one batch. Each one shows in your wallet once its transaction is confirmed, usually within 30 minutes; inscription bc1pxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh is the first.',
  },
  play: async () => {
    const dialog = screen.getByRole('dialog', { name: 'Mint successful' });
    const last = within(dialog).getByRole('button', { name: 'Continue MINT' });
    await expect(last.getBoundingClientRect().bottom).toBeLessThan(window.innerHeight);
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
};

/** Right-to-left: the share button leads from the right. */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async () => {
    const dialog = screen.getByRole('dialog', { name: 'Mint successful' });
    const share = within(dialog).getByRole('button', { name: 'Share it' }).getBoundingClientRect();
    const next = within(dialog).getByRole('button', { name: 'Continue MINT' }).getBoundingClientRect();
    await expect(share.left).toBeGreaterThan(next.left);
  },
};
