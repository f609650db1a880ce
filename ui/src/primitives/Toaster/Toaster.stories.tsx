import { Button, createToaster, Dialog, Drawer, Toaster, type ToastKind, type Timer } from '@ordmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { handTimer } from '@ordmarket/ui/testing';

interface ToasterDemoProps {
  /** Toasts already showing when the story opens: kind, text and, for some, what to do. */
  initial: ReadonlyArray<readonly [ToastKind, string, string?]>;
  /** How long each toast stays, in ms (the spec's 3000 unless a story needs a still screenshot). */
  durationMs?: number;
  /** Counts each toast down; the wall clock unless a story runs it by hand. */
  timer?: Timer;
  /** Opens a dialog over the page, to show toasts stay above it. */
  withDialog?: boolean;
  /** Opens a drawer, to show toasts stand beside it. */
  withDrawer?: boolean;
}

const triggers: ReadonlyArray<readonly [ToastKind, string]> = [
  ['success', 'Listed successfully'],
  ['paySuccess', 'Payment success'],
  ['info', 'Copied!'],
  ['error', 'Insufficient balance'],
  ['error', 'dial tcp: i/o timeout'],
];

/** An app page with its own toast queue and buttons that raise toasts the way the app will. */
function ToasterDemo({ initial, durationMs, timer, withDialog = false, withDrawer = false }: ToasterDemoProps) {
  const [toaster] = useState(() => {
    const store = createToaster({ durationMs, timer });
    for (const [kind, text, hint] of initial) store.show(kind, text, hint);
    return store;
  });
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, padding: 24, maxWidth: 560 }}>
      {triggers.map(([kind, text]) => (
        <Button key={text} variant="outlined" color="neutral" size="small" onPress={() => toaster.show(kind, text)}>
          {`${kind}: ${text}`}
        </Button>
      ))}
      <Toaster toaster={toaster} />
      <Dialog isOpen={withDialog} onOpenChange={() => undefined} title="Buy Ordinal Punk #4,821">
        Confirm the purchase in your wallet.
      </Dialog>
      <Drawer isOpen={withDrawer} onOpenChange={() => undefined} title="Mint ordi">
        <p>Step 1 of 3: payment received</p>
      </Drawer>
    </div>
  );
}

// Stories that show toasts in their screenshots keep them for a minute, so the picture does not race the timer.
const still = 60_000;
const region = () => screen.getByRole('region', { name: 'Notifications' });
const toasts = () => [...region().querySelectorAll<HTMLElement>('[role="status"], [role="alert"]')];
const toastTexts = () => toasts().map((toast) => toast.textContent);
const centre = (element: Element): [number, number] => {
  const box = element.getBoundingClientRect();
  return [box.left + box.width / 2, box.top + box.height / 2];
};

const meta = {
  title: 'UI/Toaster',
  component: ToasterDemo,
  args: { initial: [], durationMs: still },
} satisfies Meta<typeof ToasterDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every kind, newest on top at the top right under the header; errors are alerts, the rest are polite status messages. */
export const Kinds: Story = {
  args: {
    initial: [
      ['info', 'Copied!'],
      ['error', 'Insufficient balance'],
      ['success', 'Listed successfully'],
      ['paySuccess', 'Payment success'],
    ],
  },
  play: async () => {
    await expect(toastTexts()).toEqual(['Payment success', 'Listed successfully', 'Insufficient balance', 'Copied!']);
    await expect(within(region()).getByRole('alert')).toHaveTextContent('Insufficient balance');
    await expect(within(region()).getAllByRole('status')).toHaveLength(3);
    const box = region().getBoundingClientRect();
    await expect(box.right).toBe(window.innerWidth - 24);
    // Under the 72 px header, whose end holds the wallet button.
    await expect(box.top).toBe(80);
  },
};

const stays = handTimer();

/** Each toast hides 3000 ms after it shows. */
export const HidesAfterThreeSeconds: Story = {
  tags: ['no-screenshot'],
  args: { durationMs: undefined, timer: stays.timer },
  beforeEach: stays.forget,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'info: Copied!' }));
    await expect(toastTexts()).toEqual(['Copied!']);
    await expect(stays.pending()).toEqual([3000]);
    stays.elapse();
    await waitFor(() => expect(toastTexts()).toEqual([]));
  },
};

/** At most five at once; the sixth waits for a place. */
export const AtMostFive: Story = {
  args: {
    initial: [
      ['info', 'Copied!'],
      ['success', 'Listed successfully'],
      ['success', 'Delisted successfully'],
      ['paySuccess', 'Payment success'],
      ['error', 'Insufficient balance'],
      ['error', 'Network Error'],
    ],
  },
  play: async () => {
    await expect(toastTexts()).toHaveLength(5);
    await expect(toastTexts()).not.toContain('Network Error');
    await userEvent.click(within(region()).getAllByRole('button', { name: 'Dismiss notification' })[0] ?? region());
    await expect(toastTexts()[0]).toBe('Network Error');
    await expect(toastTexts()).toHaveLength(5);
  },
};

