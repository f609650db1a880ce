import { ReadBeforePurchaseDialog } from '@ordmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';

const meta = {
  title: 'UI/ReadBeforePurchaseDialog',
  component: ReadBeforePurchaseDialog,
  args: { isOpen: true, onOpenChange: fn() },
} satisfies Meta<typeof ReadBeforePurchaseDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Explains the Dummy UTXO transaction a first purchase may need; 'Got it' closes. */
export const Default: Story = {
  play: async ({ args }) => {
    const dialog = screen.getByRole('dialog', { name: 'Read before purchase' });
    const text =
      within(dialog)
        .getByText(/Dummy UTXO/)
        .closest('p')?.textContent ?? '';
    await expect(text).toContain('first NFT purchase');
    await expect(text).toContain('Only the miner fee is paid');
    await expect(text).toContain('because of how Ordinal transactions work');
    await expect(
      within(dialog).getByText('Please wait for that transaction to finish, then buy the item again.'),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Got it' }));
    await expect(args.onOpenChange).toHaveBeenCalledOnce();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** After the wallet sent its dummy transaction: how many dummy UTXOs it makes and its own network fee. */
export const AfterDummyTransaction: Story = {
  args: { sent: { makes: 8, networkFee: 2_256 } },
  play: async ({ args }) => {
    const dialog = screen.getByRole('dialog', { name: 'Read before purchase' });
    await expect(
      within(dialog).getByText('Your wallet has just sent it. Dummy UTXOs it makes: 8. Its network fee: 2,256 sats.'),
    ).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** On a phone 'Got it' spans the dialog. */
export const Phone: Story = {
  globals: { viewport: { value: 'xs', isRotated: false } },
  play: async () => {
    const dialog = screen.getByRole('dialog', { name: 'Read before purchase' });
    const gotIt = within(dialog).getByRole('button', { name: 'Got it' }).getBoundingClientRect();
    await expect(gotIt.width).toBe(dialog.clientWidth - 48);
  },
};

export const Chinese: Story = {
  globals: { language: 'cn' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: '购买前必读' });
    await expect(within(dialog).getByText(/Dummy UTXO/)).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: '我知道了' })).toBeVisible();
  },
};

/** Right-to-left: the title starts at the right. */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async () => {
    const dialog = screen.getByRole('dialog', { name: 'Read before purchase' });
    const heading = within(dialog).getByRole('heading').getBoundingClientRect();
    const close = within(dialog).getByRole('button', { name: 'Close' }).getBoundingClientRect();
    await expect(close.right).toBeLessThan(heading.left + heading.width / 2);
  },
};
