import { AddressText, formatMarketTime, InscriptionStatusBadge, type TableColumn } from '@ordmarket/ui';
import { useTranslation } from 'react-i18next';
import { OrderEventBadge, type OrderStatus } from '../../common/tables/OrderEventBadge';
import type { OrderBook } from './walletLists';
import { intlLocale } from '../../i18n/languageTags';

/** What both markets' orders tell about where they stand. */
export interface BookOrder {
  readonly status: OrderStatus;
  readonly buyer_address: string | null;
  readonly sold_at: number | null;
}

/**
 * The columns a wallet order list ends with: for listings the status (Listed, or Selling while a purchase is
 * pending) and when it was listed; for sales who received the inscription, how the sale ended (Sold by the market,
 * or Replaced by another transaction taking the purchase's place) and when.
 */
export function useBookColumns<Order extends BookOrder>(
  book: OrderBook,
  listedAt: (order: Order) => number,
): Array<TableColumn<Order>> {
  const { t, i18n } = useTranslation(['account', 'trade']);
  const when: TableColumn<Order> = {
    key: 'time',
    header: t(book === 'sold' ? 'trade:orders.soldAt' : 'trade:orders.listedAt'),
    align: 'end',
    hideBelow: 'md',
    cell: (order) => formatMarketTime(order.sold_at ?? listedAt(order), intlLocale(i18n.language)),
  };
  if (book === 'sold') {
    return [
      {
        key: 'buyer',
        header: t('account:sold.buyer'),
        hideBelow: 'sm',
        cell: (order) => (order.buyer_address === null ? null : <AddressText address={order.buyer_address} />),
      },
      {
        key: 'outcome',
        header: t('account:sold.outcome'),
        size: 'small',
        cell: (order) => <OrderEventBadge status={order.status} />,
      },
      when,
    ];
  }
  return [
    {
      key: 'status',
      header: t('account:listings.status'),
      cell: (order) =>
        order.status === 'on_list' || order.status === 'selling' ? (
          <InscriptionStatusBadge status={order.status} />
        ) : null,
    },
    when,
  ];
}
