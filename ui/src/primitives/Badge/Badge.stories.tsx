import { Badge, InscriptionStatusBadge, type BadgeTone, type InscriptionStatus } from '@ordmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Flame } from 'lucide-react';
import { expect } from 'storybook/test';

const tones: BadgeTone[] = ['neutral', 'primary', 'info', 'success', 'warning', 'error'];
const statuses: InscriptionStatus[] = ['on_list', 'selling', 'normal', 'loading'];

const meta = {
  title: 'UI/Badge',
  component: Badge,
  args: { children: 'Rare' },
  argTypes: {
    tone: { control: 'inline-radio', options: tones },
    variant: { control: 'inline-radio', options: ['soft', 'filled'] },
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'center' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Soft: Story = {
  render: (args) => (
    <>
      {tones.map((tone) => (
        <Badge key={tone} {...args} tone={tone}>
          {tone}
        </Badge>
      ))}
    </>
  ),
  play: async ({ canvas }) => {
    const neutral = canvas.getByText('neutral').closest<HTMLElement>('[data-tone]');
    const error = canvas.getByText('error').closest<HTMLElement>('[data-tone]');
    if (!neutral || !error) throw new Error('badges missing');
    await expect(getComputedStyle(error).color).not.toBe(getComputedStyle(neutral).color);
    await expect(neutral.getBoundingClientRect().height).toBe(24);
    // A label alone is one element: grids show a badge on every card.
    await expect(neutral.childElementCount).toBe(0);
  },
};

/** Filled badges put the tone's contrast text on its main colour. */
export const Filled: Story = {
  render: (args) => (
    <>
      {tones.map((tone) => (
        <Badge key={tone} {...args} tone={tone} variant="filled">
          {tone}
        </Badge>
      ))}
    </>
  ),
  play: async ({ canvas }) => {
    const success = canvas.getByText('success').closest<HTMLElement>('[data-tone]');
    if (!success) throw new Error('badge missing');
    await expect(getComputedStyle(success).backgroundColor).toBe('rgb(34, 177, 76)');
  },
};

export const WithIcon: Story = {
  args: { tone: 'warning', icon: <Flame aria-hidden />, children: 'Trending' },
  play: async ({ canvas }) => {
    const badge = canvas.getByText('Trending').closest<HTMLElement>('[data-tone]');
    await expect(badge?.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** The market's inscription statuses, each with its own tone and label from the locale. */
export const InscriptionStatuses: Story = {
  render: () => (
    <>
      {statuses.map((status) => (
        <InscriptionStatusBadge key={status} status={status} />
      ))}
    </>
  ),
  play: async ({ canvas }) => {
    for (const label of ['Listed', 'Selling', 'Not listed', 'Pending']) {
      await expect(canvas.getByText(label)).toBeVisible();
    }
    const listed = canvas.getByText('Listed').closest<HTMLElement>('[data-tone]');
    const held = canvas.getByText('Not listed').closest<HTMLElement>('[data-tone]');
    await expect(listed).toHaveAttribute('data-tone', 'success');
    await expect(held).toHaveAttribute('data-tone', 'neutral');
  },
};

export const Chinese: Story = {
  globals: { language: 'cn' },
  render: () => (
    <>
      {statuses.map((status) => (
        <InscriptionStatusBadge key={status} status={status} variant="filled" />
      ))}
    </>
  ),
  play: async ({ canvas }) => {
    for (const label of ['已上架', '交易中', '未上架', '处理中']) {
      await expect(await canvas.findByText(label)).toBeVisible();
    }
  },
};

/** A long label is cut with an ellipsis at its container's width rather than overflowing. */
export const LongText: Story = {
  args: { tone: 'primary', children: 'Uncommon sat from the first halving epoch block 210000' },
  decorators: [
    (Story) => (
      <div style={{ width: 200 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const text = canvas.getByText(/Uncommon sat/);
    await expect(text.scrollWidth).toBeGreaterThan(text.clientWidth);
    await expect(text.closest('[data-tone]')?.getBoundingClientRect().width).toBeLessThanOrEqual(200);
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { tone: 'warning', icon: <Flame aria-hidden />, children: 'Trending' },
  play: async ({ canvas }) => {
    const badge = canvas.getByText('Trending').closest<HTMLElement>('[data-tone]');
    const icon = badge?.querySelector('svg');
    if (!badge || !icon) throw new Error('badge missing');
    await expect(icon.getBoundingClientRect().left).toBeGreaterThan(
      badge.getBoundingClientRect().left + badge.clientWidth / 2,
    );
  },
};
