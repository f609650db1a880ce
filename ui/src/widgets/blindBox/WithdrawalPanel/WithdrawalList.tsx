import { vars } from '@ordmarket/tokens';
import styled from 'styled-components';
import { boxBalanceStrings } from '../../../intl/areas/boxBalance';
import { useKitStrings } from '../../../intl/useKitStrings';
import { AddressText } from '../../../primitives/AddressText/AddressText';
import { formatBtc } from '../../../primitives/Amount/formatAmount';
import { Badge, type BadgeTone } from '../../../primitives/Badge/Badge';
import { ShortIdLink } from '../../InscriptionOrderProgress/ShortIdLink';
import { textStyle } from '../../../theme/textStyle';
import type { BoxWithdrawal, WithdrawalStatus } from '../shared/blindBoxTypes';
import { RecordLine, RecordList, RecordMeta, RecordRow, WalletNote } from '../shared/boxBalance.styles';
import { formatUtcMoment } from '../../../time/formatTimes';
import { WalletPrize } from './WalletPrize';

const statusTone: Record<WithdrawalStatus, BadgeTone> = { pending: 'warning', confirmed: 'success', failed: 'error' };

/** The user's withdrawals, newest first as given: what left, where to, its fee, its tx and how it stands. */
export function WithdrawalList({ withdrawals }: { withdrawals: readonly BoxWithdrawal[] }) {
  const { t, locale } = useKitStrings(boxBalanceStrings);
  if (withdrawals.length === 0) return <WalletNote>{t('withdraw.noWithdrawals')}</WalletNote>;
  return (
    <RecordList aria-label={t('withdraw.history')}>
      {withdrawals.map((withdrawal) => (
        <RecordRow key={withdrawal.withdrawalId}>
          <RecordLine>
            <WalletPrize prize={withdrawal.prize} />
            <Badge tone={statusTone[withdrawal.status]}>{t(`withdraw.status.${withdrawal.status}`)}</Badge>
          </RecordLine>
          <RecordMeta>
            <span>
              {t('withdraw.to')} <AddressText address={withdrawal.address} />
            </span>
            <span>{t('withdraw.feeLine', { fee: formatBtc(withdrawal.networkFeeSats) })}</span>
          </RecordMeta>
          <RecordMeta>
            {/* A withdrawal that failed before it was broadcast has no transaction to show. */}
            {withdrawal.txid === '' ? (
              <span />
            ) : (
              <span>
                {t('tx')} <ShortIdLink id={withdrawal.txid} href={undefined} />
              </span>
            )}
            <span>{formatUtcMoment(withdrawal.at, locale)}</span>
          </RecordMeta>
          {withdrawal.status === 'failed' && withdrawal.reason && <Reason>{withdrawal.reason}</Reason>}
        </RecordRow>
      ))}
    </RecordList>
  );
}

const Reason = styled.span`
  ${textStyle('caption')};
  overflow-wrap: anywhere;
  color: ${vars.color.error.text};
`;
