import { ShareMenu } from '@ordmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';

const post = {
  text: 'Ordinal Punk #4,821 is listed for 0.01200000 BTC ($805.48) on Ordmarket #Ordinals #Bitcoin',
  url: 'https://ordmarket.io/assets/6fb976ab49dcec017f1e201e84395983204ae1a7c2abf7ced0a85d692e442799i0',
};

// The menu is named by its trigger. Its list loads when the trigger is first reached: wait for it.
const menu = () => screen.findByRole('menu', { name: 'Share' });

const meta = {
  title: 'UI/ShareMenu',
  component: ShareMenu,
  args: { ...post, onCopied: fn(), onCopyFailed: fn() },
  // No real tabs or clipboard in tests: window.open and the clipboard are fakes each story can inspect.
  beforeEach: () => {
    const open = spyOn(window, 'open').mockReturnValue(null);
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => {
      open.mockRestore();
      writeText.mockRestore();
    };
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 24, display: 'flex', justifyContent: 'center' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ShareMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The menu lists the networks and Copy link. */
export const Open: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Share' }));
    const items = within(await menu()).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual(['X (Twitter)', 'Telegram', 'Facebook', 'Copy link']);
  },
};

/** A network opens its post page in a new tab that cannot reach back to this one. */
export const ShareToX: Story = {
  play: async ({ canvas }) => {
    const open = spyOn(window, 'open');
    await userEvent.click(canvas.getByRole('button', { name: 'Share' }));
    await userEvent.click(within(await menu()).getByRole('menuitem', { name: 'X (Twitter)' }));
    await expect(open).toHaveBeenCalledOnce();
    const [address, target, features] = open.mock.calls[0] ?? [];
    await expect(target).toBe('_blank');
    await expect(features).toBe('noopener,noreferrer');
    const intent = new URL(String(address));
    await expect(intent.origin + intent.pathname).toBe('https://x.com/intent/tweet');
    await expect(intent.searchParams.get('text')).toBe(post.text);
    await expect(intent.searchParams.get('url')).toBe(post.url);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};

/** Keyboard: arrows move through the networks, Enter shares. */
export const ShareToTelegramByKeyboard: Story = {
  play: async ({ canvas }) => {
    const open = spyOn(window, 'open');
    canvas.getByRole('button', { name: 'Share' }).focus();
    await userEvent.keyboard('{Enter}');
    const list = await menu();
    await waitFor(() => expect(within(list).getByRole('menuitem', { name: 'X (Twitter)' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(open).toHaveBeenCalledWith(
      `https://t.me/share/url?url=${encodeURIComponent(post.url)}&text=${encodeURIComponent(post.text)}`,
      '_blank',
      'noopener,noreferrer',
    );
  },
};

/** Copy link writes the link and raises onCopied; nothing opens. */
export const CopyLink: Story = {
  play: async ({ args, canvas }) => {
    const writeText = spyOn(navigator.clipboard, 'writeText');
    await userEvent.click(canvas.getByRole('button', { name: 'Share' }));
    await userEvent.click(within(await menu()).getByRole('menuitem', { name: 'Copy link' }));
    await waitFor(() => expect(args.onCopied).toHaveBeenCalledOnce());
    await expect(writeText).toHaveBeenCalledWith(post.url);
    await expect(spyOn(window, 'open')).not.toHaveBeenCalled();
  },
};

/** A round icon trigger for card corners, named for screen readers. */
export const IconOnly: Story = {
  args: { isIconOnly: true, label: 'Share Ordinal Punk #4,821' },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Share Ordinal Punk #4,821' });
    await expect(trigger.textContent).toBe('');
    await userEvent.click(trigger);
    await expect(await screen.findByRole('menu', { name: 'Share Ordinal Punk #4,821' })).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Share' });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger);
    await expect(screen.queryByRole('menu')).toBeNull();
  },
};

export const Chinese: Story = {
  globals: { language: 'cn' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '分享' }));
    const list = await screen.findByRole('menu', { name: '分享' });
    await expect(within(list).getByRole('menuitem', { name: '复制链接' })).toBeVisible();
  },
};

/** In a right-to-left page the menu opens under the trigger, aligned to its inline end (the left). */
export const RightToLeft: Story = {
  globals: { direction: 'rtl', viewport: { value: 'sm', isRotated: false } },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Share' });
    await userEvent.click(trigger);
    const list = await menu();
    const start = trigger.getBoundingClientRect().left;
    const panel = () => list.closest('[data-placement]')?.getBoundingClientRect().left ?? Number.NaN;
    await waitFor(() => expect(Math.abs(panel() - start)).toBeLessThan(1));
  },
};
