import { Button } from '@ordmarket/ui';
import { Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { requestConnection } from './accountSignal';

/** 'Connect wallet': opens the connect dialog. */
export function ConnectButton() {
  const { t } = useTranslation('account');
  return (
    <Button startIcon={<Wallet size={18} aria-hidden />} onPress={() => void requestConnection()}>
      {t('button.connect')}
    </Button>
  );
}
