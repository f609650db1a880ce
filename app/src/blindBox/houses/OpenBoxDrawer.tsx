import { Drawer, EmptyState } from '@ordmarket/ui';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useConnectWallet } from '../../wallet/connect/useConnectWallet';
import { useSignedIn } from '../../wallet/connect/useSignedIn';
import { blindBoxStore, drawersStore } from '../../stores';
import { OpenBoxContent } from './OpenBoxContent';

/** The open box drawer, for the house the blind-box store names; signed out, it asks to connect first. */
export function OpenBoxDrawer() {
  const { t } = useTranslation('houseScreens');
  const { openBox: isOpen } = useSnapshot(drawersStore.state);
  const { houseId } = useSnapshot(blindBoxStore);
  const isSignedIn = useSignedIn();
  const connect = useConnectWallet();
  return (
    <Drawer
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (open) drawersStore.openDrawer('openBox');
        else drawersStore.closeDrawer('openBox');
      }}
      title={t('open.title')}
    >
      {!isSignedIn ? (
        // Boxes are paid from the signed-in user's box balance: there is nothing to open with before that.
        <EmptyState
          title={t('open.signedOutTitle')}
          description={t('open.signedOutDescription')}
          action={{ label: t('open.connect'), onPress: () => void connect() }}
        />
      ) : (
        houseId !== null && <OpenBoxContent houseId={houseId} />
      )}
    </Drawer>
  );
}