/** The same message twice shows once; an error about a timeout does not show at all. */
export const NoDuplicatesNoTimeouts: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'error: Insufficient balance' }));
    await userEvent.click(canvas.getByRole('button', { name: 'error: Insufficient balance' }));
    await userEvent.click(canvas.getByRole('button', { name: 'error: dial tcp: i/o timeout' }));
    await expect(toastTexts()).toEqual(['Insufficient balance']);
  },
};

/** Each toast has its own close button. */
export const Dismiss: Story = {
  args: {
    initial: [
      ['info', 'Copied!'],
      ['paySuccess', 'Payment success'],
    ],
  },
  play: async () => {
    const [payment] = toasts();
    if (!payment) throw new Error('no toast');
    await expect(payment).toHaveTextContent('Payment success');
    await userEvent.click(within(payment).getByRole('button', { name: 'Dismiss notification' }));
    await expect(toastTexts()).toEqual(['Copied!']);
  },
};

/** Over an open dialog the toasts stay on top, readable by screen readers, and closing one keeps the dialog. */
export const AboveADialog: Story = {
  args: {
    withDialog: true,
    initial: [
      ['info', 'Copied!'],
      ['paySuccess', 'Payment success'],
    ],
  },
  play: async () => {
    const dialog = screen.getByRole('dialog', { name: 'Buy Ordinal Punk #4,821' });
    await expect(region().closest('[aria-hidden="true"], [inert]')).toBeNull();
    const [payment] = toasts();
    if (!payment) throw new Error('no toast');
    await expect(document.elementFromPoint(...centre(payment))?.closest('[role="status"]')).toBe(payment);
    await userEvent.click(within(payment).getByRole('button', { name: 'Dismiss notification' }));
    await expect(toastTexts()).toEqual(['Copied!']);
    await expect(dialog).toBeVisible();
  },
};

/** Beside an open drawer (a mint's progress on a wide screen) the toast stands clear of it, not over its first step. */
export const BesideADrawer: Story = {
  args: { withDrawer: true, initial: [['paySuccess', 'Payment success']] },
  globals: { viewport: { value: 'lg', isRotated: false } },
  play: async () => {
    const drawer = (await screen.findByRole('dialog', { name: 'Mint ordi' })).getBoundingClientRect();
    const [payment] = toasts();
    if (!payment) throw new Error('no toast');
    const toast = payment.getBoundingClientRect();
    await expect(toast.right).toBeLessThanOrEqual(drawer.left);
    await expect(screen.getByText('Step 1 of 3: payment received')).toBeVisible();
  },
};

/** Long server messages wrap inside the toast. */
export const LongText: Story = {
  args: {
    initial: [
      [
        'error',
        'Not enough fund to create dummy UTXOs. Please send more fund to your wallet’s address bc1pxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh',
      ],
    ],
  },
  play: async () => {
    const toast = within(region()).getByRole('alert');
    await expect(toast.scrollWidth).toBeLessThanOrEqual(toast.clientWidth);
    await expect(toast.getBoundingClientRect().height).toBeGreaterThan(60);
  },
};

/** An error says what to do next on a quieter line under what happened. */
export const WithWhatToDo: Story = {
  args: {
    initial: [
      [
        'error',
        'This listing is no longer for sale',
        'Refresh the page: it may have been sold or repriced. Nothing was spent.',
      ],
    ],
  },
  play: async () => {
    const toast = within(region()).getByRole('alert');
    await expect(toast).toHaveTextContent(
      'This listing is no longer for saleRefresh the page: it may have been sold or repriced. Nothing was spent.',
    );
    const [text, hint] = [...toast.querySelectorAll('p')];
    await expect(hint?.getBoundingClientRect().top).toBeGreaterThanOrEqual(text?.getBoundingClientRect().bottom ?? 0);
  },
};

/** On a phone the toasts span the screen, 16 px from each edge. */
export const Phone: Story = {
  globals: { viewport: { value: 'xs', isRotated: false } },
  args: { initial: [['paySuccess', 'Payment success']] },
  play: async () => {
    const box = region().getBoundingClientRect();
    await expect(box.left).toBe(16);
    await expect(box.right).toBe(window.innerWidth - 16);
  },
};

/** Right-to-left: the toasts sit at the top left. */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { initial: [['success', 'Listed successfully']] },
  play: async () => {
    await expect(region().getBoundingClientRect().left).toBe(24);
  },
};

export const Chinese: Story = {
  globals: { language: 'cn' },
  args: { initial: [['info', '已复制！']] },
  play: async () => {
    const stack = await screen.findByRole('region', { name: '通知' });
    await expect(within(stack).getByRole('button', { name: '关闭通知' })).toBeVisible();
  },
};
