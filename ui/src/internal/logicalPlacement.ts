import type { Placement } from '@floating-ui/react';

export type Direction = 'ltr' | 'rtl';

type Side = 'top' | 'bottom' | 'start' | 'end';
type Alignment = 'start' | 'end';

/**
 * Where an overlay sits against its anchor, in the reading direction's words: `start` is the left in
 * left-to-right pages and the right in right-to-left ones. An alignment lines the overlay up with the
 * anchor's start or end edge.
 */
export type LogicalPlacement = Side | `${Side}-${Alignment}`;

const physicalSides: Record<Direction, Record<Side, 'top' | 'bottom' | 'left' | 'right'>> = {
  ltr: { top: 'top', bottom: 'bottom', start: 'left', end: 'right' },
  rtl: { top: 'top', bottom: 'bottom', start: 'right', end: 'left' },
};

/**
 * Floating UI's placement for a logical one. Only the side needs turning around: Floating UI already
 * mirrors start and end alignment along a horizontal edge in right-to-left pages.
 */
export function toPhysicalPlacement(placement: LogicalPlacement, direction: Direction): Placement {
  const [side, alignment] = placement.split('-') as [Side, Alignment?];
  const physicalSide = physicalSides[direction][side];
  return alignment ? `${physicalSide}-${alignment}` : physicalSide;
}
