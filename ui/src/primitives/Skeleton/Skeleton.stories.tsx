import { Skeleton, SkeletonGroup } from '@ordmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

const meta = {
  title: 'UI/Skeleton',
  component: Skeleton,
  decorators: [
    (Story) => (
      <div style={{ padding: 24, maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An inscription card while it loads: one 'Loading' for the whole card, every shape hidden. */
function CardSkeleton() {
  return (
    <div
      style={{
        width: 220,
        padding: 12,
        borderRadius: 12,
        border: '1px solid var(--om-color-divider)',
        display: 'grid',
        gap: 8,
      }}
    >
      <Skeleton shape="rect" aspectRatio="1 / 1" />
      <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
        <Skeleton shape="circle" width={24} />
        <Skeleton width="60%" />
      </div>
      <Skeleton lines={2} />
      <Skeleton shape="rect" height={36} />
    </div>
  );
}

export const LoadingCard: Story = {
  render: () => (
    <SkeletonGroup>
      <CardSkeleton />
    </SkeletonGroup>
  ),
  play: async ({ canvas, canvasElement }) => {
    const region = canvas.getByRole('status');
    await expect(region).toHaveTextContent('Loading');
    const shapes = canvasElement.querySelectorAll('[data-shape]');
    await expect(shapes.length).toBe(6);
    for (const shape of shapes) await expect(shape.closest('[aria-hidden="true"]')).not.toBeNull();
    const image = shapes[0];
    if (!image) throw new Error('image skeleton missing');
    const box = image.getBoundingClientRect();
    await expect(box.width).toBe(box.height);
  },
};

/** A grid of loading cards says 'Loading' once, in the reader's language. */
export const Chinese: Story = {
  globals: { language: 'cn' },
  render: () => (
    <SkeletonGroup>
      <div style={{ display: 'flex', gap: 16 }}>
        <CardSkeleton />
        <CardSkeleton />
      </div>
    </SkeletonGroup>
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('加载中')).toBeInTheDocument();
    await expect(canvas.getAllByRole('status')).toHaveLength(1);
  },
};

/** Each shape: text lines (the last one shorter), a box and circles sized by their width. */
export const Shapes: Story = {
  render: () => (
    <SkeletonGroup label="Loading collection">
      <div style={{ display: 'grid', gap: 16 }}>
        <Skeleton lines={3} />
        <Skeleton shape="rect" height={80} />
        <div style={{ display: 'flex', gap: 12 }}>
          <Skeleton shape="circle" />
          <Skeleton shape="circle" width={56} />
        </div>
      </div>
    </SkeletonGroup>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(within(canvas.getByRole('status')).getByText('Loading collection')).toBeInTheDocument();
    const lines = [...canvasElement.querySelectorAll('[data-shape="text"]')];
    const [first, , last] = lines.map((line) => line.getBoundingClientRect().width);
    await expect(last).toBeCloseTo((first ?? 0) * 0.6, 0);
    const circles = [...canvasElement.querySelectorAll('[data-shape="circle"]')].map((circle) =>
      circle.getBoundingClientRect(),
    );
    await expect(circles.map((circle) => [circle.width, circle.height])).toEqual([
      [40, 40],
      [56, 56],
    ]);
  },
};

/** With reduced motion (the test browser asks for it) the shimmer is gone; the shapes stay. */
export const ReducedMotion: Story = {
  render: () => (
    <SkeletonGroup>
      <Skeleton shape="rect" height={48} />
    </SkeletonGroup>
  ),
  play: async ({ canvasElement }) => {
    await expect(window.matchMedia('(prefers-reduced-motion: reduce)').matches).toBe(true);
    const shape = canvasElement.querySelector('[data-shape="rect"]');
    if (!shape) throw new Error('skeleton missing');
    await expect(getComputedStyle(shape, '::after').content).toBe('none');
    await expect(shape.getBoundingClientRect().height).toBe(48);
  },
};

/** Right to left: paragraphs end on the left, so the short last line keeps to the right. */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  render: () => (
    <SkeletonGroup>
      <Skeleton lines={3} />
    </SkeletonGroup>
  ),
  play: async ({ canvasElement }) => {
    const lines = [...canvasElement.querySelectorAll('[data-shape="text"]')].map((line) =>
      line.getBoundingClientRect(),
    );
    const first = lines[0];
    const last = lines[2];
    if (!first || !last) throw new Error('lines missing');
    await expect(Math.round(last.right)).toBe(Math.round(first.right));
    await expect(last.left).toBeGreaterThan(first.left);
  },
};
