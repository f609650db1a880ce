import { vars } from '@ordmarket/tokens';
import type { ReactNode } from 'react';
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import styled, { keyframes } from 'styled-components';
import { commonStrings } from '../../intl/areas/common';
import { useKitStrings } from '../../intl/useKitStrings';
import { NavList, type NavLinksProps } from './NavList';

interface MobileNavProps extends NavLinksProps {
  logo: ReactNode;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** The navigation on screens narrower than lg: a sheet from the inline start that closes on a choice. */
export function MobileNav({ logo, isOpen, onOpenChange, onNavigate, ...links }: MobileNavProps) {
  const { t } = useKitStrings(commonStrings);
  const navigate = (href: string): void => {
    onOpenChange(false);
    onNavigate?.(href);
  };
  return (
    <Backdrop isOpen={isOpen} onOpenChange={onOpenChange} isDismissable>
      <Sheet>
        <Dialog aria-label={t('navigation.main')}>
          <Logo>{logo}</Logo>
          <nav aria-label={t('navigation.main')}>
            <NavList variant="vertical" {...links} onNavigate={onNavigate && navigate} />
          </nav>
        </Dialog>
      </Sheet>
    </Backdrop>
  );
}

const slideIn = keyframes`
  from { transform: translateX(calc(-100% * var(--om-direction-sign))); }
  to { transform: translateX(0); }
`;

const Backdrop = styled(ModalOverlay)`
  position: fixed;
  inset: 0;
  z-index: ${vars.z.drawer};
  background-color: ${vars.color.background.backdrop};
`;

const Sheet = styled(Modal)`
  position: fixed;
  inset-block: 0;
  inset-inline-start: 0;
  width: min(${vars.layout.navWidth}, 85vw);
  padding: 0 ${vars.space[4]} ${vars.space[4]};
  overflow-y: auto;
  background-color: ${vars.color.background.paper};
  box-shadow: ${vars.shadow.drawer};

  &[data-entering] {
    animation: ${slideIn} ${vars.motion.duration.entering} ${vars.motion.easing.decelerate};
  }

  & > [role='dialog'] {
    outline: none;
  }
`;

const Logo = styled.div`
  display: flex;
  align-items: center;
  height: ${vars.layout.headerHeight};
  padding-inline: ${vars.space[2]};
`;
