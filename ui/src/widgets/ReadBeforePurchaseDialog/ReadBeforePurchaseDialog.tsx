import { vars } from '@ordmarket/tokens';
import styled from 'styled-components';
import { richText } from '../../intl/richText';
import { overlaysStrings } from '../../intl/areas/overlays';
import { useKitStrings } from '../../intl/useKitStrings';
import { groupDigits, toSats, type Sats } from '../../primitives/Amount/formatAmount';
import { Button } from '../../primitives/Button/Button';
import { Dialog } from '../../primitives/Dialog/Dialog';

/** The dummy transaction the wallet just sent: how many dummy UTXOs it makes and its network fee. */
export interface SentDummyTransaction {
  readonly makes: number;
  readonly networkFee: Sats;
}

export interface ReadBeforePurchaseDialogProps {
  isOpen: boolean;
  /** 'Got it', Escape and the close button all call it with false. */
  onOpenChange: (isOpen: boolean) => void;
  /** When the dialog follows a dummy transaction, what it made and cost, said after the explanation. */
  sent?: SentDummyTransaction | undefined;
}

/**
 * Warns a first-time NFT buyer that the wallet may first send a small 'Dummy UTXO' transaction (only the
 * miner fee is paid), and that they should wait for it and then buy again; after one, how many it made and its fee.
 */
export function ReadBeforePurchaseDialog({ isOpen, onOpenChange, sent }: ReadBeforePurchaseDialogProps) {
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
      {sent && <p>{t('readBeforePurchase.sent', { count: sent.makes, fee: groupDigits(toSats(sent.networkFee)) })}</p>}
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
