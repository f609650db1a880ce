import { houseCardStrings } from '../../../intl/areas/houseCard';
import { useKitStrings } from '../../../intl/useKitStrings';
import { Badge, type BadgeTone } from '../../../primitives/Badge/Badge';
import type { HouseStatus } from './blindBoxTypes';

const tones: Record<HouseStatus, BadgeTone> = { awaiting_deposit: 'warning', open: 'success', empty: 'neutral' };

/** Where a house stands: waiting for its maker's deposit, open, or sold out. */
export function HouseStatusBadge({ status, variant = 'soft' }: { status: HouseStatus; variant?: 'soft' | 'filled' }) {
  const { t } = useKitStrings(houseCardStrings);
  return (
    <Badge tone={tones[status]} variant={variant}>
      {t(`status.${status}`)}
    </Badge>
  );
}
