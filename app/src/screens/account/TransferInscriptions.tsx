import { formatInscriptionNumber, formatUtcDay, Table, type TableColumn, formatTokenAmount } from '@ordmarket/ui';
import { useTranslation } from 'react-i18next';
import type { ApiData } from '../../api/apiCalls';
import { useApi } from '../../api/useApi';
import { TableLink } from '../../common/tables/TableLink';
import { emptyPage } from './walletLists';
import { intlLocale } from '../../i18n/languageTags';

type TransferInscription = ApiData<'/btc/brc_20/get_my_inscription_to_on_list'>['items'][number];

// A holder rarely keeps more unlisted transfers than this; the server pages at 100 at most.
const transfersPerPage = 100;

/**
 * The signed-in holder's valid transfer inscriptions not listed yet, newest from the inscribe drawer included:
 * each is listed for sale from its asset page.
 */
export function TransferInscriptions() {
  const { t, i18n } = useTranslation(['account', 'trade']);
  const { data, isLoading } = useApi(
    '/btc/brc_20/get_my_inscription_to_on_list',
    { page: 1, limit: transfersPerPage },
    { emptyDefault: emptyPage },
  );
  const columns: Array<TableColumn<TransferInscription>> = [
    {
      key: 'inscription',
      header: t('account:transfers.inscription'),
      isRowHeader: true,
      title: (item) => item.inscription_id,
      cell: (item) => t('trade:orders.transfer', { amount: formatTokenAmount(item.amount), tick: item.tick }),
    },
    {
      key: 'number',
      header: t('account:transfers.number'),
      align: 'end',
      hideBelow: 'sm',
      cell: (item) => (item.inscription_number === null ? '' : formatInscriptionNumber(item.inscription_number)),
    },
    {
      key: 'inscribedAt',
      header: t('account:transfers.inscribedAt'),
      hideBelow: 'md',
      cell: (item) => formatUtcDay(item.inscribed_at, intlLocale(i18n.language)),
    },
    {
      key: 'list',
      header: t('account:transfers.action'),
      align: 'end',
      cell: (item) => (
        <TableLink
          to={`/assets/${item.inscription_id}`}
          aria-label={t('account:transfers.listLabel', { amount: formatTokenAmount(item.amount), tick: item.tick })}
        >
          {t('account:transfers.list')}
        </TableLink>
      ),
    },
  ];
  return (
    <Table
      aria-label={t('account:transfers.label')}
      columns={columns}
      items={data.items}
      itemKey={(item) => item.inscription_id}
      isLoading={isLoading}
      emptyText={t('account:transfers.empty')}
    />
  );
}
