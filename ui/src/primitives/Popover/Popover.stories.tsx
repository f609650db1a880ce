import { Button, IconButton, Popover } from '@ordmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

const dialog = (name = 'Fee details') => screen.findByRole('dialog', { name });
const box = (element: Element) => element.getBoundingClientRect();

function FeeDetails({ onDone }: { onDone?: () => void }) {
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <strong>Fee details</strong>
      <span>Service fee 2%, royalty 5%. Network fee depends on the tier you pick when paying.</span>
      {onDone && (
        <Button size="small" onPress={onDone}>
          Done
        </Button>
      )}
    </div>
  );
}

const meta = {
  title: 'UI/Popover',
  component: Popover,
  args: {
    label: 'Fee details',
    trigger: <Button variant="outlined">Fees</Button>,
    children: (close) => <FeeDetails onDone={close} />,
    onOpenChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, display: 'flex', gap: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A press opens it below the trigger and moves focus in; the trigger says it opens a dialog. */
export const Open: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Fees' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(trigger);
    const panel = await dialog();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await waitFor(() => expect(within(panel).getByRole('button', { name: 'Done' })).toHaveFocus());
    await expect(box(panel).top).toBeGreaterThanOrEqual(box(trigger).bottom);
    await expect(Math.round(box(panel).left)).toBe(Math.round(box(trigger).left));
  },
};

/** Escape closes it and focus goes back to the trigger, which the keyboard opened. */
export const EscapeReturnsFocus: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Fees' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await dialog();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    // Focus goes back once the closing popover has unmounted, a moment after it left the accessibility tree.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Non-modal: a press outside closes it and lands where it was aimed. */
export const OutsidePressCloses: Story = {
  render: (args) => (
    <>
      <Popover {...args} />
      <Button variant="text">Elsewhere</Button>
    </>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Fees' }));
    await dialog();
    await userEvent.click(canvas.getByRole('button', { name: 'Elsewhere' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Content can close it, here with Done; the parent can also hold the open state. */
export const Controlled: Story = {
  render: function Render(args) {
    const [isOpen, setOpen] = useState(true);
    return (
      <Popover
        {...args}
        isOpen={isOpen}
        onOpenChange={(open) => {
          setOpen(open);
          args.onOpenChange?.(open);
        }}
      />
    );
  },
  play: async ({ args }) => {
    const panel = await dialog();
    await userEvent.click(within(panel).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledOnce();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** A disabled trigger cannot open it. */
export const Disabled: Story = {
  args: { trigger: <Button isDisabled>Fees</Button> },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Fees' });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger);
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/** Long content keeps a readable width and scrolls inside the panel. */
export const LongText: Story = {
  args: {
    label: 'Read before purchase',
    trigger: (
      <IconButton label="Filters">
        <SlidersHorizontal size={18} aria-hidden />
      </IconButton>
    ),
    children: () => (
      <p style={{ margin: 0 }}>
        {'Because of how Ordinal transactions work, a first-time NFT buyer’s wallet may start a small Dummy UTXO transaction; only the miner fee is paid. Wait for it to finish, then buy again. '.repeat(
          6,
        )}
      </p>
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    const panel = await dialog('Read before purchase');
    await expect(box(panel).width).toBeLessThanOrEqual(360);
    await expect(panel.scrollHeight).toBeGreaterThan(panel.clientHeight);
  },
};

/** In right-to-left pages `bottom-start` lines the panel up with the trigger's right edge. */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Fees' });
    await userEvent.click(trigger);
    const panel = await dialog();
    await expect(Math.round(box(panel).right)).toBe(Math.round(box(trigger).right));
  },
};
