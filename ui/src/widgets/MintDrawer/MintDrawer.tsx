import type { ReactNode } from 'react';
import { mintStrings } from '../../intl/areas/mint';
import { useKitStrings } from '../../intl/useKitStrings';
import { Drawer } from '../../primitives/Drawer/Drawer';

export type MintDrawerView = 'qualification' | 'order' | 'success';

export interface MintDrawerProps {
  isOpen: boolean;
  /** Closing resets the mint flow in the app; the drawer only reports it. */
  onOpenChange: (isOpen: boolean) => void;
  view: MintDrawerView;
  /** From the order view back to the qualification view. */
  onBack: () => void;
  /**
   * The qualification view's title: 'qualified' (the default) once the server said the wallet may mint, 'connect'
   * while no wallet is connected, 'checking' while the server is asked, 'notQualified' when it may not.
   */
  qualificationTitle?: 'qualified' | 'connect' | 'checking' | 'notQualified';
  /** The view's content: `<MintQualification>`, `<MintOrder>` or `<MintSuccess>`. */
  children: ReactNode;
}

/** The mint drawer: the spec's title for each view, and a back button on the order view. */
export function MintDrawer({
  isOpen,
  onOpenChange,
  view,
  onBack,
  qualificationTitle = 'qualified',
  children,
}: MintDrawerProps) {
  const { t } = useKitStrings(mintStrings);
  const title = {
    qualification: {
      qualified: t('qualified.title'),
      connect: t('qualified.connectTitle'),
      checking: t('qualified.checkingTitle'),
      notQualified: t('notice.notQualifiedTitle'),
    }[qualificationTitle],
    order: t('order.title'),
    success: t('success.title'),
  }[view];
  return (
    <Drawer
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={title}
      onBack={view === 'order' ? onBack : undefined}
      view={view}
    >
      {children}
    </Drawer>
  );
}
