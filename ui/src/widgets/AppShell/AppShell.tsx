import { mediaDown, mediaUp, vars } from '@ordmarket/tokens';
import { Menu } from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { commonStrings } from '../../intl/areas/common';
import { useKitStrings } from '../../intl/useKitStrings';
import type { ThemeLayout } from '../../settings/settingsStore';
import { IconButton } from '../../primitives/IconButton/IconButton';
import { Header } from './Header';
import type { NavLinksProps } from './NavList';
import { NavHorizontal, NavMini, NavVertical } from './Navs';

// A sheet with its focus trap and scroll lock: fetched when first opened, kept mounted after for its exit.
const MobileNav = lazy(() => import('./MobileNav').then(({ MobileNav }) => ({ default: MobileNav })));

export interface AppShellProps extends NavLinksProps {
  layout: ThemeLayout;
  logo: ReactNode;
  /** The logo's compact form, such as its mark alone: the mini navigation is 72 px wide. */
  logoMark: ReactNode;
  /** Header middle, such as the search field. */
  headerCenter?: ReactNode;
  /** Header actions, such as language, settings and wallet. */
  headerEnd?: ReactNode;
  children: ReactNode;
}

/**
 * The page frame in the chosen layout: side navigation (vertical or mini) or a bar under the header
 * (horizontal) from lg up; below lg, a menu button opens the navigation as a sheet in every layout.
 */
export function AppShell({ layout, logo, logoMark, headerCenter, headerEnd, children, ...links }: AppShellProps) {
  const { t } = useKitStrings(commonStrings);
  const [isMobileNavOpen, setMobileNavOpen] = useState(false);
  const [hasMobileNavOpened, setMobileNavOpened] = useState(false);
  const openMobileNav = () => {
    setMobileNavOpened(true);
    setMobileNavOpen(true);
  };
  return (
    <Frame data-layout={layout}>
      {layout !== 'horizontal' && (
        <Wide>
          {layout === 'vertical' ? <NavVertical logo={logo} {...links} /> : <NavMini logo={logoMark} {...links} />}
        </Wide>
      )}
      <Column>
        <Header
          start={
            <>
              <Narrow>
                <IconButton label={t('navigation.open')} onPress={openMobileNav}>
                  <Menu size={22} aria-hidden />
                </IconButton>
              </Narrow>
              <HeaderLogo data-layout={layout}>{logo}</HeaderLogo>
            </>
          }
          center={headerCenter}
          end={headerEnd}
        />
        {layout === 'horizontal' && (
          <Wide>
            <NavHorizontal {...links} />
          </Wide>
        )}
        <Main>{children}</Main>
      </Column>
      {hasMobileNavOpened && (
        <Suspense fallback={null}>
          <MobileNav logo={logo} isOpen={isMobileNavOpen} onOpenChange={setMobileNavOpen} {...links} />
        </Suspense>
      )}
    </Frame>
  );
}

const Frame = styled.div`
  display: flex;
  min-height: 100vh;
`;

const Column = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;
`;

const Main = styled.main`
  flex: 1;
  padding-block: ${vars.space[6]} ${vars.space[16]};
`;

/** Shown from lg up. */
const Wide = styled.div`
  ${mediaDown('lg')} {
    display: none;
  }
`;

/** Shown below lg. */
const Narrow = styled.div`
  display: contents;

  ${mediaUp('lg')} {
    display: none;
  }
`;

/** The header shows the logo where no side navigation does: always below lg, and in the horizontal layout. */
const HeaderLogo = styled.div`
  display: flex;
  align-items: center;

  ${mediaUp('lg')} {
    &:not([data-layout='horizontal']) {
      display: none;
    }
  }
`;
