import { basicsStrings } from '../../intl/areas/basics';
import { useKitStrings } from '../../intl/useKitStrings';
import { Badge, type BadgeTone, type BadgeVariant } from '../../primitives/Badge/Badge';

/** The inscription statuses the market reports (spec section 4). */
export type InscriptionStatus = 'on_list' | 'selling' | 'normal' | 'loading';

// Listed items can be bought; a sale in progress may still fall through; unlisted ones are just held.
const statusTones: Record<InscriptionStatus, BadgeTone> = {
  on_list: 'success',
  selling: 'warning',
  normal: 'neutral',
  loading: 'info',
};

export interface InscriptionStatusBadgeProps {
  status: InscriptionStatus;
  variant?: BadgeVariant;
}

/** An inscription's market status as a toned badge, labelled from the `basics` locale. */
export function InscriptionStatusBadge({ status, variant }: InscriptionStatusBadgeProps) {
  const { t } = useKitStrings(basicsStrings);
  return (
    <Badge tone={statusTones[status]} variant={variant}>
      {t(`inscriptionStatus.${status}`)}
    </Badge>
  );
}
