import { Button, Dialog } from '@ordmarket/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface CancelOnChainDialogProps {
  readonly isOpen: boolean;
  readonly onOpenChange: (isOpen: boolean) => void;
  readonly name: string;
  /** Builds, signs and broadcasts the cancel; answers whether it was sent (the dialog then closes). */
  readonly onCancelOnChain: () => Promise<boolean>;
}

/**
 * Explains an on-chain cancel before the seller signs it: what it does (the inscription goes back to their own
 * address, so the listing's signature can never be used, even by the marketplace), what it costs, and how it
 * differs from a plain delist.
 */
export function CancelOnChainDialog({ isOpen, onOpenChange, name, onCancelOnChain }: CancelOnChainDialogProps) {
  const { t } = useTranslation('trade');
  const [isSending, setSending] = useState(false);
  const submit = async () => {
    setSending(true);
    try {
      if (await onCancelOnChain()) onOpenChange(false);
    } finally {
      setSending(false);
    }
  };
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('asset.cancelOnChain.title', { name })}
      actions={
        <>
          <Button variant="text" color="neutral" onPress={() => onOpenChange(false)}>
            {t('asset.cancelOnChain.keep')}
          </Button>
          <Button color="error" isLoading={isSending} onPress={() => void submit()}>
            {t('asset.cancelOnChain.confirm')}
          </Button>
        </>
      }
    >
      <p>{t('asset.cancelOnChain.what')}</p>
      <p>{t('asset.cancelOnChain.cost')}</p>
      <p>{t('asset.cancelOnChain.delistInstead')}</p>
    </Dialog>
  );
}
