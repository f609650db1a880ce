import { vars } from '@ordmarket/tokens';
import {
  AppShell,
  Button,
  Container,
  createToaster,
  Drawer,
  Grid,
  SettingsButton,
  SettingsDrawer,
  settingsStore,
  themeLayouts,
  Toaster,
} from '@ordmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { useSnapshot } from 'valtio';
import { BrandMark, useMarketplaceNav, Wordmark } from '../../../../stories/fixtures/shellFixtures';

function PageBody() {
  return (
    <Container>
      <Grid>
        {Array.from({ length: 12 }, (_, index) => (
          <div
            key={index}
            style={{ aspectRatio: '3 / 4', borderRadius: 12, background: vars.color.background.neutral }}
          />
        ))}
      </Grid>
    </Container>
  );
}

type ShellStoryProps = Pick<Parameters<typeof AppShell>[0], 'layout' | 'activeHref' | 'onNavigate'>;

function Shell({ layout, activeHref, onNavigate }: ShellStoryProps) {
  const navItems = useMarketplaceNav();
  return (
    <AppShell
      layout={layout}
      logo={<Wordmark />}
      logoMark={<BrandMark />}
      items={navItems}
      activeHref={activeHref}
      onNavigate={onNavigate}
      headerEnd={<SettingsButton onPress={fn()} />}
    >
      <PageBody />
    </AppShell>
  );
}

const meta = {
  title: 'UI/AppShell',
  component: Shell,
  args: { layout: 'vertical', activeHref: '/collections', onNavigate: fn() },
  argTypes: { layout: { control: 'inline-radio', options: themeLayouts } },
  // Side and horizontal navigation show from lg (1200 px) up.
  globals: { viewport: { value: 'lg', isRotated: false } },
} satisfies Meta<typeof Shell>;

export default meta;
type Story = StoryObj<typeof meta>;

const mainNav = () => screen.getAllByRole('navigation', { name: 'Main navigation' })[0];

/** A 280 px side navigation beside a 72 px header. */
export const Vertical: Story = {
  play: async ({ args }) => {
    const nav = mainNav();
    if (!nav) throw new Error('no main navigation');
    await expect(nav.parentElement?.getBoundingClientRect().width).toBe(280);
    await expect(screen.getByRole('banner').getBoundingClientRect().height).toBe(72);
    await expect(within(nav).getByRole('link', { name: 'Collections' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(nav).getByRole('link', { name: 'Marketplace' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/marketplace/nft');
  },
};

/** A 72 px navigation of icons with short labels, under the logo's mark (the name does not fit). */
export const Mini: Story = {
  args: { layout: 'mini' },
  play: async () => {
    const nav = mainNav();
    const side = nav?.parentElement;
    if (!nav || !side) throw new Error('no main navigation');
    await expect(side.getBoundingClientRect().width).toBe(72);
    await expect(within(nav).getAllByRole('link')).toHaveLength(4);
    // Nothing is cut at the navigation's edge: the full wordmark was, showing 'Ordmar'.
    await expect(side.scrollWidth).toBeLessThanOrEqual(side.clientWidth);
    await expect(within(side).getByRole('img', { name: 'Ordmarket' })).toBeVisible();
  },
};

/** The navigation as a bar under the header, the logo in the header. */
export const Horizontal: Story = {
  args: { layout: 'horizontal' },
  play: async () => {
    const nav = mainNav();
    const header = screen.getByRole('banner');
    await expect(nav?.getBoundingClientRect().top).toBe(header.getBoundingClientRect().bottom);
    await expect(within(header).getByText('Ordmarket')).toBeVisible();
  },
};

/** Below lg every layout folds the navigation into a sheet behind the menu button. */
export const Phone: Story = {
  globals: { viewport: { value: 'xs', isRotated: false } },
  play: async ({ args, canvas }) => {
    await expect(screen.queryByRole('navigation')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Open navigation' }));
    const sheet = await screen.findByRole('dialog', { name: 'Main navigation' });
    await userEvent.click(within(sheet).getByRole('link', { name: 'Wallet' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/wallet');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Right-to-left: the navigation moves to the right edge. */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async () => {
    const side = mainNav()?.parentElement;
    await expect(side?.getBoundingClientRect().right).toBe(window.innerWidth);
  },
};

function ShellWithSettings() {
  const { themeLayout } = useSnapshot(settingsStore);
  const navItems = useMarketplaceNav();
  const [isOpen, setOpen] = useState(false);
  return (
    <AppShell
      layout={themeLayout}
      logo={<Wordmark />}
      logoMark={<BrandMark />}
      items={navItems}
      activeHref="/"
      headerEnd={<SettingsButton onPress={() => setOpen(true)} />}
    >
      <PageBody />
      <SettingsDrawer isOpen={isOpen} onOpenChange={setOpen} />
    </AppShell>
  );
}

/** The layout follows the settings drawer's choice. */
export const LayoutFromSettings: Story = {
  render: () => <ShellWithSettings />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open settings' }));
    const drawer = await screen.findByRole('dialog', { name: 'Settings' });
    await userEvent.click(within(drawer).getByRole('radio', { name: 'Mini' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(mainNav()?.parentElement?.getBoundingClientRect().width).toBe(72));
  },
};

// Kept for a minute, so the screenshot does not race the toast's timer.
const stillToasts = createToaster({ durationMs: 60_000 });

function ShellWithToastAndDrawer() {
  const navItems = useMarketplaceNav();
  const [isOpen, setOpen] = useState(false);
  return (
    <AppShell
      layout="vertical"
      logo={<Wordmark />}
      logoMark={<BrandMark />}
      items={navItems}
      activeHref="/"
      headerEnd={<Button onPress={() => setOpen(true)}>Connect wallet</Button>}
    >
      <PageBody />
      <Drawer isOpen={isOpen} onOpenChange={setOpen} title="Mint Bitcoin Frogs">
        Choose a fee rate.
      </Drawer>
      <Toaster toaster={stillToasts} />
    </AppShell>
  );
}

const below = (upper: Element, lower: Element) =>
  expect(lower.getBoundingClientRect().top).toBeGreaterThanOrEqual(upper.getBoundingClientRect().bottom);

/** Toasts show under the header: the wallet button and an open drawer's title and close button stay reachable. */
export const ToastUnderHeader: Story = {
  render: () => <ShellWithToastAndDrawer />,
  play: async ({ canvas }) => {
    const wallet = canvas.getByRole('button', { name: 'Connect wallet' });
    await userEvent.click(wallet);
    const drawer = await screen.findByRole('dialog', { name: 'Mint Bitcoin Frogs' });
    stillToasts.show('error', 'Insufficient balance');
    const toast = await screen.findByRole('alert');
    await below(canvas.getByRole('banner'), toast);
    await below(within(drawer).getByRole('button', { name: 'Close' }), toast);
    await below(within(drawer).getByRole('heading', { name: 'Mint Bitcoin Frogs' }), toast);
  },
};
