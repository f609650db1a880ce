import type { Sats } from '../../primitives/Amount/formatAmount';

/**
 * The fee tiers the picker shows, in the order it shows them: the names only. Their rates are the market's rule
 * and come from the host (the app prices them with protocol's fee tiers, spelled the same way).
 */
export const feeTierNames = ['Fastest', 'General', 'Economy', 'Custom'] as const;
export type FeeTierName = (typeof feeTierNames)[number];

/** What one tier comes to for this transaction, as the host priced it. */
export interface FeeTierQuote {
  /** sats/vB; null while there is no rate (Custom before the trader types one). */
  readonly rate: number | null;
  /** The network fee at that rate for this transaction; null while it cannot be priced (no size or no rate yet). */
  readonly fee: Sats | null;
}
