import { Badge, type BadgeTone } from '@ordmarket/ui';
import { useTranslation } from 'react-i18next';

/** Where a listing stands, as the order lists report it: what happened in the market. */
export type OrderStatus = 'on_list' | 'selling' | 'sold' | 'cancelled' | 'invalid';

const tones: Record<OrderStatus, BadgeTone> = {
  on_list: 'success',
  selling: 'warning',
  sold: 'primary',
  cancelled: 'neutral',
  invalid: 'error',
};

/** An order as a market event: Listed, Buying, Sold, Delisted or Invalid. */
export function OrderEventBadge({ status }: { readonly status: OrderStatus }) {
  const { t } = useTranslation('trade');
  return (
    <Badge tone={tones[status]} variant="soft">
      {t(`orders.event.${status}`)}
    </Badge>
  );
}
