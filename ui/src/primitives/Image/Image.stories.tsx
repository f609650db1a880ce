import { Image } from '@ordmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';

/** An inscription-like artwork as an SVG data URL: no network needed. */
const artwork = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#F7931A"/><stop offset="1" stop-color="#7A1FA2"/>
    </linearGradient></defs>
    <rect width="120" height="120" fill="url(#g)"/>
    <circle cx="60" cy="60" r="30" fill="none" stroke="#fff" stroke-width="6"/>
    <path d="M54 44 v32 M66 44 v32 M50 50 h18 a6 6 0 0 1 0 10 h-18 M50 60 h20 a7 7 0 0 1 0 12 h-20" fill="none" stroke="#fff" stroke-width="4"/>
  </svg>`,
)}`;

/** A 12 x 12 pixel-art face drawn on a canvas, as a PNG data URL. */
function pixelArt(): string {
  const rows = [
    '............',
    '...gggggg...',
    '..gggggggg..',
    '.gggggggggg.',
    '.ggwkggwkgg.',
    '.ggwkggwkgg.',
    '.gggggggggg.',
    '.ggrrrrrrgg.',
    '.gggrrrrggg.',
    '..gggggggg..',
    '...gggggg...',
    '............',
  ];
  const colours: Record<string, string> = { g: '#4CAF50', w: '#FFFFFF', k: '#111111', r: '#C62828', '.': '#90CAF9' };
  const canvas = document.createElement('canvas');
  canvas.width = 12;
  canvas.height = 12;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  rows.forEach((row, y) => {
    Array.from(row).forEach((cell, x) => {
      context.fillStyle = colours[cell] ?? '#000000';
      context.fillRect(x, y, 1, 1);
    });
  });
  return canvas.toDataURL('image/png');
}

/** Not a PNG at all: the browser fails to decode it, as it would a dead link, without any network. */
const broken = 'data:image/png;base64,bm90LWFuLWltYWdl';

const frame = (canvasElement: HTMLElement) => {
  const element = canvasElement.querySelector('[data-status]');
  if (!element) throw new Error('image frame missing');
  return element;
};

const meta = {
  title: 'UI/Image',
  component: Image,
  args: { src: artwork, alt: 'Ordinal Orange #1204', onLoadError: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, width: 240 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Image>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Loaded: the image fills its square and the placeholder is gone. */
export const Loaded: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const image = canvas.getByRole('img', { name: 'Ordinal Orange #1204' });
    await waitFor(() => expect(frame(canvasElement)).toHaveAttribute('data-status', 'loaded'));
    await expect(image).toBeVisible();
    await expect(canvasElement.querySelector('[data-shape]')).toBeNull();
    const box = frame(canvasElement).getBoundingClientRect();
    await expect(box.width).toBe(box.height);
    await expect(args.onLoadError).not.toHaveBeenCalled();
  },
};

/**
 * Loading (the address is not known yet): the box itself shimmers and holds its shape, with no placeholder
 * elements inside it (a grid scrolled quickly shows dozens of loading images at once).
 */
export const Loading: Story = {
  args: { src: undefined, aspectRatio: '4 / 3' },
  play: async ({ canvasElement }) => {
    await expect(frame(canvasElement)).toHaveAttribute('data-status', 'loading');
    await expect(frame(canvasElement).childElementCount).toBe(0);
    await expect(getComputedStyle(frame(canvasElement)).backgroundImage).toContain('linear-gradient');
    const box = frame(canvasElement).getBoundingClientRect();
    await expect(Math.round((box.width / box.height) * 100)).toBe(133);
  },
};

/** A broken address: the default placeholder picture replaces it, still named by the alt text. */
export const BrokenFallback: Story = {
  args: { src: broken },
  play: async ({ args, canvas, canvasElement }) => {
    await waitFor(() => expect(frame(canvasElement)).toHaveAttribute('data-status', 'failed'));
    await expect(canvasElement.querySelector('img')).toBeNull();
    await expect(canvas.getByRole('img', { name: 'Ordinal Orange #1204' })).toBeVisible();
    await expect(args.onLoadError).toHaveBeenCalledOnce();
  },
};

/** An empty address can never load, so the placeholder picture shows at once. */
export const EmptyAddress: Story = {
  args: { src: '' },
  play: async ({ canvas, canvasElement }) => {
    await expect(frame(canvasElement)).toHaveAttribute('data-status', 'failed');
    await expect(canvas.getByRole('img', { name: 'Ordinal Orange #1204' }).tagName).toBe('DIV');
  },
};

/** A decorative image that fails leaves nothing for screen readers to stumble on. */
export const DecorativeFallback: Story = {
  args: { src: broken, alt: '' },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(frame(canvasElement)).toHaveAttribute('data-status', 'failed'));
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** Pixel art scaled twenty times with hard edges. */
export const PixelArt: Story = {
  args: { src: pixelArt(), alt: 'Pixel Frog #77', isPixelated: true },
  play: async ({ canvas, canvasElement }) => {
    const image = canvas.getByRole('img', { name: 'Pixel Frog #77' });
    await waitFor(() => expect(frame(canvasElement)).toHaveAttribute('data-status', 'loaded'));
    await expect(getComputedStyle(image).imageRendering).toBe('pixelated');
  },
};

/** A wide box showing all of a square image. */
export const Contain: Story = {
  args: { aspectRatio: '16 / 9', fit: 'contain' },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(frame(canvasElement)).toHaveAttribute('data-status', 'loaded'));
    await expect(getComputedStyle(canvas.getByRole('img')).objectFit).toBe('contain');
    const box = frame(canvasElement).getBoundingClientRect();
    await expect(Math.round((box.width / box.height) * 100)).toBe(178);
  },
};
