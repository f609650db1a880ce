import { Button, IconButton, Tooltip } from '@ordmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Clipboard, Copy, Info } from 'lucide-react';
import { expect, screen, userEvent, waitFor } from 'storybook/test';

const tooltip = () => screen.findByRole('tooltip');
const box = (element: Element) => element.getBoundingClientRect();

const meta = {
  title: 'UI/Tooltip',
  component: Tooltip,
  args: {
    content: 'Copy the address',
    children: (
      <IconButton label="Copy">
        <Copy size={18} aria-hidden />
      </IconButton>
    ),
  },
  argTypes: {
    placement: { control: 'select', options: ['top', 'bottom', 'start', 'end', 'bottom-start', 'bottom-end'] },
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 120, display: 'flex', justifyContent: 'center' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hovering shows the hint above the trigger and makes it the trigger's description; leaving hides it. */
export const OnHover: Story = {
  play: async ({ canvas, step }) => {
    const trigger = canvas.getByRole('button', { name: 'Copy' });
    await step('leaving hides it', async () => {
      await userEvent.hover(trigger);
      await expect(await tooltip()).toHaveTextContent('Copy the address');
      await userEvent.unhover(trigger);
      await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
      await expect(trigger).not.toHaveAccessibleDescription();
    });
    await step('hovering shows it above the trigger, describing it', async () => {
      await userEvent.hover(trigger);
      const hint = await tooltip();
      await expect(trigger).toHaveAccessibleDescription('Copy the address');
      await expect(box(hint).bottom).toBeLessThanOrEqual(box(trigger).top);
    });
  },
};

/** Keyboard focus shows it at once; Escape hides it and leaves focus on the trigger; blur hides it. */
export const OnKeyboardFocus: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16 }}>
      <Tooltip {...args} />
      <Button variant="outlined">Next</Button>
    </div>
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Copy' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await expect(await tooltip()).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    await expect(trigger).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(await tooltip()).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Next' })).toHaveFocus();
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  },
};

/** Placed at the inline end: to the right of the trigger. */
export const AtTheEnd: Story = {
  args: { placement: 'end', content: 'Inscription number' },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Copy' });
    await userEvent.hover(trigger);
    await expect(box(await tooltip()).left).toBeGreaterThanOrEqual(box(trigger).right);
  },
};

/** In a right-to-left page the inline end is the left. */
export const RightToLeft: Story = {
  ...AtTheEnd,
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Copy' });
    await userEvent.hover(trigger);
    await expect(box(await tooltip()).right).toBeLessThanOrEqual(box(trigger).left);
  },
};

/** With no room above, it flips below; near the side of the screen it shifts to stay fully visible. */
export const StaysOnScreen: Story = {
  args: {
    content: 'Royalty fee goes to the collection creator on every sale',
    children: (
      <IconButton label="About royalties">
        <Info size={18} aria-hidden />
      </IconButton>
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ position: 'fixed', top: 0, insetInlineEnd: 0 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'About royalties' });
    await userEvent.hover(trigger);
    const hint = await tooltip();
    await waitFor(() => expect(box(hint).top).toBeGreaterThanOrEqual(box(trigger).bottom));
    await expect(box(hint).right).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** A long hint wraps inside a readable width instead of running across the page. */
export const LongText: Story = {
  args: {
    content:
      'A first-time buyer’s wallet may create a small Dummy UTXO transaction before the purchase; only the miner fee is paid for it.',
  },
  play: async ({ canvas }) => {
    await userEvent.hover(canvas.getByRole('button', { name: 'Copy' }));
    const hint = await tooltip();
    await expect(box(hint).width).toBeLessThanOrEqual(280);
    await expect(box(hint).height).toBeGreaterThan(40);
  },
};

/**
 * A disabled hint shows neither on hover nor on focus. Both triggers open at once (no delay), so the live
 * one beside it proves, by showing, that the disabled one would have shown by then.
 */
export const Disabled: Story = {
  args: { isDisabled: true, delay: 0 },
  render: (args) => (
    <div style={{ display: 'flex', gap: 16 }}>
      <Tooltip {...args} />
      <Tooltip content="Paste an address" delay={0}>
        <IconButton label="Paste">
          <Clipboard size={18} aria-hidden />
        </IconButton>
      </Tooltip>
    </div>
  ),
  play: async ({ canvas, step }) => {
    const trigger = canvas.getByRole('button', { name: 'Copy' });
    const live = canvas.getByRole('button', { name: 'Paste' });
    const liveHint = () => screen.findByText('Paste an address');
    const liveHintGone = () => waitFor(() => expect(screen.queryByText('Paste an address')).toBeNull());
    // Each userEvent call below starts a fresh pointer, so hovering one trigger never sends the other a leave.
    await step('keyboard focus shows nothing', async () => {
      await userEvent.tab();
      await expect(trigger).toHaveFocus();
      await userEvent.hover(live);
      await liveHint();
      await expect(screen.getAllByRole('tooltip')).toHaveLength(1);
      await expect(trigger).not.toHaveAccessibleDescription();
      await userEvent.unhover(live);
      await liveHintGone();
    });
    await step('hovering shows nothing', async () => {
      await userEvent.hover(trigger);
      await userEvent.hover(live);
      await liveHint();
      await expect(screen.getAllByRole('tooltip')).toHaveLength(1);
      await userEvent.unhover(live);
      await liveHintGone();
      await expect(screen.queryByRole('tooltip')).toBeNull();
    });
  },
};
