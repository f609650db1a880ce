import { AppShell, SettingsButton, settingsStore } from '@ordmarket/ui';
import { lazy, Suspense, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import { BlindBoxDrawers } from '../blindBox/BlindBoxDrawers';
import { useMarketFeed } from '../realtime/useMarketFeed';
import { firstScreenShown } from '../rendering/firstScreenShown';
import { LanguageSwitch } from './LanguageSwitch';
import { AppOverlays } from './overlays/AppOverlays';
import { useRates } from './rates/useRates';
import { HeaderSearch } from './search/HeaderSearch';
import { activeNavHref, useMarketplaceNav } from './useMarketplaceNav';
import { useHasBeenTrue } from '../common/useHasBeenTrue';
import { useSessionExpiry } from './useSessionExpiry';
import { WalletControl } from './wallet/WalletControl';
import { BrandMark, Wordmark } from './Wordmark';

// Its code (drawer, radio groups, tooltips) loads when the trader first opens it.
const SettingsDrawer = lazy(() => import('./SettingsDrawerModule'));

/**
 * The frame of every page: navigation in the chosen layout, the header's search and actions, the settings
 * drawer, and the app-wide work that outlives a screen (wallet, rates, market feed, overlays).
 */
export function MarketLayout() {
  const { themeLayout } = useSnapshot(settingsStore);
  const [isSettingsOpen, setSettingsOpen] = useState(false);
  const isSettingsNeeded = useHasBeenTrue(isSettingsOpen);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const items = useMarketplaceNav();
  useSessionExpiry();
  useRates();
  useMarketFeed(firstScreenShown);
  return (
    <AppShell
      layout={themeLayout}
      logo={<Wordmark />}
      logoMark={<BrandMark />}
      items={items}
      activeHref={activeNavHref(pathname, items)}
      onNavigate={(href) => void navigate(href)}
      headerCenter={<HeaderSearch />}
      headerEnd={
        <>
          <LanguageSwitch />
          <SettingsButton onPress={() => setSettingsOpen(true)} />
          <WalletControl />
          {isSettingsNeeded && (
            <Suspense fallback={null}>
              <SettingsDrawer isOpen={isSettingsOpen} onOpenChange={setSettingsOpen} />
            </Suspense>
          )}
        </>
      }
    >
      <Outlet />
      <AppOverlays />
      <BlindBoxDrawers />
    </AppShell>
  );
}
