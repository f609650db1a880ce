import { Button, IconButton, Menu, type MenuAction } from '@ordmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChevronDown, Copy, EllipsisVertical, ExternalLink, Share2, Tag, Trash2 } from 'lucide-react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

const listingActions: Array<MenuAction<'edit-price' | 'share' | 'copy-id' | 'explorer' | 'delist'>> = [
  { id: 'edit-price', label: 'Edit price', icon: <Tag aria-hidden /> },
  { id: 'share', label: 'Share', icon: <Share2 aria-hidden /> },
  { id: 'copy-id', label: 'Copy inscription ID', icon: <Copy aria-hidden /> },
  { id: 'explorer', label: 'View on explorer', icon: <ExternalLink aria-hidden />, isDisabled: true },
  { id: 'delist', label: 'Delist', icon: <Trash2 aria-hidden />, isDestructive: true },
];

const menu = (name = 'More actions') => screen.findByRole('menu', { name });

const meta = {
  title: 'UI/Menu',
  component: Menu,
  args: {
    trigger: (
      <IconButton label="More actions">
        <EllipsisVertical size={20} aria-hidden />
      </IconButton>
    ),
    actions: listingActions,
    onAction: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, minHeight: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened with a press: every action shows, the unavailable one disabled, delist in the error colour. */
export const Open: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'More actions' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'true');
    await userEvent.click(trigger);
    const list = await menu();
    const items = within(list).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Edit price',
      'Share',
      'Copy inscription ID',
      'View on explorer',
      'Delist',
    ]);
    await expect(items[3]).toHaveAttribute('aria-disabled', 'true');
    await expect(getComputedStyle(items[4] ?? list).color).not.toBe(getComputedStyle(items[0] ?? list).color);
    await expect(list.getBoundingClientRect().top).toBeGreaterThanOrEqual(trigger.getBoundingClientRect().bottom);
  },
};

/** A press on an action reports its id and closes the menu. */
export const RunsAnAction: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'More actions' }));
    await userEvent.click(within(await menu()).getByRole('menuitem', { name: 'Share' }));
    await expect(args.onAction).toHaveBeenCalledOnce();
    await expect(args.onAction).toHaveBeenCalledWith('share');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};

/** Keyboard: arrows skip the disabled action, Enter runs one, Escape closes and focus returns to the button. */
export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'More actions' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const list = await menu();
    await waitFor(() => expect(within(list).getByRole('menuitem', { name: 'Edit price' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(within(list).getByRole('menuitem', { name: 'Delist' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledOnce();
    await expect(args.onAction).toHaveBeenCalledWith('delist');
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await menu();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** A disabled action does nothing when pressed. */
export const DisabledAction: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'More actions' }));
    const disabled = within(await menu()).getByRole('menuitem', { name: 'View on explorer' });
    await userEvent.click(disabled, { pointerEventsCheck: 0 });
    await expect(args.onAction).not.toHaveBeenCalled();
    await expect(screen.getByRole('menu')).toBeVisible();
  },
};

/** A text button trigger and long action labels, which keep a readable width and wrap. */
export const LongText: Story = {
  args: {
    trigger: (
      <Button variant="outlined" endIcon={<ChevronDown size={18} />}>
        Bulk actions
      </Button>
    ),
    actions: [
      { id: 'sweep', label: 'Sweep the 9 cheapest listed inscriptions of this collection into the cart' },
      { id: 'delist-all', label: 'Delist every inscription I have listed in this collection', isDestructive: true },
    ],
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Bulk actions' }));
    const list = await menu('Bulk actions');
    await expect(list.parentElement?.getBoundingClientRect().width).toBeLessThanOrEqual(360);
    const sweep = within(list).getByRole('menuitem', { name: /^Sweep the 9 cheapest/ });
    await expect(sweep.getBoundingClientRect().height).toBeGreaterThan(36);
  },
};

/** Right to left: the menu lines up with the button's right edge. */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'More actions' });
    await userEvent.click(trigger);
    const panel = (await menu()).parentElement;
    if (!panel) throw new Error('menu panel missing');
    await expect(Math.round(panel.getBoundingClientRect().right)).toBe(
      Math.round(trigger.getBoundingClientRect().right),
    );
  },
};
