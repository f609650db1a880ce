import type { MintPayState } from '@ordmarket/ui';

/** What the Pay button of an inscription order (a launchpad mint or a BRC-20 inscribe) knows. */
export interface PayFacts {
  /** sats/vB of the chosen tier; null or 0 while it is being worked out. */
  readonly feeRate: number | null;
  /** The order's cost is known (pre_mint_tx answered for this rate). */
  readonly hasCosts: boolean;
  readonly isConnected: boolean;
  readonly confirmedSats: number;
  readonly totalSats: bigint;
  readonly isPaying: boolean;
}

/**
 * What the Pay button says (spec §5): 'Calculating Network Fee' while the rate or costs are unknown, connect a
 * wallet when none is, 'Not enough cardinal spendable funds' when the confirmed balance falls short.
 */
export function mintPayState(facts: PayFacts): MintPayState {
  if (facts.isPaying) return 'paying';
  if (facts.feeRate === null || facts.feeRate <= 0 || !facts.hasCosts) return 'calculatingFee';
  if (!facts.isConnected) return 'noWallet';
  if (BigInt(facts.confirmedSats) < facts.totalSats) return 'notEnoughFunds';
  return 'ready';
}
