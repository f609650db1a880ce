import { vars } from '@ordmarket/tokens';
import { Button, TokenList, TokenRow } from '@ordmarket/ui';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { useApi } from '../../../api/useApi';
import { chooseSort } from '../../../stores';
import { ListPager } from '../../../common/tables/ListPager';
import { tickParam } from '../marketplaceTabs';
import { pageSize } from '../../../common/tables/paging';
import { Stack } from '../../../common/layout';
import { EmptyList } from '../list/EmptyList';
import { DeployDrawer } from './deploy/DeployDrawer';
import { TickOrders } from './TickOrders';
import { tickQuery, unsortedTicks, type TickSortColumn } from './tickSort';
import { TickSortBar } from './TickSortBar';
import { scaledTokens } from '../../../api/scaledTokens';

const emptyPage = { items: [], total: 0, has_next: false };

/** The BRC20 tab: tokens by price, change, volume, holders and mint progress; a token opens its order book. */
export function TickRanking() {
  const [params, setParams] = useSearchParams();
  const openTick = params.get(tickParam);
  if (openTick !== null && openTick !== '') {
    return <TickOrders tick={openTick} onClose={() => setParams({})} />;
  }
  return <TickList onOpen={(tick) => setParams({ [tickParam]: tick })} />;
}

function TickList({ onOpen }: { readonly onOpen: (tick: string) => void }) {
  const { t } = useTranslation('trade');
  const [sorts, setSorts] = useState(unsortedTicks);
  const [page, setPage] = useState(1);
  const [isDeployOpen, setDeployOpen] = useState(false);
  const { data, isLoading } = useApi(
    '/btc/brc_20/get_ticks',
    { page, limit: pageSize, ...tickQuery(sorts) },
    { emptyDefault: emptyPage },
  );
  const sortBy = (column: TickSortColumn) => {
    setSorts(chooseSort(sorts, column));
    setPage(1);
  };
  const whole = (value: string | null) => (value === null ? undefined : Math.floor(Number(value)));

  return (
    <Stack>
      <Toolbar>
        <TickSortBar sorts={sorts} onSort={sortBy} />
        <Button startIcon={<Plus size={18} aria-hidden />} onPress={() => setDeployOpen(true)}>
          {t('inscribe.deploy')}
        </Button>
      </Toolbar>
      <DeployDrawer isOpen={isDeployOpen} onOpenChange={setDeployOpen} />
      {!isLoading && data.items.length === 0 ? (
        <EmptyList title={t('ticks.emptyTitle')} description={t('ticks.emptyDescription')} />
      ) : (
        <TokenList label={t('ticks.label')}>
          {isLoading
            ? Array.from({ length: 5 }, (_, index) => <TokenRow key={index} rank={index + 1} tick="" isLoading />)
            : data.items.map((item, index) => (
                <TokenRow
                  key={item.tick}
                  rank={(page - 1) * pageSize + index + 1}
                  tick={item.tick}
                  icon={item.icon ?? undefined}
                  price={whole(item.price)}
                  change24h={item.change_24h === null ? undefined : Number(item.change_24h)}
                  volume24h={item.volume_24h}
                  holders={item.holders}
                  minted={scaledTokens(item.minted) ?? undefined}
                  supply={scaledTokens(item.max_supply) ?? undefined}
                  onPress={() => onOpen(item.tick)}
                />
              ))}
        </TokenList>
      )}
      <ListPager page={page} total={data.total} onChange={setPage} label={t('ticks.pages')} />
    </Stack>
  );
}

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[2]};
`;
