import type { Brc20SubmitState } from '@ordmarket/ui';
import { mintPayState, type PayFacts } from './payState';

/**
 * Where a BRC-20 form's button stands: a mint order's pay states (spec §5: calculating, connect a wallet, not
 * enough funds), waiting first for every field to be filled in and right.
 */
export function inscribeSubmitState(facts: PayFacts & { readonly isReady: boolean }): Brc20SubmitState {
  if (facts.isPaying) return 'paying';
  if (!facts.isReady) return 'invalid';
  return mintPayState(facts);
}
