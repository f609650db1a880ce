import { CartCheckout, CartPanel, Drawer, type CartItem } from '@ordmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';

const totals = { subtotal: 1_250_546, serviceFee: 25_010, royaltyFee: 62_527, networkFee: 3_240, total: 1_341_323 };

const meta = {
  title: 'UI/CartCheckout',
  component: CartCheckout,
  args: { totals, usdPerBtc: 67_000, checkedCount: 2, onBuy: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CartCheckout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The checked items' costs, then Buy. */
export const Ready: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Total', { selector: 'dt' }).parentElement).toHaveTextContent('0.01341323 BTC');
    await userEvent.click(canvas.getByRole('button', { name: 'Buy now' }));
    await expect(args.onBuy).toHaveBeenCalledOnce();
  },
};

/** Nothing checked: nothing to buy. */
export const NothingChecked: Story = {
  args: { checkedCount: 0 },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Buy now' }));
    await expect(args.onBuy).not.toHaveBeenCalled();
  },
};

/** A blocking notice says why Buy waits. */
export const Blocked: Story = {
  args: { notice: { tone: 'warning', text: 'Waiting for your dummy UTXOs to confirm' }, isBuyBlocked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Waiting for your dummy UTXOs to confirm');
    await expect(canvas.getByRole('button', { name: 'Buy now' })).toBeDisabled();
  },
};

const manyItems: CartItem[] = Array.from({ length: 14 }, (_, index) => ({
  id: `${index}i0`,
  name: `Punk #${index + 1}`,
  number: 78_200 + index,
  priceSats: 31_111,
  isPurchasable: true,
}));

/**
 * A cart sheet with fourteen items: the list runs on under the sheet's footer, scrolling in its body, while the
 * totals and Buy stay pinned in the footer, in view without scrolling.
 */
export const PinnedInASheet: Story = {
  globals: { viewport: { value: 'xs', isRotated: false } },
  decorators: [
    (Story) => (
      <Drawer isOpen onOpenChange={() => undefined} title="Cart" footer={<Story />}>
        <CartPanel
          frame="sheet"
          items={manyItems}
          checkedIds={manyItems.map((item) => item.id)}
          sweepCount={9}
          maxSweep={9}
          onToggle={fn()}
          onToggleAll={fn()}
          onRemove={fn()}
          onSweep={fn()}
        />
      </Drawer>
    ),
  ],
  args: { checkedCount: 14 },
  play: async ({ args }) => {
    const sheet = within(await screen.findByRole('dialog', { name: 'Cart' }));
    const list = sheet.getByRole('list', { name: 'Cart' });
    const buy = sheet.getByRole('button', { name: 'Buy now' });
    const footerTop = sheet.getByText('Items').getBoundingClientRect().top;
    await expect(list.getBoundingClientRect().bottom).toBeGreaterThan(footerTop);
    await expect(buy.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    await userEvent.click(buy);
    await expect(args.onBuy).toHaveBeenCalledOnce();
  },
};
