import { AppShell, SettingsDrawer, settingsStore } from '@ordmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { BrandMark, useMarketplaceNav, Wordmark } from '../fixtures/shellFixtures';

function ThemedPage() {
  return (
    <AppShell layout="vertical" logo={<Wordmark />} logoMark={<BrandMark />} items={useMarketplaceNav()} activeHref="/">
      <SettingsDrawer isOpen onOpenChange={() => undefined} />
    </AppShell>
  );
}

const meta = { title: 'Theme/Switching', component: ThemedPage } satisfies Meta<typeof ThemedPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every class name on the page, and how many rules styled-components has written. */
function styleFootprint() {
  const classes = new Set([...document.querySelectorAll('*')].flatMap((element) => [...element.classList]));
  const styledRules = [...document.querySelectorAll<HTMLStyleElement>('style[data-styled]')].reduce(
    (count, style) => count + (style.sheet?.cssRules.length ?? 0),
    0,
  );
  return { classes: [...classes].sort(), styledRules };
}

const nextFrame = (): Promise<void> => new Promise((resolve) => requestAnimationFrame(() => resolve()));

const cssVar = (name: string): string => getComputedStyle(document.documentElement).getPropertyValue(name).trim();

/**
 * Switching preset and mode only changes which CSS variable values apply: the page keeps the same class
 * names and styled-components writes no new rules.
 */
export const PresetAndModeChangeVariablesOnly: Story = {
  play: async () => {
    // Leave the defaults first, so the reset dot (an element of its own) is already on the page.
    settingsStore.themeContrast = 'bold';
    await nextFrame();
    const before = styleFootprint();
    const primary = cssVar('--om-color-primary-main');
    const paper = cssVar('--om-color-background-paper');
    const drawer = within(screen.getByRole('dialog', { name: 'Settings' }));
    await userEvent.click(drawer.getByRole('radio', { name: 'Orange' }));
    await userEvent.click(drawer.getByRole('radio', { name: 'Light' }));
    await nextFrame();
    await expect(cssVar('--om-color-primary-main')).not.toBe(primary);
    await expect(cssVar('--om-color-background-paper')).not.toBe(paper);
    await expect(styleFootprint()).toEqual(before);
  },
};
