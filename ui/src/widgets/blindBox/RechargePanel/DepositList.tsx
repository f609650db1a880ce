import { boxBalanceStrings } from '../../../intl/areas/boxBalance';
import { useKitStrings } from '../../../intl/useKitStrings';
import { Amount } from '../../../primitives/Amount/Amount';
import { Badge } from '../../../primitives/Badge/Badge';
import { ShortIdLink } from '../../InscriptionOrderProgress/ShortIdLink';
import { Skeleton } from '../../../primitives/Skeleton/Skeleton';
import { SkeletonGroup } from '../../../primitives/Skeleton/SkeletonGroup';
import type { BoxDeposit } from '../shared/blindBoxTypes';
import { RecordLine, RecordList, RecordMeta, RecordName, RecordRow, WalletNote } from '../shared/boxBalance.styles';
import { formatUtcMoment } from '../../../time/formatTimes';
import { TokenFigure } from '../shared/TokenFigure';

interface DepositListProps {
  deposits: readonly BoxDeposit[];
  loading: boolean;
}

/** What a deposit brought: the tokens a BRC-20 transfer credited, an inscription's name, or its BTC. */
function DepositWhat({ deposit }: { deposit: BoxDeposit }) {
  if (deposit.token !== undefined) return <TokenFigure tick={deposit.token.tick} amount={deposit.token.amount} />;
  if (deposit.inscriptionName !== undefined) {
    return <RecordName title={deposit.inscriptionName}>{deposit.inscriptionName}</RecordName>;
  }
  return <Amount sats={deposit.sats} size="small" />;
}

/** The recharges seen at the deposit address, newest first as given: what arrived, how confirmed, its tx. */
export function DepositList({ deposits, loading }: DepositListProps) {
  const { t, locale } = useKitStrings(boxBalanceStrings);
  if (loading) {
    return (
      <SkeletonGroup label={t('recharge.loadingDeposits')}>
        <Skeleton lines={3} />
      </SkeletonGroup>
    );
  }
  if (deposits.length === 0) return <WalletNote>{t('recharge.noDeposits')}</WalletNote>;
  return (
    <RecordList aria-label={t('recharge.deposits')}>
      {deposits.map((deposit) => (
        <RecordRow key={`${deposit.txid}:${deposit.vout}`}>
          <RecordLine>
            <DepositWhat deposit={deposit} />
            <Badge tone={deposit.status === 'credited' ? 'success' : 'warning'}>
              {t(`recharge.status.${deposit.status}`)}
            </Badge>
          </RecordLine>
          <RecordMeta>
            <span>
              {t('recharge.confirmations', {
                // A credited deposit keeps gaining confirmations; past the rule they no longer matter.
                confirmed: Math.min(deposit.confirmations, deposit.confirmationsNeeded),
                needed: deposit.confirmationsNeeded,
              })}
            </span>
            <span>
              {t('tx')} <ShortIdLink id={deposit.txid} href={undefined} />
            </span>
          </RecordMeta>
          <RecordMeta>
            <span>{formatUtcMoment(deposit.at, locale)}</span>
          </RecordMeta>
        </RecordRow>
      ))}
    </RecordList>
  );
}
