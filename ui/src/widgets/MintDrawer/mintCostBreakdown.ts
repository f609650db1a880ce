import type { Sats } from '../../primitives/Amount/formatAmount';

/** What one mint order costs, in sats, as the server's pre-mint answer gives it. */
export interface MintCostBreakdown {
  mintPrice: Sats;
  inscriptionPostage: Sats;
  networkFee: Sats;
  serviceFee: Sats;
  /**
   * What the wallet pays: the server's total for the order, the very amount its address must receive, never added up
   * here (the server's sum is the one the inscription service checks).
   */
  total: Sats;
}
