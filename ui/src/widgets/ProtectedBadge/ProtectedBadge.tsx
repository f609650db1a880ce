import { ShieldCheck } from 'lucide-react';
import styled from 'styled-components';
import { VisuallyHidden } from '../../internal/VisuallyHidden';
import { marketStrings } from '../../intl/areas/market';
import { useKitStrings } from '../../intl/useKitStrings';
import { Badge, type BadgeVariant } from '../../primitives/Badge/Badge';

export interface ProtectedBadgeProps {
  variant?: BadgeVariant;
  /** The shield alone, its label read out but not shown: where a card has no room for another word. */
  isCompact?: boolean;
}

/**
 * Marks a protected (snipe-proof) listing: a shield, and on hover what it means. The meaning is also read out with
 * the label, since a hover hint alone would be lost to touch and to screen readers; the badge stays one tab-less
 * element, as a grid shows it on many cards.
 */
export function ProtectedBadge({ variant, isCompact = false }: ProtectedBadgeProps) {
  const { t } = useKitStrings(marketStrings);
  const label = t('inscription.protected');
  const meaning = t('inscription.protectedMeaning');
  return (
    <Hint title={isCompact ? `${label}: ${meaning}` : meaning} data-protected data-compact={isCompact || undefined}>
      <Badge tone="info" variant={variant} icon={<ShieldCheck size={14} aria-hidden />}>
        {isCompact ? <VisuallyHidden>{`${label}: ${meaning}`}</VisuallyHidden> : label}
        {!isCompact && <VisuallyHidden>{`: ${meaning}`}</VisuallyHidden>}
      </Badge>
    </Hint>
  );
}

const Hint = styled.span`
  display: inline-flex;
  max-width: 100%;
  cursor: help;

  &[data-compact] > [data-tone] {
    gap: 0;
  }
`;
