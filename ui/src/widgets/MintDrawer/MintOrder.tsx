import { vars } from '@ordmarket/tokens';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { mintStrings } from '../../intl/areas/mint';
import { useKitStrings } from '../../intl/useKitStrings';
import { Button } from '../../primitives/Button/Button';
import { TextField } from '../../primitives/TextField/TextField';
import { MintCosts } from './MintCosts';
import type { MintCostBreakdown } from './mintCostBreakdown';
import { NotEnoughFundsWarning } from './NotEnoughFundsWarning';

/**
 * Where the Pay button stands: fee rate still unknown (or zero), no wallet to pay with, not enough
 * spendable (cardinal) funds, ready, or paying.
 */
export type MintPayState = 'calculatingFee' | 'noWallet' | 'notEnoughFunds' | 'ready' | 'paying';

export interface MintOrderProps {
  /** For a collection whose mints combine parent inscriptions: a `<MintCombinationPicker>`, above the fees. */
  combination?: ReactNode;
  /** The fee tier choice, e.g. a `<FeePicker>` bound to the order's transaction size. */
  feePicker: ReactNode;
  costs: MintCostBreakdown;
  usdPerBtc: number;
  refundAddress: string;
  onRefundAddressChange: (address: string) => void;
  /** Set by the caller after checking the address with the protocol rules; shows 'Address format error'. */
  isRefundAddressInvalid: boolean;
  payState: MintPayState;
  onPay: () => void;
  /** Pay with no wallet connected opens the wallet connection instead. */
  onConnectWallet: () => void;
}

/** The mint drawer's order view: the layers to combine (if any), fee tier, refund address, the cost lines and Pay. */
export function MintOrder({
  combination,
  feePicker,
  costs,
  usdPerBtc,
  refundAddress,
  onRefundAddressChange,
  isRefundAddressInvalid,
  payState,
  onPay,
  onConnectWallet,
}: MintOrderProps) {
  const { t } = useKitStrings(mintStrings);
  const canPay = payState === 'ready' || payState === 'paying' || payState === 'noWallet';
  return (
    <View>
      {combination}
      {feePicker}
      <TextField
        label={t('order.refundAddress')}
        description={t('order.refundAddressHint')}
        value={refundAddress}
        onChange={onRefundAddressChange}
        errorMessage={isRefundAddressInvalid ? t('order.addressFormatError') : undefined}
        fullWidth
      />
      <MintCosts costs={costs} usdPerBtc={usdPerBtc} />
      {payState === 'notEnoughFunds' && <NotEnoughFundsWarning />}
      <Button
        size="large"
        fullWidth
        isDisabled={!canPay || isRefundAddressInvalid}
        isLoading={payState === 'paying'}
        onPress={payState === 'noWallet' ? onConnectWallet : onPay}
      >
        {payState === 'calculatingFee' ? t('order.calculatingFee') : t('order.pay')}
      </Button>
    </View>
  );
}

const View = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[5]};
`;
