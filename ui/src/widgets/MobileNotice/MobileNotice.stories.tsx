import { MobileNotice } from '@ordmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';

const message = 'Please access via PC for the full experience';

const meta = {
  title: 'UI/MobileNotice',
  component: MobileNotice,
  args: { isOpen: true, onClose: fn() },
  // The notice is for phones.
  globals: { viewport: { value: 'xs', isRotated: false } },
} satisfies Meta<typeof MobileNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The notice and its close button; closing reports once, for the app to record. */
export const Phone: Story = {
  play: async ({ args }) => {
    const dialog = screen.getByRole('dialog', { name: message });
    await expect(within(dialog).getByRole('heading', { name: message })).toBeVisible();
    const box = dialog.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(16);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth - 16);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** Escape closes it too. */
export const Escape: Story = {
  play: async ({ args }) => {
    await expect(screen.getByRole('dialog', { name: message })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** Not due, or already dismissed: nothing shows. */
export const NotDue: Story = {
  args: { isOpen: false },
  play: async () => {
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

export const Chinese: Story = {
  globals: { language: 'cn' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: '请使用电脑访问以获得完整体验' });
    await expect(within(dialog).getByRole('button', { name: '关闭' })).toBeVisible();
  },
};

/** Right-to-left: the close button takes the top left corner. */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async () => {
    const dialog = screen.getByRole('dialog', { name: message });
    const close = within(dialog).getByRole('button', { name: 'Close' }).getBoundingClientRect();
    await expect(close.left - dialog.getBoundingClientRect().left).toBeLessThan(24);
  },
};
