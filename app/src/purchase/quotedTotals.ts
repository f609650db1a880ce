import type { CartTotalsValue } from '@ordmarket/ui';
import type { ApiData } from '../api/apiCalls';

type QuotedCosts = ApiData<'/btc/ordinals/get_purchase_quote'>['costs'];

/**
 * The market's quoted costs as the kit's totals; while there is no quote yet (or nothing to buy) the items' prices
 * show and the network fee and total wait.
 */
export function quotedTotals(costs: QuotedCosts, subtotalMeanwhile: number): CartTotalsValue {
  return costs
    ? {
        subtotal: costs.subtotal,
        serviceFee: costs.service_fee_sta,
        royaltyFee: costs.royalty_fee_sta,
        networkFee: costs.network_fee,
        total: costs.total,
      }
    : { subtotal: subtotalMeanwhile, serviceFee: 0, royaltyFee: 0, networkFee: null, total: null };
}
