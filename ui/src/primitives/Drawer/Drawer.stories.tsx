import { Button, Drawer } from '@ordmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { drawerBody } from '../../../../stories/fixtures/drawerBody';
import { MintButton, MintOrder, QualifiedToMint } from '../../../../stories/fixtures/drawerFixtures';

const drawer = () => screen.getByRole('dialog', { name: 'You are qualified to mint' });
// The sheet is the modal element around the dialog: the part that slides and follows the finger.
const sheetOf = (dialog: HTMLElement): HTMLElement => dialog.parentElement ?? dialog;
type TouchType = 'pointerdown' | 'pointermove' | 'pointerup';

/**
 * Sends one touch pointer event, as a finger on a phone would, stamped `atMs` into its gesture: the sheet
 * reads a release's speed from the events' own time stamps, so a story sets the pace instead of waiting.
 */
function touch(target: Element, type: TouchType, x: number, y: number, atMs: number): void {
  const event = new PointerEvent(type, {
    bubbles: true,
    cancelable: true,
    composed: true,
    pointerId: 7,
    pointerType: 'touch',
    isPrimary: true,
    button: type === 'pointermove' ? -1 : 0,
    buttons: type === 'pointerup' ? 0 : 1,
    clientX: x,
    clientY: y,
  });
  // React reads a zero stamp as missing, so a gesture's times count from 1 s.
  Object.defineProperty(event, 'timeStamp', { value: 1000 + atMs });
  target.dispatchEvent(event);
}

