import { mediaUp, vars } from '@ordmarket/tokens';
import { useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { overlaysStrings } from '../../intl/areas/overlays';
import { useKitStrings } from '../../intl/useKitStrings';
import type { ToasterStore } from './createToaster';
import { ToastCard } from './ToastCard';

export interface ToasterProps {
  /** The app's toast queue, from `createToaster()`. */
  toaster: ToasterStore;
}

/** Shows the queue's toasts at the top inline end of the screen, under the header, newest on top. Render it once. */
export function Toaster({ toaster }: ToasterProps) {
  const { t } = useKitStrings(overlaysStrings);
  const toasts = useSyncExternalStore(toaster.subscribe, toaster.getSnapshot, toaster.getSnapshot);
  return (
    // Marked top layer so an open modal neither hides the toasts from assistive technology nor closes on
    // a press on their close buttons.
    <Stack aria-label={t('toast.region')} data-react-aria-top-layer="true">
      {toasts.map((toast) => (
        <ToastCard
          key={toast.id}
          toast={toast}
          dismissLabel={t('toast.dismiss')}
          onDismiss={() => toaster.dismiss(toast.id)}
        />
      ))}
    </Stack>
  );
}

// Below the header's height: the top of the screen holds the wallet button, and a side drawer's title and close
// button, which a toast must not cover.
const Stack = styled.section`
  position: fixed;
  inset-block-start: calc(${vars.layout.headerHeight} + ${vars.space[2]});
  inset-inline: ${vars.space[4]};
  z-index: ${vars.z.toast};
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  pointer-events: none;

  ${mediaUp('sm')} {
    inset-inline: auto ${vars.space[6]};
    width: 360px;
  }

  /* From md up a drawer fills the screen's inline end: toasts stand beside it, not over its first step. */
  ${mediaUp('md')} {
    :root:has([data-drawer-sheet]) & {
      inset-inline-end: calc(${vars.layout.drawerWidth} + ${vars.space[6]});
    }
  }
`;
