import { vars } from '@ordmarket/tokens';
import { Clock } from 'lucide-react';
import styled from 'styled-components';
import { housesStrings } from '../../../intl/areas/houses';
import { useKitStrings } from '../../../intl/useKitStrings';
import { Amount } from '../../../primitives/Amount/Amount';
import { groupDigits } from '../../../primitives/Amount/formatAmount';
import { Button } from '../../../primitives/Button/Button';
import { Skeleton } from '../../../primitives/Skeleton/Skeleton';
import { SkeletonGroup } from '../../../primitives/Skeleton/SkeletonGroup';
import { textStyle } from '../../../theme/textStyle';
import type { BoxBalance } from '../shared/blindBoxTypes';
import { Fact, Facts } from '../shared/Facts';
import { TokenFigure } from '../shared/TokenFigure';

export interface BoxBalanceSummaryProps {
  balance: BoxBalance;
  /** Each action's button shows only when its callback is given. */
  onRecharge?: () => void;
  onWithdraw?: () => void;
  onHistory?: () => void;
  onMyHouses?: () => void;
  /** A placeholder while the balance loads; the balance is ignored. */
  loading?: boolean;
}

/**
 * What the box holds: the BTC to open boxes with, deposits still confirming, inscriptions, each BRC-20 token held
 * with its amount, and the ways on.
 */
export function BoxBalanceSummary({
  balance,
  onRecharge,
  onWithdraw,
  onHistory,
  onMyHouses,
  loading = false,
}: BoxBalanceSummaryProps) {
  const { t } = useKitStrings(housesStrings);

  if (loading) {
    return (
      <SkeletonGroup label={t('balance.loading')}>
        <Card>
          <Skeleton width="30%" />
          <Skeleton width="60%" height={32} />
          <Skeleton lines={2} />
        </Card>
      </SkeletonGroup>
    );
  }

  return (
    <Card>
      <Total>
        <Label>{t('balance.title')}</Label>
        <Amount sats={balance.blindBoxTotal} size="large" />
      </Total>
      {balance.unconfirmedBlindBoxTotal > 0 && (
        <Pending>
          <Clock size={16} aria-hidden />
          <PendingText>
            <PendingLine>
              {t('balance.unconfirmed')} <Amount sats={balance.unconfirmedBlindBoxTotal} size="small" />
            </PendingLine>
            <Hint>{t('balance.unconfirmedHint')}</Hint>
          </PendingText>
        </Pending>
      )}
      <Facts>
        <Fact label={t('balance.inscriptions')}>{groupDigits(BigInt(balance.nftTotal))}</Fact>
        <Fact label={t('balance.brc20')}>{groupDigits(BigInt(balance.brc20Total))}</Fact>
      </Facts>
      {balance.tokens.length > 0 && (
        <Tokens aria-label={t('balance.tokens')}>
          {balance.tokens.map((token) => (
            <li key={token.tick}>
              <TokenFigure tick={token.tick} amount={token.amount} />
            </li>
          ))}
        </Tokens>
      )}
      {(onRecharge ?? onWithdraw ?? onHistory ?? onMyHouses) && (
        <Actions>
          {onRecharge && <Button onPress={onRecharge}>{t('balance.recharge')}</Button>}
          {onWithdraw && (
            <Button variant="outlined" onPress={onWithdraw}>
              {t('balance.withdraw')}
            </Button>
          )}
          {onHistory && (
            <Button variant="text" color="neutral" onPress={onHistory}>
              {t('balance.history')}
            </Button>
          )}
          {onMyHouses && (
            <Button variant="text" color="neutral" onPress={onMyHouses}>
              {t('balance.myHouses')}
            </Button>
          )}
        </Actions>
      )}
    </Card>
  );
}

const Card = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.divider};
  border-radius: ${vars.radius.lg};
  background-color: ${vars.color.background.paper};
`;

const Total = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
`;

const Label = styled.span`
  ${textStyle('subtitle2')};
  color: ${vars.color.text.secondary};
`;

const Pending = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space[2]};
  padding: ${vars.space[3]};
  border-radius: ${vars.radius.md};
  color: ${vars.color.info.text};
  background-color: ${vars.color.info.soft};

  & > svg {
    flex-shrink: 0;
    margin-block-start: 3px;
  }
`;

const PendingText = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
`;

const PendingLine = styled.span`
  ${textStyle('subtitle2')};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[1]};
`;

const Hint = styled.span`
  ${textStyle('caption')};
  color: ${vars.color.text.secondary};
`;

const Tokens = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]} ${vars.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
`;
