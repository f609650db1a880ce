import { Button, Dialog } from '@ordmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

const dialog = () => screen.getByRole('dialog', { name: 'Delist inscription' });
const panelOf = (element: HTMLElement): HTMLElement => element.parentElement ?? element;

const meta = {
  title: 'UI/Dialog',
  component: Dialog,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    title: 'Delist inscription',
    children: 'Ordinal Punk #4,821 will leave the marketplace. You can list it again at any time.',
  },
  // The owner keeps the open flag, so a close really closes, and the page's button opens it again.
  render: function Render(args) {
    const [isOpen, setOpen] = useState(args.isOpen);
    return (
      <div style={{ padding: 24 }}>
        <Button onPress={() => setOpen(true)}>Open dialog</Button>
        <Dialog
          {...args}
          isOpen={isOpen}
          onOpenChange={(open) => {
            setOpen(open);
            args.onOpenChange(open);
          }}
        />
      </div>
    );
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const delistActions = (onDelist: () => void) => (
  <>
    <Button variant="outlined" color="neutral">
      Keep listed
    </Button>
    <Button color="error" onPress={onDelist}>
      Delist
    </Button>
  </>
);

/** Title, message and actions; the message is the dialog's description. Medium is 480 px wide. */
export const Default: Story = {
  args: { actions: delistActions(fn()) },
  play: async () => {
    const box = dialog();
    await expect(box).toHaveAccessibleDescription(
      'Ordinal Punk #4,821 will leave the marketplace. You can list it again at any time.',
    );
    await expect(within(box).getByRole('heading', { name: 'Delist inscription' })).toBeVisible();
    await expect(panelOf(box).getBoundingClientRect().width).toBe(480);
    const [keep, delist] = within(box).getAllByRole('button').slice(-2);
    await expect(keep).toHaveTextContent('Keep listed');
    await expect(delist).toHaveTextContent('Delist');
  },
};

/** The close button, Escape and a press outside each close it, and focus goes back to the page. */
export const Closing: Story = {
  tags: ['no-screenshot'],
  play: async ({ args, canvas, step }) => {
    const opener = canvas.getByRole('button', { name: 'Open dialog' });
    const closed = async (times: number) => {
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await expect(args.onOpenChange).toHaveBeenCalledTimes(times);
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    };
    await step('the close button', async () => {
      await userEvent.click(within(dialog()).getByRole('button', { name: 'Close' }));
      await closed(1);
    });
    await step('Escape', async () => {
      await userEvent.click(opener);
      await userEvent.keyboard('{Escape}');
      await closed(2);
      // Focus goes back once the closing dialog has unmounted, a moment after it left the accessibility tree.
      await waitFor(() => expect(opener).toHaveFocus());
    });
    await step('a press outside', async () => {
      await userEvent.click(opener);
      const backdrop = panelOf(dialog()).parentElement;
      if (!backdrop) throw new Error('no backdrop');
      await userEvent.click(backdrop);
      await closed(3);
    });
  },
};

/** Not dismissable: Escape and a press outside leave it open; only its own buttons close it. */
export const NotDismissable: Story = {
  args: { isDismissable: false, hasCloseButton: false, actions: delistActions(fn()) },
  play: async ({ args }) => {
    await expect(within(dialog()).queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    const backdrop = panelOf(dialog()).parentElement;
    if (!backdrop) throw new Error('no backdrop');
    await userEvent.click(backdrop);
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(dialog()).toBeVisible();
  },
};

/** Small is 400 px; the actions stay pressable. */
export const Small: Story = {
  args: { size: 'small', actions: delistActions(fn()) },
  play: async () => {
    await expect(panelOf(dialog()).getBoundingClientRect().width).toBe(400);
  },
};

/** Large is 640 px. */
export const Large: Story = {
  args: { size: 'large', actions: delistActions(fn()) },
  play: async () => {
    await expect(panelOf(dialog()).getBoundingClientRect().width).toBe(640);
  },
};

/** On a phone the dialog keeps 16 px from each edge. */
export const Phone: Story = {
  globals: { viewport: { value: 'xs', isRotated: false } },
  args: { actions: delistActions(fn()) },
  play: async () => {
    const panel = panelOf(dialog()).getBoundingClientRect();
    await expect(panel.left).toBe(16);
    await expect(panel.right).toBe(window.innerWidth - 16);
  },
};

/** Long words wrap and a long message scrolls inside the dialog, never past the screen. */
export const LongText: Story = {
  globals: { viewport: { value: 'xs', isRotated: false } },
  args: {
    title: 'Delist inscription 6fb976ab49dcec017f1e201e84395983204ae1a7c2abf7ced0a85d692e442799i0',
    children: Array.from({ length: 14 }, (_, index) => (
      <p key={index}>
        Listing {index + 1}: the signed PSBT for this inscription is withdrawn and the output becomes spendable again in
        your wallet.
      </p>
    )),
    actions: delistActions(fn()),
  },
  play: async () => {
    const box = screen.getByRole('dialog');
    const panel = panelOf(box).getBoundingClientRect();
    await expect(panel.bottom).toBeLessThanOrEqual(window.innerHeight - 16);
    await expect(box.scrollHeight).toBeGreaterThan(box.clientHeight);
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
  },
};

/** Right-to-left: the close button moves to the top left corner. */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { actions: delistActions(fn()) },
  play: async () => {
    const box = dialog();
    const close = within(box).getByRole('button', { name: 'Close' }).getBoundingClientRect();
    const heading = within(box).getByRole('heading').getBoundingClientRect();
    await expect(close.right).toBeLessThan(heading.right);
    await expect(close.left - panelOf(box).getBoundingClientRect().left).toBe(12);
  },
};
