import type { MintPayState } from '@ordmarket/ui';
import type { ApiData } from '../../../api/apiCalls';

export type MintInfo = ApiData<'/btc/ordinals/mint_now_list'>['items'][number];
export type MintPhase = MintInfo['status'];

/** Minting is open in the whitelist and public phases while anything is left to mint. */
export function isMintOpen(mint: Pick<MintInfo, 'status' | 'available_num'>): boolean {
  return (mint.status === 'white_list' || mint.status === 'public') && mint.available_num > 0;
}

/** How much of the supply is minted, in percent (0–100). */
export function mintedPercent(mint: Pick<MintInfo, 'mint' | 'supply'>): number {
  if (mint.supply <= 0) return 0;
  return Math.min(100, (mint.mint / mint.supply) * 100);
}

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
