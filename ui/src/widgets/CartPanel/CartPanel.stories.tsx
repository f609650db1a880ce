import { CartPanel, type CartCheckoutProps, type CartItem, type CartItemsProps } from '@ordmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

/** A small mirrored pixel creature as inline SVG, so stories never reach the network. */
function pixelArt(seed: number): string {
  const colors = ['#F7931A', '#22B14C', '#1C9BE0', '#8E33FF', '#FF4D2E', '#FFD466'];
  const fill = colors[seed % colors.length] ?? '#F7931A';
  const cells = Array.from({ length: 64 }, (_, index) => {
    const x = index % 8;
    const y = Math.floor(index / 8);
    const half = Math.min(x, 7 - x);
    const isOn = y > 0 && y < 7 && half > 0 && ((seed + 3) * 7919 + half * 104729 + y * 1299709) % 5 > 1;
    return isOn ? `<rect x="${x}" y="${y}" width="1" height="1" fill="${fill}"/>` : '';
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8" shape-rendering="crispEdges"><rect width="8" height="8" fill="#161C24"/>${cells}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const cart: CartItem[] = [
  {
    id: 'a1i0',
    name: 'Bitcoin Frog',
    number: 78211,
    thumbnail: pixelArt(1),
    priceSats: 1_250_000,
    isPurchasable: true,
  },
  {
    id: 'b2i0',
    name: 'Ordinal Punk',
    number: 80012,
    thumbnail: pixelArt(2),
    priceSats: 4_800_000,
    isPurchasable: true,
  },
  { id: 'c3i0', name: 'Rune Stone', number: 65530, thumbnail: pixelArt(3), priceSats: 546, isPurchasable: true },
  {
    id: 'd4i0',
    name: 'Taproot Wizard',
    number: 91003,
    thumbnail: pixelArt(4),
    priceSats: 23_000_000,
    isPurchasable: false,
  },
  { id: 'e5i0', name: 'Sat Cat', number: 91544, priceSats: 980_000, isPurchasable: true },
];

const serviceFeeRate = 0.02;
const royaltyFeeRate = 0.05;
const feeRate = 12;

/** What a page would compute from the checked items (the spec's size estimate, one input and output each). */
/** A cart in its card, with its checkout: what the stories vary. */
type CardCart = CartItemsProps & Omit<CartCheckoutProps, 'checkedCount'>;

function totalsFor(items: readonly CartItem[], checkedIds: readonly string[]): CartCheckoutProps['totals'] {
  const checked = items.filter((item) => item.isPurchasable && checkedIds.includes(item.id));
  const subtotal = checked.reduce((sum, item) => sum + Number(item.priceSats), 0);
  const serviceFee = Math.floor(subtotal * serviceFeeRate);
  const royaltyFee = Math.floor(subtotal * royaltyFeeRate);
  const networkFee = checked.length === 0 ? 0 : Math.ceil((10.5 + 57.5 * checked.length + 43 * 2 + 43) * feeRate);
  return { subtotal, serviceFee, royaltyFee, networkFee, total: subtotal + serviceFee + royaltyFee + networkFee };
}

/** The cart's state lives in the page; this story keeps it, applies the events, and reports them. */
function Cart(args: CardCart) {
  const [items, setItems] = useState(args.items);
  const [checkedIds, setCheckedIds] = useState(args.checkedIds);
  const [sweepCount, setSweepCount] = useState(args.sweepCount);
  const purchasable = items.filter((item) => item.isPurchasable);
  const computed = totalsFor(items, checkedIds);
  return (
    <CartPanel
      {...args}
      items={items}
      checkedIds={checkedIds}
      sweepCount={sweepCount}
      maxSweep={Math.min(args.maxSweep, purchasable.length)}
      totals={args.totals.networkFee === null ? { ...computed, networkFee: null, total: null } : computed}
      onToggle={(id, isChecked) => {
        setCheckedIds((current) => (isChecked ? [...current, id] : current.filter((other) => other !== id)));
        args.onToggle(id, isChecked);
      }}
      onToggleAll={(isChecked) => {
        setCheckedIds(isChecked ? purchasable.map((item) => item.id) : []);
        args.onToggleAll(isChecked);
      }}
      onRemove={(id) => {
        setItems((current) => current.filter((item) => item.id !== id));
        setCheckedIds((current) => current.filter((other) => other !== id));
        args.onRemove(id);
      }}
      onSweep={(count) => {
        setSweepCount(count);
        setCheckedIds(purchasable.slice(0, count).map((item) => item.id));
        args.onSweep(count);
      }}
    />
  );
}

const meta = {
  title: 'UI/CartPanel',
  component: CartPanel,
  render: Cart,
  args: {
    items: cart,
    checkedIds: ['a1i0', 'c3i0'],
    sweepCount: 2,
    maxSweep: 9,
    totals: totalsFor(cart, ['a1i0', 'c3i0']),
    usdPerBtc: 67_000,
    onToggle: fn(),
    onToggleAll: fn(),
    onRemove: fn(),
    onSweep: fn(),
    onBuy: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Cart>;

export default meta;
type Story = StoryObj<typeof meta>;

const panel = (canvas: HTMLElement) => within(within(canvas).getByRole('region', { name: 'Cart' }));

/** Some items checked: 'select all' shows a dash; choosing it checks every item that can be bought. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const cartPanel = panel(canvasElement);
    const all = cartPanel.getByRole('checkbox', { name: 'Select all' });
    await expect(all).toBePartiallyChecked();
    await expect(cartPanel.getByText('2 selected')).toBeVisible();
    await userEvent.click(all);
    await expect(args.onToggleAll).toHaveBeenLastCalledWith(true);
    await expect(all).toBeChecked();
    await expect(cartPanel.getByText('4 selected')).toBeVisible();
    // The unavailable item stays unchecked and disabled.
    const wizard = cartPanel.getByRole('checkbox', { name: 'Select Taproot Wizard #91003' });
    await expect(wizard).not.toBeChecked();
    await expect(wizard).toBeDisabled();
    await userEvent.click(cartPanel.getByRole('button', { name: 'Buy now' }));
    await expect(args.onBuy).toHaveBeenCalledOnce();
  },
};

/** Each total shows in BTC with its dollar value. */
export const Totals: Story = {
  args: { checkedIds: ['a1i0'] },
  play: async ({ canvasElement }) => {
    const cartPanel = panel(canvasElement);
    const line = (label: string) => cartPanel.getByText(label, { selector: 'dt' }).parentElement;
    // 1,250,000 sats at $67,000 per BTC.
    await expect(line('Items')).toHaveTextContent('0.01250000 BTC');
    await expect(line('Items')).toHaveTextContent('$837.50');
    await expect(line('Service fee')).toHaveTextContent('0.00025000 BTC');
    await expect(line('Royalty fee')).toHaveTextContent('0.00062500 BTC');
    // (10.5 + 57.5 + 86 + 43) vB x 12 sats/vB = 2,364 sats.
    await expect(line('Network fee')).toHaveTextContent('0.00002364 BTC');
    await expect(line('Total')).toHaveTextContent('0.01339864 BTC');
  },
};

/** A fee that is not charged (no royalty for this collection, a waived service fee) is not shown at all. */
export const FeesNotCharged: Story = {
  render: (args) => <CartPanel {...args} />,
  args: { totals: { subtotal: 1_250_546, serviceFee: 0, royaltyFee: 0, networkFee: 3_240, total: 1_253_786 } },
  play: async ({ canvasElement }) => {
    const cartPanel = panel(canvasElement);
    await expect(cartPanel.queryByText('Service fee')).toBeNull();
    await expect(cartPanel.queryByText('Royalty fee')).toBeNull();
    const total = cartPanel.getByText('Total', { selector: 'dt' }).parentElement;
    await expect(total).toHaveTextContent('0.01253786 BTC');
  },
};

/** A notice above Buy says what happens next; a blocking one (funds short, a wait) disables Buy. */
export const BlockedWithNotice: Story = {
  args: {
    notice: { tone: 'warning', text: 'Waiting for your dummy UTXOs to confirm' },
    isBuyBlocked: true,
  },
  play: async ({ args, canvasElement }) => {
    const cartPanel = panel(canvasElement);
    await expect(cartPanel.getByText('Waiting for your dummy UTXOs to confirm')).toHaveAttribute('role', 'status');
    const buy = cartPanel.getByRole('button', { name: 'Buy now' });
    await expect(buy).toBeDisabled();
    await userEvent.click(buy);
    await expect(args.onBuy).not.toHaveBeenCalled();
  },
};

/** An informing notice leaves Buy enabled. */
export const InfoNotice: Story = {
  args: { notice: { tone: 'info', text: '2 items are no longer for sale and left your cart.' } },
  play: async ({ args, canvasElement }) => {
    const cartPanel = panel(canvasElement);
    await expect(cartPanel.getByText(/^2 items are no longer for sale/)).toHaveAttribute('data-tone', 'info');
    await userEvent.click(cartPanel.getByRole('button', { name: 'Buy now' }));
    await expect(args.onBuy).toHaveBeenCalledOnce();
  },
};

/** The sweep slider checks the first N purchasable items, up to maxSweep. */
export const Sweep: Story = {
  play: async ({ args, canvasElement }) => {
    const cartPanel = panel(canvasElement);
    const slider = cartPanel.getByRole('slider', { name: 'Sweep' });
    // min(9, 4 purchasable) = 4.
    await expect(slider).toHaveAttribute('max', '4');
    slider.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onSweep).toHaveBeenLastCalledWith(3);
    await expect(cartPanel.getByRole('checkbox', { name: 'Select Ordinal Punk #80012' })).toBeChecked();
    await expect(cartPanel.getByRole('checkbox', { name: 'Select Sat Cat #91544' })).not.toBeChecked();
    await userEvent.keyboard('{End}');
    await expect(args.onSweep).toHaveBeenLastCalledWith(4);
    await expect(cartPanel.getByRole('checkbox', { name: 'Select all' })).toBeChecked();
  },
};

/** Checking and removing single items. */
export const ToggleAndRemove: Story = {
  play: async ({ args, canvasElement }) => {
    const cartPanel = panel(canvasElement);
    await userEvent.click(cartPanel.getByRole('checkbox', { name: 'Select Sat Cat #91544' }));
    await expect(args.onToggle).toHaveBeenLastCalledWith('e5i0', true);
    await userEvent.click(cartPanel.getByRole('button', { name: 'Remove Rune Stone #65530' }));
    await expect(args.onRemove).toHaveBeenLastCalledWith('c3i0');
    await expect(cartPanel.queryByText('Rune Stone')).toBeNull();
    await expect(cartPanel.getAllByRole('listitem')).toHaveLength(4);
  },
};

/** While buying, Buy spins and ignores presses. */
export const Buying: Story = {
  args: { isBuying: true },
  play: async ({ args, canvasElement }) => {
    const buy = panel(canvasElement).getByRole('button', { name: 'Buy now' });
    await userEvent.click(buy);
    await expect(args.onBuy).not.toHaveBeenCalled();
  },
};

/** Until the fee rate is computed the network fee and total say so, and Buy waits. */
export const CalculatingNetworkFee: Story = {
  args: { totals: { subtotal: 0, serviceFee: 0, royaltyFee: 0, networkFee: null, total: null } },
  play: async ({ args, canvasElement }) => {
    const cartPanel = panel(canvasElement);
    await expect(cartPanel.getAllByText('Calculating Network Fee')).toHaveLength(2);
    const buy = cartPanel.getByRole('button', { name: 'Buy now' });
    await expect(buy).toBeDisabled();
    await userEvent.click(buy);
    await expect(args.onBuy).not.toHaveBeenCalled();
  },
};

/** Nothing checked: Buy is disabled. */
export const NothingChecked: Story = {
  args: { checkedIds: [], sweepCount: 1 },
  play: async ({ canvasElement }) => {
    const cartPanel = panel(canvasElement);
    await expect(cartPanel.getByRole('checkbox', { name: 'Select all' })).not.toBeChecked();
    await expect(cartPanel.getByRole('checkbox', { name: 'Select all' })).not.toBePartiallyChecked();
    await expect(cartPanel.getByRole('button', { name: 'Buy now' })).toBeDisabled();
  },
};

/** Every item sold or pending: listed, but nothing can be checked or swept. */
export const NothingPurchasable: Story = {
  args: { items: cart.map((item) => ({ ...item, isPurchasable: false })), checkedIds: [] },
  play: async ({ canvasElement }) => {
    const cartPanel = panel(canvasElement);
    await expect(cartPanel.getByRole('checkbox', { name: 'Select all' })).toBeDisabled();
    await expect(cartPanel.getAllByText('Unavailable')).toHaveLength(5);
    await expect(cartPanel.queryByRole('slider')).toBeNull();
  },
};

/** A broken picture falls back to the placeholder. */
export const BrokenPicture: Story = {
  args: {
    items: [
      {
        id: 'f6i0',
        name: 'Broken Frog',
        number: 78212,
        thumbnail: 'data:image/png;base64,AAAA',
        priceSats: 1_300_000,
        isPurchasable: true,
      },
    ],
    checkedIds: ['f6i0'],
  },
  play: async ({ canvasElement }) => {
    const row = panel(canvasElement).getByRole('listitem');
    await waitFor(() => expect(row.querySelector('img')).toBeNull());
    await expect(row.querySelector('svg')).not.toBeNull();
  },
};

export const Empty: Story = {
  args: { items: [], checkedIds: [] },
  play: async ({ canvasElement }) => {
    const cartPanel = panel(canvasElement);
    await expect(cartPanel.getByText('Your cart is empty')).toBeVisible();
    await expect(cartPanel.queryByRole('button', { name: 'Buy now' })).toBeNull();
  },
};

export const LongText: Story = {
  args: {
    items: [
      {
        id: 'l1i0',
        name: 'The Extremely Rare First Ever Inscribed Recursive Generative Art Piece',
        number: 123456789,
        thumbnail: pixelArt(5),
        priceSats: 123_456_789n,
        isPurchasable: true,
      },
      ...cart,
    ],
    checkedIds: ['l1i0'],
  },
  play: async ({ canvasElement }) => {
    const cartPanel = panel(canvasElement);
    const name = cartPanel.getByText('The Extremely Rare First Ever Inscribed Recursive Generative Art Piece');
    await expect(name.scrollWidth).toBeGreaterThan(name.clientWidth);
    const region = canvasElement.querySelector('section');
    await expect(region?.scrollWidth).toBeLessThanOrEqual((region?.clientWidth ?? 0) + 1);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'xs', isRotated: false } },
  play: async ({ canvasElement }) => {
    const region = canvasElement.querySelector('section');
    await expect(region?.getBoundingClientRect().width).toBeLessThanOrEqual(327);
    await expect(region?.scrollWidth).toBeLessThanOrEqual((region?.clientWidth ?? 0) + 1);
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const cartPanel = panel(canvasElement);
    const box = cartPanel.getByRole('checkbox', { name: 'Select Bitcoin Frog #78211' }).closest('label');
    const remove = cartPanel.getByRole('button', { name: 'Remove Bitcoin Frog #78211' });
    // The checkbox starts the row: on the right; remove ends it: on the left.
    await expect(box?.getBoundingClientRect().left).toBeGreaterThan(remove.getBoundingClientRect().right);
  },
};

export const Chinese: Story = {
  globals: { language: 'cn' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: '购物车' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: '全选' })).toBePartiallyChecked();
    await expect(canvas.getByText('已选 2 件')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '立即购买' })).toBeEnabled();
  },
};

/**
 * Inside a sheet that is titled 'Cart' (a phone's cart): no card around it and no second visible title, while the
 * region keeps its name for assistive technology.
 */
export const InASheet: Story = {
  render: (args) => <CartPanel {...args} frame="sheet" />,
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Cart' });
    await expect(within(region).queryByRole('heading', { name: 'Cart' })).toBeNull();
    await expect(getComputedStyle(region).boxShadow).toBe('none');
    await expect(within(region).getByText('2 selected')).toBeVisible();
    // The sheet's footer holds the checkout: the list has no Buy of its own.
    await expect(within(region).queryByRole('button', { name: 'Buy now' })).toBeNull();
  },
};
