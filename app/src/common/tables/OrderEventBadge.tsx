import { Badge, type BadgeTone } from '@ordmarket/ui';
import { useTranslation } from 'react-i18next';

/**
 * Where a listing stands, as the order lists report it: what happened in the market. Replaced: another transaction
 * took it on chain in place of the market's pending purchase, so it is not the market's sale.
 */
export type OrderStatus = 'on_list' | 'selling' | 'sold' | 'cancelled' | 'invalid' | 'replaced';

const tones: Record<OrderStatus, BadgeTone> = {
  on_list: 'success',
  selling: 'warning',
  sold: 'primary',
  cancelled: 'neutral',
  invalid: 'error',
  replaced: 'error',
};

/** An order as a market event: Listed, Buying, Sold, Delisted, Invalid or Replaced. */
export function OrderEventBadge({ status }: { readonly status: OrderStatus }) {
  const { t } = useTranslation('trade');
  return (
    <Badge tone={tones[status]} variant="soft">
      {t(`orders.event.${status}`)}
    </Badge>
  );
}
