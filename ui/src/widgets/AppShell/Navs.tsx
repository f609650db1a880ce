import { vars } from '@ordmarket/tokens';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { commonStrings } from '../../intl/areas/common';
import { useKitStrings } from '../../intl/useKitStrings';
import { NavList, type NavLinksProps } from './NavList';

interface SideNavProps extends NavLinksProps {
  logo: ReactNode;
}

/** The full-width side navigation (280 px) with the logo above the links. */
export function NavVertical({ logo, ...links }: SideNavProps) {
  const { t } = useKitStrings(commonStrings);
  return (
    <Side data-variant="vertical">
      <Logo>{logo}</Logo>
      <nav aria-label={t('navigation.main')}>
        <NavList variant="vertical" {...links} />
      </nav>
    </Side>
  );
}

/** The narrow side navigation (72 px): icons with short labels under them. */
export function NavMini({ logo, ...links }: SideNavProps) {
  const { t } = useKitStrings(commonStrings);
  return (
    <Side data-variant="mini">
      <Logo>{logo}</Logo>
      <nav aria-label={t('navigation.main')}>
        <NavList variant="mini" {...links} />
      </nav>
    </Side>
  );
}

/** The navigation as a bar under the header. */
export function NavHorizontal(links: NavLinksProps) {
  const { t } = useKitStrings(commonStrings);
  return (
    <Bar aria-label={t('navigation.main')}>
      <NavList variant="horizontal" {...links} />
    </Bar>
  );
}

const Side = styled.div`
  position: sticky;
  top: 0;
  display: flex;
  flex-direction: column;
  height: 100vh;
  overflow-y: auto;
  border-inline-end: 1px dashed ${vars.color.divider};
  background-color: ${vars.color.background.default};
  z-index: ${vars.z.nav};

  &[data-variant='vertical'] {
    width: ${vars.layout.navWidth};
    padding: 0 ${vars.space[4]} ${vars.space[4]};
  }

  &[data-variant='mini'] {
    width: ${vars.layout.navMiniWidth};
    padding: 0 ${vars.space[1]} ${vars.space[4]};
  }
`;

const Logo = styled.div`
  display: flex;
  align-items: center;
  justify-content: flex-start;
  height: ${vars.layout.headerHeight};
  padding-inline: ${vars.space[2]};
  flex-shrink: 0;

  ${Side}[data-variant='mini'] & {
    justify-content: center;
    padding-inline: 0;
  }
`;

const Bar = styled.nav`
  display: flex;
  padding: ${vars.space[2]} ${vars.space[6]};
  overflow-x: auto;
  border-bottom: 1px dashed ${vars.color.divider};
  background-color: ${vars.color.background.default};
`;
