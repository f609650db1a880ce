import { readBtcText } from '@ordmarket/protocol/units';
import { boxBalanceStrings } from '../../../intl/areas/boxBalance';
import { useKitStrings } from '../../../intl/useKitStrings';
import { Section, SectionTitle } from '../shared/boxSection.styles';
import { vars } from '@ordmarket/tokens';
import { Copy } from 'lucide-react';
import styled from 'styled-components';
import { Button } from '../../../primitives/Button/Button';
import { QRCode } from '../../../primitives/QRCode/QRCode';
import { Skeleton } from '../../../primitives/Skeleton/Skeleton';
import { SkeletonGroup } from '../../../primitives/Skeleton/SkeletonGroup';
import { TextField } from '../../../primitives/TextField/TextField';
import type { BoxDeposit } from '../shared/blindBoxTypes';
import { FullAddress, WalletAlert, WalletNote, WalletView } from '../shared/boxBalance.styles';
import { Brc20DepositSection, type Brc20DepositProps } from './Brc20DepositSection';
import { useAmountProblemText } from '../../../amountText/useAmountProblemText';
import { DepositList } from './DepositList';

export interface RechargePanelProps {
  /** The user's own deposit address: what arrives there is credited to their box balance. */
  address: string;
  confirmationsNeeded: number;
  /** Recharges seen at the address, newest first. */
  deposits: readonly BoxDeposit[];
  /** The amount to send from the connected wallet, in BTC, as typed. */
  amount: string;
  onAmountChange: (value: string) => void;
  onSendFromWallet: () => void;
  sending?: boolean;
  sendError?: string;
  walletConnected: boolean;
  /** Depositing BRC-20 transfer inscriptions from the connected wallet; without it there is no such section. */
  brc20?: Brc20DepositProps;
  /** Copies the text and says so (the app's clipboard and toast); without it there is no copy button. */
  onCopy?: (text: string) => void;
  /** The address and deposits are still being fetched. */
  loading?: boolean;
}

/**
 * Recharging the box balance: the personal deposit address (QR code, copy), the confirmation rule, a send of BTC
 * and one of BRC-20 transfer inscriptions from the connected wallet, and the deposits seen so far with their
 * confirmations.
 */
export function RechargePanel({
  address,
  confirmationsNeeded,
  deposits,
  amount,
  onAmountChange,
  onSendFromWallet,
  sending = false,
  sendError,
  walletConnected,
  brc20,
  onCopy,
  loading = false,
}: RechargePanelProps) {
  const { t } = useKitStrings(boxBalanceStrings);
  const problemText = useAmountProblemText();
  const reading = readBtcText(amount);
  const sats = reading.ok ? reading.units : null;
  // Sending nothing is no recharge, so 0 is refused here though it is an amount.
  const amountProblem = problemText(sats === 0n ? { ok: false, problem: 'zero' } : reading, { kind: 'btc' });
  return (
    <WalletView>
      <Section>
        <SectionTitle>{t('recharge.address')}</SectionTitle>
        {loading ? (
          <SkeletonGroup label={t('recharge.loadingAddress')}>
            <AddressBlock>
              <Skeleton shape="rect" width={160} height={160} />
              <Skeleton lines={2} />
            </AddressBlock>
          </SkeletonGroup>
        ) : (
          <AddressBlock>
            <QRCode value={address} size={160} label={t('recharge.qrLabel')} />
            <FullAddress>{address}</FullAddress>
            {onCopy && (
              <Button variant="soft" size="small" startIcon={<Copy size={16} />} onPress={() => onCopy(address)}>
                {t('recharge.copy')}
              </Button>
            )}
          </AddressBlock>
        )}
        <WalletNote>{t('recharge.rule', { count: confirmationsNeeded })}</WalletNote>
      </Section>
      <Section>
        <SectionTitle>{t('recharge.sendTitle')}</SectionTitle>
        {walletConnected ? (
          <>
            <TextField
              label={t('recharge.amount')}
              value={amount}
              onChange={onAmountChange}
              endAdornment={t('btc')}
              inputMode="decimal"
              autoComplete="off"
              errorMessage={amountProblem}
              fullWidth
            />
            {sendError && <WalletAlert role="alert">{sendError}</WalletAlert>}
            <Button
              size="large"
              fullWidth
              isLoading={sending}
              // Until the deposit address is known there is nowhere to send to: the press would do nothing.
              isDisabled={loading || address === '' || sats === null || sats === 0n}
              onPress={onSendFromWallet}
            >
              {t('recharge.send')}
            </Button>
          </>
        ) : (
          <WalletNote>{t('recharge.noWallet')}</WalletNote>
        )}
      </Section>
      {walletConnected && brc20 && <Brc20DepositSection {...brc20} />}
      <Section>
        <SectionTitle>{t('recharge.deposits')}</SectionTitle>
        <DepositList deposits={deposits} loading={loading} />
      </Section>
    </WalletView>
  );
}

const AddressBlock = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[3]};

  & > * {
    align-self: stretch;
  }

  & > :first-child,
  & > button {
    align-self: center;
  }
`;
