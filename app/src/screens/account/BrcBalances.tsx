import { vars } from '@ordmarket/tokens';
import { Button, formatTokenAmount, Table, type TableColumn, textStyle } from '@ordmarket/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useApi } from '../../api/useApi';
import type { ApiData } from '../../api/apiCalls';
import { tradeStore } from '../../stores';
import { Stack } from '../../common/layout';
import { TransferInscribeDrawer } from './TransferInscribeDrawer';
import { TransferInscriptions } from './TransferInscriptions';
import { TransfersInFlight } from './TransfersInFlight';

type Balance = ApiData<'/btc/brc_20/get_user_ticks'>['items'][number];

// Traders rarely hold more than a page of tokens; the server pages at 100 at most.
const ticksPerPage = 100;

export interface BrcBalancesProps {
  readonly address: string;
}

/**
 * The wallet's BRC-20 tokens: what is available to inscribe as transfers (each token's row inscribes one), what
 * is already transferable, and the transfer inscriptions ready to list.
 */
export function BrcBalances({ address }: BrcBalancesProps) {
  const { t } = useTranslation('account');
  const { data, isLoading } = useApi(
    '/btc/brc_20/get_user_ticks',
    { address, page: 1, limit: ticksPerPage },
    { emptyDefault: { items: [], total: 0, has_next: false } },
  );
  const columns: Array<TableColumn<Balance>> = [
    { key: 'tick', header: t('brc20.tick'), cell: (item) => item.tick, isRowHeader: true },
    { key: 'available', header: t('brc20.available'), cell: (item) => formatTokenAmount(item.available), align: 'end' },
    {
      key: 'transferable',
      header: t('brc20.transferable'),
      cell: (item) => formatTokenAmount(item.transferable),
      align: 'end',
    },
    {
      key: 'total',
      header: t('brc20.total'),
      cell: (item) => formatTokenAmount(item.total),
      align: 'end',
      hideBelow: 'sm',
    },
    {
      key: 'inscribe',
      header: t('brc20.action'),
      align: 'end',
      cell: (item) => (
        <Button
          size="small"
          variant="soft"
          aria-label={t('brc20.inscribeLabel', { tick: item.tick })}
          // Nothing left to cut into a transfer: the whole balance is inscribed already.
          isDisabled={Number(item.available) === 0}
          onPress={() => {
            tradeStore.setTickData({ tick: item.tick, icon: item.icon ?? '' });
            tradeStore.openInscribe();
          }}
        >
          {t('brc20.inscribe')}
        </Button>
      ),
    },
  ];
  return (
    <Stack>
      <Table
        aria-label={t('brc20.label')}
        columns={columns}
        items={data.items}
        itemKey={(item) => item.tick}
        isLoading={isLoading}
        emptyText={t('brc20.empty')}
      />
      <TransfersInFlight />
      <SectionTitle>{t('transfers.title')}</SectionTitle>
      <TransferInscriptions />
      <TransferInscribeDrawer address={address} />
    </Stack>
  );
}

const SectionTitle = styled.h2`
  ${textStyle('h6')};
  margin: 0;
  color: ${vars.color.text.primary};
`;
