import { InscriptionOrderProgress } from '@ordmarket/ui';
import { useApi } from '../api/useApi';
import { furthestTask, isSettled } from './orderFollowing';
import type { InscribeTask } from './payInscriptionOrder';

/** The websocket says when an order moves; this slow poll only covers a socket that is down. */
const pollMs = 3_000;

// The order is among the trader's newest of its kind and tick: it was just placed.
const newestOrders = 20;

const emptyPage = { items: [], total: 0, has_next: false };

export interface FollowedOrderProgressProps {
  /** The order as the payment record answered it. */
  readonly task: InscribeTask;
}

/**
 * A paid inscription order's progress until it is inscribed, refunded, failed or expired: read from the trader's
 * history of that kind and tick, which an order_status event refreshes (see realtime/revalidation).
 */
export function FollowedOrderProgress({ task }: FollowedOrderProgressProps) {
  const history = useApi(
    '/btc/brc_20/get_mint_history_list',
    { kind: task.kind, tick: task.tick, page: 1, limit: newestOrders },
    {
      emptyDefault: emptyPage,
      refreshInterval: (latest) => {
        const read = latest?.items.find((item) => item.task_id === task.task_id);
        return isSettled(furthestTask(task, read).status) ? 0 : pollMs;
      },
    },
  );
  const shown = furthestTask(
    task,
    history.data.items.find((item) => item.task_id === task.task_id),
  );
  return (
    <InscriptionOrderProgress
      status={shown.status}
      paymentTxid={shown.pay_txid}
      inscriptionIds={shown.inscription_ids}
      refundTxid={shown.refund_txid}
      reason={shown.reason}
      returnTxids={shown.returns.map((returned) => returned.txid)}
      inscriptionHref={(id) => `/assets/${id}`}
    />
  );
}