const meta = {
  title: 'UI/Drawer',
  component: Drawer,
  args: {
    isOpen: true,
    onOpenChange: fn(),
    title: 'You are qualified to mint',
    children: <QualifiedToMint />,
    footer: <MintButton />,
  },
  globals: { viewport: { value: 'lg', isRotated: false } },
  // The owner keeps the open flag, so a close really closes, and the page's button opens it again.
  render: function Render(args) {
    const [isOpen, setOpen] = useState(args.isOpen);
    return (
      <div style={{ padding: 24 }}>
        <Button onPress={() => setOpen(true)}>Open mint drawer</Button>
        <Drawer
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
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** From md up: a 399 px sheet at the inline end, full height, without the phone's handle. */
export const SideSheet: Story = {
  play: async () => {
    const sheet = sheetOf(drawer()).getBoundingClientRect();
    await expect(sheet.width).toBe(399);
    await expect(sheet.right).toBe(window.innerWidth);
    await expect(sheet.height).toBe(window.innerHeight);
    await expect(within(drawer()).getByRole('heading', { name: 'You are qualified to mint' })).toBeVisible();
    await expect(screen.queryByRole('button', { name: 'Close sheet' })).toBeNull();
    await expect(within(drawer()).getByRole('button', { name: 'MINT' })).toBeVisible();
  },
};

/** The close button, Escape and a press on the backdrop each close it; focus goes back to the page. */
export const Closing: Story = {
  tags: ['no-screenshot'],
  play: async ({ args, canvas, step }) => {
    const opener = canvas.getByRole('button', { name: 'Open mint drawer' });
    const closed = async (times: number) => {
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await expect(args.onOpenChange).toHaveBeenCalledTimes(times);
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    };
    await step('the close button', async () => {
      await userEvent.click(within(drawer()).getByRole('button', { name: 'Close' }));
      await closed(1);
    });
    await step('Escape', async () => {
      await userEvent.click(opener);
      await userEvent.keyboard('{Escape}');
      await closed(2);
      // Focus goes back once the closing drawer has unmounted, a moment after it left the accessibility tree.
      await waitFor(() => expect(opener).toHaveFocus());
    });
    await step('a press outside', async () => {
      await userEvent.click(opener);
      const backdrop = sheetOf(drawer()).parentElement;
      if (!backdrop) throw new Error('no backdrop');
      await userEvent.click(backdrop);
      await closed(3);
    });
  },
};

/** The width is a prop. */
export const CustomWidth: Story = {
  args: { width: 480 },
  play: async () => {
    await expect(sheetOf(drawer()).getBoundingClientRect().width).toBe(480);
    await expect(sheetOf(drawer()).getBoundingClientRect().right).toBe(window.innerWidth);
  },
};

/** A drawer that steps through views shows a back arrow before the title. */
export const WithBackButton: Story = {
  args: { title: 'Mint inscriptions', onBack: fn(), children: <MintOrder />, footer: <MintButton /> },
  play: async ({ args }) => {
    const dialog = screen.getByRole('dialog', { name: 'Mint inscriptions' });
    const back = within(dialog).getByRole('button', { name: 'Back' });
    await expect(back.getBoundingClientRect().left).toBeLessThan(
      within(dialog).getByRole('heading').getBoundingClientRect().left,
    );
    await userEvent.click(back);
    await expect(args.onBack).toHaveBeenCalledOnce();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** Long content scrolls inside the body while the header and footer stay put. */
export const LongContent: Story = {
  args: { title: 'Mint inscriptions', children: <MintOrder tiers={16} /> },
  play: async () => {
    const dialog = screen.getByRole('dialog', { name: 'Mint inscriptions' });
    const mint = within(dialog).getByRole('button', { name: 'MINT' });
    await expect(mint.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    const body = mint.parentElement?.previousElementSibling;
    if (!(body instanceof HTMLElement)) throw new Error('no drawer body');
    await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
  },
};

/** A drawer with two views: the long tier list, and one tier's detail reached from its bottom. */
function SteppingDrawer() {
  const [tier, setTier] = useState<string | null>(null);
  return (
    <Drawer
      isOpen
      onOpenChange={() => undefined}
      title={tier ?? 'Mint inscriptions'}
      onBack={tier === null ? undefined : () => setTier(null)}
      view={tier ?? 'tiers'}
    >
      {tier === null ? (
        <>
          <MintOrder tiers={16} />
          <Button onPress={() => setTier('Fastest #16')}>Fastest #16</Button>
        </>
      ) : (
        <MintOrder tiers={20} />
      )}
    </Drawer>
  );
}

/** A view opened from low in a long list starts at its top; Back returns to the list where it was left. */
export const SteppingThroughViews: Story = {
  render: () => <SteppingDrawer />,
  play: async () => {
    const list = screen.getByRole('dialog', { name: 'Mint inscriptions' });
    const listBody = drawerBody(list);
    listBody.scrollTop = listBody.scrollHeight;
    const leftAt = listBody.scrollTop;
    await expect(leftAt).toBeGreaterThan(0);
    await userEvent.click(within(list).getByRole('button', { name: 'Fastest #16' }));
    const detail = await screen.findByRole('dialog', { name: 'Fastest #16' });
    const detailBody = drawerBody(detail);
    await expect(detailBody.scrollHeight).toBeGreaterThan(detailBody.clientHeight);
    await expect(detailBody.scrollTop).toBe(0);
    detailBody.scrollTop = 120;
    await userEvent.click(within(detail).getByRole('button', { name: 'Back' }));
    const again = await screen.findByRole('dialog', { name: 'Mint inscriptions' });
    await expect(drawerBody(again).scrollTop).toBe(leftAt);
    await expect(within(again).getByRole('button', { name: 'Fastest #16' })).toBeVisible();
  },
};

/** Below md: a bottom sheet across the screen, as tall as its content, with a handle on top. */
export const BottomSheet: Story = {
  globals: { viewport: { value: 'xs', isRotated: false } },
  play: async () => {
    const sheet = sheetOf(drawer()).getBoundingClientRect();
    await expect(sheet.width).toBe(window.innerWidth);
    await expect(sheet.bottom).toBe(window.innerHeight);
    await expect(sheet.height).toBeLessThan(window.innerHeight);
    const handle = screen.getByRole('button', { name: 'Close sheet' });
    await expect(handle).toBeVisible();
    await expect(handle.getBoundingClientRect().top - sheet.top).toBeLessThan(20);
  },
};

/** The handle is a button: Enter (or Space) on it closes the sheet. */
export const HandleByKeyboard: Story = {
  tags: ['no-screenshot'],
  globals: { viewport: { value: 'xs', isRotated: false } },
  play: async ({ args }) => {
    const handle = screen.getByRole('button', { name: 'Close sheet' });
    handle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** A quick flick down on the handle closes the bottom sheet. */
export const SwipeDownToClose: Story = {
  tags: ['no-screenshot'],
  globals: { viewport: { value: 'xs', isRotated: false } },
  play: async ({ args }) => {
    const handle = screen.getByRole('button', { name: 'Close sheet' });
    const { left, width, top } = handle.getBoundingClientRect();
    const x = left + width / 2;
    touch(handle, 'pointerdown', x, top + 10, 0);
    touch(handle, 'pointermove', x, top + 60, 16);
    touch(handle, 'pointermove', x, top + 160, 32);
    await expect(sheetOf(drawer()).style.transform).toBe('translateY(150px)');
    touch(handle, 'pointerup', x, top + 160, 40);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/**
 * A slow drag snaps back unless it passes 52% of the sheet's height; a press deeper in the sheet never
 * starts a drag.
 */
export const SlowSwipe: Story = {
  tags: ['no-screenshot'],
  globals: { viewport: { value: 'xs', isRotated: false } },
  play: async ({ args, step }) => {
    const handle = screen.getByRole('button', { name: 'Close sheet' });
    const sheet = sheetOf(drawer());
    const { height } = sheet.getBoundingClientRect();
    const { left, width, top } = handle.getBoundingClientRect();
    const x = left + width / 2;
    const y = top + 10;

    await step('a short slow drag snaps back', async () => {
      touch(handle, 'pointerdown', x, y, 0);
      touch(handle, 'pointermove', x, y + 40, 16);
      touch(handle, 'pointermove', x, y + 0.4 * height, 166);
      touch(handle, 'pointerup', x, y + 0.4 * height, 316);
      await expect(args.onOpenChange).not.toHaveBeenCalled();
      await expect(sheet.style.transform).toBe('');
    });

    await step('a drag from the middle of the sheet does nothing', async () => {
      const title = within(drawer()).getByText('Bitcoin Frogs');
      const from = title.getBoundingClientRect();
      touch(title, 'pointerdown', from.left + 4, from.top + 4, 0);
      touch(title, 'pointermove', from.left + 4, from.top + 300, 16);
      await expect(sheet.style.transform).toBe('');
      touch(title, 'pointerup', from.left + 4, from.top + 300, 32);
      await expect(args.onOpenChange).not.toHaveBeenCalled();
    });

    await step('a slow drag past 52% closes', async () => {
      touch(handle, 'pointerdown', x, y, 0);
      touch(handle, 'pointermove', x, y + 40, 16);
      touch(handle, 'pointermove', x, y + 0.6 * height, 166);
      touch(handle, 'pointerup', x, y + 0.6 * height, 316);
      await expect(args.onOpenChange).toHaveBeenCalledWith(false);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });
  },
};

/** The side sheet swipes away sideways from its leading edge. */
export const SwipeSideSheet: Story = {
  tags: ['no-screenshot'],
  play: async ({ args }) => {
    const sheet = sheetOf(drawer());
    const { left, top } = sheet.getBoundingClientRect();
    const y = top + 300;
    touch(sheet, 'pointerdown', left + 8, y, 0);
    touch(sheet, 'pointermove', left + 60, y, 16);
    touch(sheet, 'pointermove', left + 120, y, 32);
    await expect(sheet.style.transform).toBe('translateX(112px)');
    touch(sheet, 'pointerup', left + 120, y, 40);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Right-to-left: the side sheet sits on the left and the back arrow points right. */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { title: 'Mint inscriptions', onBack: fn(), children: <MintOrder /> },
  play: async () => {
    const dialog = screen.getByRole('dialog', { name: 'Mint inscriptions' });
    await expect(sheetOf(dialog).getBoundingClientRect().left).toBe(0);
    const back = within(dialog).getByRole('button', { name: 'Back' });
    await expect(back.getBoundingClientRect().left).toBeGreaterThan(
      within(dialog).getByRole('heading').getBoundingClientRect().left,
    );
  },
};

/** Right-to-left, the side sheet swipes away to the left from its right edge. */
export const SwipeSideSheetRightToLeft: Story = {
  tags: ['no-screenshot'],
  globals: { direction: 'rtl' },
  play: async ({ args }) => {
    const sheet = sheetOf(drawer());
    const { right, top } = sheet.getBoundingClientRect();
    const y = top + 300;
    touch(sheet, 'pointerdown', right - 8, y, 0);
    touch(sheet, 'pointermove', right - 100, y, 16);
    await expect(sheet.style.transform).toBe('translateX(-92px)');
    touch(sheet, 'pointerup', right - 100, y, 24);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
