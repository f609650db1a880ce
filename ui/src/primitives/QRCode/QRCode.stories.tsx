import { QRCode } from '@ordmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { addresses } from '../../../../stories/fixtures/marketFixtures';

const tile = (root: HTMLElement) => {
  const svg = root.querySelector('svg[role="img"]');
  if (!svg) throw new Error('No QR code');
  return svg;
};
const fill = (root: HTMLElement, part: string) => {
  const shape = tile(root).querySelector(part);
  return shape ? getComputedStyle(shape).fill : '';
};

const meta = {
  title: 'UI/QRCode',
  component: QRCode,
  args: { value: `bitcoin:${addresses.segwit}?amount=0.00100000`, label: 'Payment address QR code', onRefresh: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof QRCode>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dark modules on a light tile, in the dark theme too; a 4-module quiet zone inside the tile. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const image = canvas.getByRole('img', { name: 'Payment address QR code' });
    await expect(image.getBoundingClientRect().width).toBe(200);
    await expect(fill(canvasElement, '.tile')).toBe('rgb(255, 255, 255)');
    await expect(fill(canvasElement, '.modules')).toBe('rgb(22, 27, 34)');
    const [, , columns] = (image.getAttribute('viewBox') ?? '').split(' ').map(Number);
    await expect(tile(canvasElement).querySelector('.modules')?.getAttribute('d')).toMatch(/^M4 4h7v1h-7z/);
    await expect(columns).toBeGreaterThan(29);
  },
};

/** The size prop sets the side in px; the code scales without blurring. */
export const Large: Story = {
  args: { size: 280, value: 'https://ordmarket.io/login?session=8f14e45fceea167a5a36dedd4bea2543' },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'Payment address QR code' });
    await expect(image.getBoundingClientRect().height).toBe(280);
    await expect(image).toHaveAttribute('shape-rendering', 'crispEdges');
  },
};

/** A sign-in code that timed out is veiled; Refresh asks the app for a new one. */
export const Expired: Story = {
  args: { isExpired: true, label: 'Sign-in QR code' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('QR code expired')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
    await expect(args.onRefresh).toHaveBeenCalledOnce();
  },
};

/** Expired with no way to refresh here: the note alone. */
export const ExpiredWithoutRefresh: Story = {
  args: { isExpired: true, onRefresh: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('QR code expired')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** A long value needs a denser code in the same size. */
export const LongValue: Story = {
  args: {
    value: 'https://ordmarket.io/assets/6fb976ab49dcec017f1e201e84395983204ae1a7c2abf7ced0a85d692e442799i0',
  },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'Payment address QR code' });
    const [, , columns] = (image.getAttribute('viewBox') ?? '').split(' ').map(Number);
    await expect(columns).toBeGreaterThan(40);
    await expect(image.getBoundingClientRect().width).toBe(200);
  },
};

export const Chinese: Story = {
  globals: { language: 'cn' },
  args: { label: undefined, isExpired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '二维码' })).toBeInTheDocument();
    await expect(canvas.getByText('二维码已过期')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '刷新' })).toBeVisible();
  },
};

/** QR codes are never mirrored: the finder patterns stay where scanners expect them. */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const svg = tile(canvasElement);
    await expect(getComputedStyle(svg).transform).toBe('none');
    await expect(svg.querySelector('.modules')?.getAttribute('d')).toMatch(/^M4 4h7v1h-7z/);
  },
};
