import { settingsStore, SettingsButton, SettingsDrawer } from '@ordmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

const root = document.documentElement;
const cssVar = (name: string): string => getComputedStyle(root).getPropertyValue(name).trim();
const drawer = () => screen.getByRole('dialog', { name: 'Settings' });
const resetButton = () => screen.getByRole('button', { name: 'Reset to defaults' });
const expectResetDot = async (shown: boolean) =>
  waitFor(() =>
    shown
      ? expect(resetButton()).toHaveAccessibleDescription('Settings differ from the defaults')
      : expect(resetButton()).not.toHaveAccessibleDescription(),
  );

const meta = {
  title: 'UI/SettingsDrawer',
  component: SettingsDrawer,
  args: { isOpen: true, onOpenChange: fn() },
} satisfies Meta<typeof SettingsDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Everything at its default: no reset dot. */
export const Defaults: Story = {
  play: async () => {
    const panel = drawer();
    await expect(within(panel).getByRole('heading', { name: 'Settings' })).toBeVisible();
    await expect(panel.getBoundingClientRect().width).toBe(260);
    for (const section of ['Mode', 'Contrast', 'Direction', 'Layout', 'Presets']) {
      await expect(within(panel).getByRole('radiogroup', { name: section })).toBeVisible();
    }
    await expect(
      within(panel).getByRole('switch', { name: 'Stretch the page to the full screen width' }),
    ).not.toBeChecked();
    await expect(within(panel).getByRole('button', { name: 'Fullscreen' })).toBeVisible();
    await expect(screen.queryByTestId('settings-reset-dot')).toBeNull();
    await expectResetDot(false);
  },
};

/** Something differs from the defaults: the reset button carries a dot, and reset clears it. */
export const Customized: Story = {
  globals: { mode: 'light', preset: 'purple' },
  play: async ({ step }) => {
    await step('the dot shows', async () => {
      await expect(screen.getByTestId('settings-reset-dot')).toBeVisible();
      await expectResetDot(true);
    });
    await step('reset restores the defaults and hides the dot', async () => {
      await userEvent.click(resetButton());
      await expectResetDot(false);
      await expect(root).toHaveAttribute('data-mode', 'dark');
      await expect(root).toHaveAttribute('data-preset', 'default');
    });
  },
};

export const Mode: Story = {
  play: async () => {
    const background = cssVar('--om-color-background-default');
    await userEvent.click(within(drawer()).getByRole('radio', { name: 'Light' }));
    await expect(root).toHaveAttribute('data-mode', 'light');
    await expect(cssVar('--om-color-background-default')).not.toBe(background);
    await expectResetDot(true);
  },
};

export const Contrast: Story = {
  play: async () => {
    const secondary = cssVar('--om-color-text-secondary');
    await userEvent.click(within(drawer()).getByRole('radio', { name: 'Bold' }));
    await expect(root).toHaveAttribute('data-contrast', 'bold');
    await expect(cssVar('--om-color-text-secondary')).not.toBe(secondary);
    await expectResetDot(true);
  },
};

export const Direction: Story = {
  play: async () => {
    await userEvent.click(within(drawer()).getByRole('radio', { name: 'Right to left' }));
    await expect(root).toHaveAttribute('dir', 'rtl');
    // The drawer keeps to the inline end: the left edge in a right-to-left page.
    await waitFor(() => expect(drawer().getBoundingClientRect().left).toBe(0));
    await expectResetDot(true);
  },
};

export const Layout: Story = {
  play: async () => {
    const panel = within(drawer());
    await expect(panel.getByRole('radio', { name: 'Vertical' })).toBeChecked();
    await userEvent.click(panel.getByRole('radio', { name: 'Mini' }));
    await expect(settingsStore.themeLayout).toBe('mini');
    await expect(root).toHaveAttribute('data-layout', 'mini');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(settingsStore.themeLayout).toBe('horizontal');
    await expectResetDot(true);
  },
};

export const Stretch: Story = {
  play: async ({ step }) => {
    const panel = within(drawer());
    await step('the switch turns stretch on', async () => {
      await userEvent.click(panel.getByRole('switch', { name: 'Stretch the page to the full screen width' }));
      await expect(root).toHaveAttribute('data-stretch', 'true');
      await expectResetDot(true);
    });
    await step('the tooltip explains when stretch shows, on hover and on keyboard focus', async () => {
      const info = panel.getByRole('button', { name: 'About stretch' });
      await userEvent.hover(info);
      await expect(await screen.findByRole('tooltip')).toHaveTextContent(
        'Only available at large resolutions > 1600px',
      );
      await userEvent.unhover(info);
      await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
      await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
      await expect(info).toHaveFocus();
      await expect(await screen.findByRole('tooltip')).toBeVisible();
    });
  },
};

export const Presets: Story = {
  play: async () => {
    const panel = within(drawer());
    const presets = within(panel.getByRole('radiogroup', { name: 'Presets' })).getAllByRole('radio');
    await expect(presets.map((preset) => preset.getAttribute('aria-label'))).toEqual([
      'Default',
      'Cyan',
      'Purple',
      'Blue',
      'Orange',
      'Red',
      'Green',
    ]);
    const primary = cssVar('--om-color-primary-main');
    await userEvent.click(panel.getByRole('radio', { name: 'Cyan' }));
    await expect(root).toHaveAttribute('data-preset', 'cyan');
    await expect(cssVar('--om-color-primary-main')).not.toBe(primary);
    await expectResetDot(true);
  },
};

/**
 * The fullscreen toggle names what it will do next, and is disabled where the browser or an embedding
 * frame forbids fullscreen. Going fullscreen needs a real user gesture, so the journey suite clicks it
 * for real on the built Storybook (tests/journeys/settingsDrawer.test.ts).
 */
export const Fullscreen: Story = {
  play: async () => {
    const toggle = within(drawer()).getByRole('button', { name: 'Fullscreen' });
    if (document.fullscreenEnabled) await expect(toggle).toBeEnabled();
    else await expect(toggle).toBeDisabled();
  },
};

/** Labels come from the locale files; the choice of language is remembered. */
export const Chinese: Story = {
  globals: { language: 'cn' },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: '设置' })).toBeVisible();
    await expect(screen.getByRole('button', { name: '全屏' })).toBeVisible();
    // The language choice is kept under the spec's storage key.
    await expect(localStorage.getItem('i18nextLng')).toBe('cn');
  },
};

/** Opened from the header's gear button; Escape closes it and focus returns to the button. */
export const FromHeaderButton: Story = {
  args: { isOpen: false },
  render: function Render(args) {
    const [isOpen, setOpen] = useState(args.isOpen);
    return (
      <div style={{ padding: 16 }}>
        <SettingsButton onPress={() => setOpen(true)} />
        <SettingsDrawer
          isOpen={isOpen}
          onOpenChange={(open) => {
            setOpen(open);
            args.onOpenChange(open);
          }}
        />
      </div>
    );
  },
  play: async ({ args, canvas }) => {
    const gear = canvas.getByRole('button', { name: 'Open settings' });
    await userEvent.click(gear);
    await expect(await screen.findByRole('dialog', { name: 'Settings' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    // Focus goes back once the closing drawer has unmounted, a moment after it left the accessibility tree.
    await waitFor(() => expect(gear).toHaveFocus());
  },
};
