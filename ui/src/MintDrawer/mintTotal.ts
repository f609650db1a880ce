import type { Sats } from '../Amount/formatAmount';

/** What one mint order costs, in sats, as the server's pre-mint answer gives it. */
export interface MintCostBreakdown {
  mintPrice: Sats;
  inscriptionPostage: Sats;
  networkFee: Sats;
  serviceFee: Sats;
}

/** What the wallet must pay for the order: every cost line, added exactly. */
export function mintTotal(costs: MintCostBreakdown): bigint {
  return (
    BigInt(costs.mintPrice) + BigInt(costs.inscriptionPostage) + BigInt(costs.networkFee) + BigInt(costs.serviceFee)
  );
}
