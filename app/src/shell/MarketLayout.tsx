import { AppShell, SettingsButton, SettingsDrawer, settingsStore } from '@ordmarket/ui';
import { useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import { LanguageSwitch } from './LanguageSwitch';
import { activeNavHref, useMarketplaceNav } from './useMarketplaceNav';
import { useSessionExpiry } from './useSessionExpiry';
import { Wordmark } from './Wordmark';

/** The frame of every page: navigation in the chosen layout, the header's search and actions, the settings drawer. */
export function MarketLayout() {
  const { themeLayout } = useSnapshot(settingsStore);
  const [isSettingsOpen, setSettingsOpen] = useState(false);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const items = useMarketplaceNav();
  useSessionExpiry();
  return (
    <AppShell
      layout={themeLayout}
      logo={<Wordmark />}
      items={items}
      activeHref={activeNavHref(pathname, items)}
      onNavigate={(href) => void navigate(href)}
      headerEnd={
        <>
          <LanguageSwitch />
          <SettingsButton onPress={() => setSettingsOpen(true)} />
          <SettingsDrawer isOpen={isSettingsOpen} onOpenChange={setSettingsOpen} />
        </>
      }
    >
      <Outlet />
    </AppShell>
  );
}
