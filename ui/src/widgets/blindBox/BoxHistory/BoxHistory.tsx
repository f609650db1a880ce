import { vars } from '@ordmarket/tokens';
import styled from 'styled-components';
import { boxBalanceStrings } from '../../../intl/areas/boxBalance';
import { useKitStrings } from '../../../intl/useKitStrings';
import { Button } from '../../../primitives/Button/Button';
import { EmptyState } from '../../../primitives/EmptyState/EmptyState';
import { Skeleton } from '../../../primitives/Skeleton/Skeleton';
import { SkeletonGroup } from '../../../primitives/Skeleton/SkeletonGroup';
import type { BoxMovement } from '../shared/blindBoxTypes';
import { RecordList } from '../shared/boxBalance.styles';
import { MovementRow } from './MovementRow';

export type BoxHistoryScope = 'user' | 'house';

export interface BoxHistoryProps {
  /** Newest first, as the ledger gives them. */
  movements: readonly BoxMovement[];
  /** A page is being fetched: the first (skeleton rows) or the next (the Load more button spins). */
  loading?: boolean;
  hasMore?: boolean;
  onLoadMore?: () => void;
  /** 'user': the user's own box history, across houses; 'house': one house's ledger. */
  scope: BoxHistoryScope;
}

const skeletonRows = 4;

/**
 * The box ledger as its reader sees it: each movement's kind (recharge, open, prize, fee share...), its house,
 * every asset's signed change, its time and its tx; a page at a time.
 */
export function BoxHistory({ movements, loading = false, hasMore = false, onLoadMore, scope }: BoxHistoryProps) {
  const { t } = useKitStrings(boxBalanceStrings);
  if (movements.length === 0) {
    return loading ? (
      <SkeletonGroup label={t('history.loading')}>
        <Placeholder>
          {Array.from({ length: skeletonRows }, (_, row) => (
            <Skeleton key={row} lines={2} />
          ))}
        </Placeholder>
      </SkeletonGroup>
    ) : (
      <EmptyState title={t('history.emptyTitle')} description={t(`history.empty.${scope}`)} />
    );
  }
  return (
    <View>
      <RecordList aria-label={t(`history.label.${scope}`)}>
        {movements.map((movement) => (
          <MovementRow key={movement.movementId} movement={movement} showHouse={scope === 'user'} />
        ))}
      </RecordList>
      {hasMore && (
        <Button variant="outlined" color="neutral" fullWidth isLoading={loading} onPress={onLoadMore}>
          {t('history.loadMore')}
        </Button>
      )}
    </View>
  );
}

const View = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
`;

const Placeholder = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
`;
