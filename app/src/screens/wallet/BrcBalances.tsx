import { Table, type TableColumn } from '@ordmarket/ui';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../api/useApi';
import type { ApiData } from '../../api/apiCalls';

type Balance = ApiData<'/btc/brc_20/get_user_ticks'>['items'][number];

// Traders rarely hold more than a page of tokens; the server pages at 100 at most.
const ticksPerPage = 100;

export interface BrcBalancesProps {
  readonly address: string;
}

/** The wallet's BRC-20 tokens: what is available to inscribe as transfers, and what is already transferable. */
export function BrcBalances({ address }: BrcBalancesProps) {
  const { t } = useTranslation('account');
  const { data, isLoading } = useApi(
    '/btc/brc_20/get_user_ticks',
    { address, page: 1, limit: ticksPerPage },
    { emptyDefault: { items: [], total: 0, has_next: false } },
  );
  const columns: Array<TableColumn<Balance>> = [
    { key: 'tick', header: t('brc20.tick'), cell: (item) => item.tick, isRowHeader: true },
    { key: 'available', header: t('brc20.available'), cell: (item) => item.available, align: 'end' },
    { key: 'transferable', header: t('brc20.transferable'), cell: (item) => item.transferable, align: 'end' },
    { key: 'total', header: t('brc20.total'), cell: (item) => item.total, align: 'end' },
  ];
  return (
    <Table
      aria-label={t('brc20.label')}
      columns={columns}
      items={data.items}
      itemKey={(item) => item.tick}
      isLoading={isLoading}
      emptyText={t('brc20.empty')}
    />
  );
}
