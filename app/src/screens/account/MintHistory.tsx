import { vars } from '@ordmarket/tokens';
import { Amount, formatUtcDay, Table, textStyle, type TableColumn } from '@ordmarket/ui';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ApiData } from '../../api/apiCalls';
import { useApi } from '../../api/useApi';
import { intlLocale } from '../../i18n/languageTags';

type Task = ApiData<'/btc/brc_20/get_mint_history_list'>['items'][number];

const tasksPerPage = 100;

/**
 * The signed-in trader's BRC-20 deploy, mint and transfer inscription orders, newest first (the session says
 * whose), each with where it stands and, when it stopped, why.
 */
export function MintHistory() {
  const { t, i18n } = useTranslation('account');
  const { data, isLoading } = useApi(
    '/btc/brc_20/get_mint_history_list',
    { kind: 'all', page: 1, limit: tasksPerPage },
    { emptyDefault: { items: [], total: 0, has_next: false } },
  );
  const columns: Array<TableColumn<Task>> = [
    { key: 'kind', header: t('history.kind'), cell: (item) => t(`history.kinds.${item.kind}`), size: 'small' },
    { key: 'tick', header: t('history.tick'), cell: (item) => item.tick, isRowHeader: true },
    { key: 'repeat', header: t('history.repeat'), cell: (item) => item.repeat, align: 'end', hideBelow: 'sm' },
    { key: 'fee', header: t('history.fee'), cell: (item) => <Amount sats={item.total_fee} />, align: 'end' },
    {
      key: 'status',
      header: t('history.status'),
      title: (item) => item.reason ?? t(`taskStatus.${item.status}`),
      cell: (item) => (
        <Status>
          {t(`taskStatus.${item.status}`)}
          {item.reason !== null && <Reason>{item.reason}</Reason>}
        </Status>
      ),
    },
    {
      key: 'date',
      header: t('history.createdAt'),
      cell: (item) => formatUtcDay(item.created_at, intlLocale(i18n.language)),
      hideBelow: 'md',
    },
  ];
  return (
    <Table
      aria-label={t('history.label')}
      columns={columns}
      items={data.items}
      itemKey={(item) => item.task_id}
      isLoading={isLoading}
      emptyText={t('history.empty')}
    />
  );
}

const Status = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

// Why an order was refunded, failed or expired, under its status; cut short here, whole on hover.
const Reason = styled.span`
  ${textStyle('caption')};
  overflow: hidden;
  color: ${vars.color.text.secondary};
  text-overflow: ellipsis;
  white-space: nowrap;
`;
