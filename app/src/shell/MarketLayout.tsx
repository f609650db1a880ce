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
      <AppWideWork />
      <Outlet />
      <AppOverlays />
      <BlindBoxDrawers />
    </AppShell>
  );
}

/**
 * What the app does for as long as it runs (the session's expiry, the rates, the market feed), drawing nothing. Its
 * own component: the stores and reads these hooks follow change as the page is taken over (a read's answer put into
 * the cache, a session restored), and each change redraws the component holding them, at once and in one task, as
 * SWR and valtio redraw. Here that is nothing; in the layout it was the whole page (some 150 ms at 4x CPU).
 */
function AppWideWork() {
  useSessionExpiry();
  useRates();
  useMarketFeed(firstScreenShown);
  return null;
}
