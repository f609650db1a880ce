import { vars } from '@ordmarket/tokens';
import styled from 'styled-components';
import { richText } from '../intl/richText';
import { overlaysStrings } from '../intl/areas/overlays';
import { useKitStrings } from '../intl/useKitStrings';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';

export interface ReadBeforePurchaseDialogProps {
  isOpen: boolean;
  /** 'Got it', Escape and the close button all call it with false. */
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * Warns a first-time NFT buyer that the wallet may first send a small 'Dummy UTXO' transaction (only the
 * miner fee is paid), and that they should wait for it and then buy again.
 */
export function ReadBeforePurchaseDialog({ isOpen, onOpenChange }: ReadBeforePurchaseDialogProps) {
  const { t } = useKitStrings(overlaysStrings);
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('readBeforePurchase.title')}
      size="small"
      actions={
        <Button size="large" fullWidth onPress={() => onOpenChange(false)}>
          {t('readBeforePurchase.gotIt')}
        </Button>
      }
    >
      <p>{richText(t('readBeforePurchase.dummyUtxo'), { term: (words) => <Term>{words}</Term> })}</p>
      <p>{t('readBeforePurchase.waitThenBuy')}</p>
    </Dialog>
  );
}

const Term = styled.strong`
  padding-inline: ${vars.space[1]};
  border-radius: ${vars.radius.xs};
  color: ${vars.color.text.primary};
  background-color: ${vars.color.background.neutral};
  font-family: ${vars.fontFamily.mono};
  font-weight: ${vars.fontWeight.semibold};
  white-space: nowrap;
`;
