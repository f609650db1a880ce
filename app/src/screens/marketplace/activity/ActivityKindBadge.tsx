import { Badge, type BadgeTone } from '@ordmarket/ui';
import { useTranslation } from 'react-i18next';

/** What happened to an inscription or a token, as the activity feeds name it. */
export type ActivityKind = 'deploy' | 'mint' | 'list' | 'delist' | 'sale' | 'transfer' | 'replaced';

const tones: Record<ActivityKind, BadgeTone> = {
  deploy: 'info',
  mint: 'info',
  list: 'success',
  delist: 'neutral',
  sale: 'primary',
  transfer: 'warning',
  // A move that took a listing in place of the market's pending purchase: never a sale of the market's.
  replaced: 'error',
};

/** One market event's kind: Deploy, Mint, List, Delist, Sale, Transfer or Replaced. */
export function ActivityKindBadge({ kind }: { readonly kind: ActivityKind }) {
  const { t } = useTranslation('trade');
  return (
    <Badge tone={tones[kind]} variant="soft">
      {t(`activity.kind.${kind}`)}
    </Badge>
  );
}
