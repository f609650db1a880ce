import { Button } from '@ordmarket/ui';
import { Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NarrowHiddenText } from '../../common/NarrowHiddenText';
import { requestConnection } from './accountSignal';

/** 'Connect wallet' (the wallet icon alone on phones): opens the connect dialog. */
export function ConnectButton() {
  const { t } = useTranslation('app');
  return (
    <Button startIcon={<Wallet size={18} aria-hidden />} onPress={() => void requestConnection()}>
      <NarrowHiddenText>{t('wallet.connect')}</NarrowHiddenText>
    </Button>
  );
}
