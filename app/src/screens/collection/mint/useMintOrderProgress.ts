import { useApi } from '../../../api/useApi';

const terminal = new Set(['inscribed', 'refunded', 'failed', 'expired']);
/** Until the websocket's order_status arrives (or if it cannot), the order is asked for again this often. */
const followEveryMs = 3000;

const unknownOrder = {
  order_id: '',
  status: 'awaiting_payment' as const,
  payment_address: '',
  total_fee: 0,
  paid: null,
  pay_txid: null,
  commit_txid: null,
  inscription_ids: [],
  refund_txid: null,
  refunded: null,
  reason: null,
  returns: [],
};

/** A paid mint order as the inscription service moves it on, until it is inscribed, refunded or failed. */
export function useMintOrderProgress(orderId: string | null) {
  const progress = useApi('/btc/ordinals/get_mint_order', orderId === null ? null : { order_id: orderId }, {
    emptyDefault: unknownOrder,
    refreshInterval: (latest) => (latest && terminal.has(latest.status) ? 0 : followEveryMs),
  });
  return progress.data;
}
