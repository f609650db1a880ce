import { CartBar } from '@ordmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

const meta = {
  title: 'UI/CartBar',
  component: CartBar,
  args: { checkedCount: 3, total: 63_421, onOpen: fn() },
  globals: { viewport: { value: 'xs', isRotated: false } },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CartBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const bar = (canvas: HTMLElement) => within(within(canvas).getByRole('region', { name: 'Cart' }));

/** What the purchase would buy and cost, in one line; the button opens the whole cart. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const cart = bar(canvasElement);
    await expect(cart.getByText('3 selected')).toBeVisible();
    await expect(cart.getByText('Total')).toBeVisible();
    await expect(cart.getByTitle(/0\.00063421 BTC/)).toBeVisible();
    await userEvent.click(cart.getByRole('button', { name: 'View cart' }));
    await expect(args.onOpen).toHaveBeenCalledOnce();
  },
};

/** Until the network fee is computed the total says so, and the cart still opens. */
export const CalculatingTotal: Story = {
  args: { total: null },
  play: async ({ args, canvasElement }) => {
    const cart = bar(canvasElement);
    await expect(cart.getByText('Calculating Network Fee')).toBeVisible();
    await userEvent.click(cart.getByRole('button', { name: 'View cart' }));
    await expect(args.onOpen).toHaveBeenCalledOnce();
  },
};

/** Nothing checked yet (items kept but all unchecked): the cart still opens to choose them. */
export const NothingChecked: Story = {
  args: { checkedCount: 0, total: 0 },
  play: async ({ canvasElement }) => {
    await expect(bar(canvasElement).getByText('0 selected')).toBeVisible();
  },
};
