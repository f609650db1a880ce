import { Badge, type BadgeTone } from '@ordmarket/ui';
import { useTranslation } from 'react-i18next';
import type { ApiData } from '../../api/apiCalls';

export type TraderAction = ApiData<'/btc/ordinals/get_user_activity'>['items'][number]['action'];

// Trades stand out; the trader's own moves (listing, inscribing, sending) are quieter.
const tones: Record<TraderAction, BadgeTone> = {
  bought: 'success',
  sold: 'primary',
  listed: 'info',
  delisted: 'neutral',
  minted: 'info',
  deployed: 'info',
  sent: 'warning',
  received: 'success',
  transferable: 'neutral',
  // Another transaction took a listing in place of the market's purchase: no market sale, the fees unpaid.
  replaced: 'error',
};

/** What the trader did, as their history names it: Bought, Sold, Listed, Transferable, Replaced... */
export function TraderActionBadge({ action }: { readonly action: TraderAction }) {
  const { t } = useTranslation('account');
  return (
    <Badge tone={tones[action]} variant="soft">
      {t(`trades.actions.${action}`)}
    </Badge>
  );
}
