import { CartBar, Drawer, type Sats } from '@ordmarket/ui';
import { vars } from '@ordmarket/tokens';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

export interface CartSheetProps {
  /** The cart holds items: the bar shows (an empty cart takes no room over the grid). */
  readonly hasItems: boolean;
  readonly checkedCount: number;
  /** Null while the network fee is being computed. */
  readonly total: Sats | null;
  readonly isOpen: boolean;
  readonly onOpenChange: (isOpen: boolean) => void;
  /** The cart's items, laid flat for the sheet. */
  readonly children: ReactNode;
  /** The totals and Buy, pinned at the foot of the sheet so they never scroll away. */
  readonly checkout: ReactNode;
}

/**
 * The cart on a small screen: a bar docked at the bottom (what is chosen and its total) that opens the whole cart in
 * a sheet, its totals and Buy pinned in the sheet's footer. Loaded only where the screen is small, so wide screens
 * never download the sheet.
 */
export function CartSheet({ hasItems, checkedCount, total, isOpen, onOpenChange, children, checkout }: CartSheetProps) {
  const { t } = useTranslation('collection');
  return (
    <>
      {hasItems && (
        <Dock>
          <CartBar
            checkedCount={checkedCount}
            total={total}
            onOpen={() => {
              onOpenChange(true);
            }}
          />
        </Dock>
      )}
      <Drawer isOpen={isOpen} onOpenChange={onOpenChange} title={t('cart.label')} footer={checkout}>
        {children}
      </Drawer>
    </>
  );
}

// Floats at the bottom of the screen while the grid scrolls under it, and rests after the grid at its end, so it
// never covers the last cards. Drawn after the cards, it also covers their raised badges.
const Dock = styled.div`
  position: sticky;
  inset-block-end: ${vars.space[3]};
  z-index: ${vars.z.raised};
`;
