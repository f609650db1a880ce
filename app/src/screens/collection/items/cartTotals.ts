import { estimateFee } from '@ordmarket/protocol';
import type { CartTotalsValue } from '@ordmarket/ui';
import type { CartItem } from '../../../stores/cart/cartTypes';

/**
 * What buying the checked items costs: their prices, the collection's royalty and the market's service fee
 * (each rounded down to whole sats), and the network fee estimated with the spec's size rule (§9) for one
 * transaction: each listed inscription plus the buyer's payment in; each inscription to the buyer, each
 * seller's payment, the change and any fee outputs out.
 */
export function cartTotals(
  checked: ReadonlyArray<Pick<CartItem, 'sale_price'>>,
  royaltyFeeRate: number,
  serviceFeeRate: number,
  feeRate: number,
): CartTotalsValue {
  const subtotal = checked.reduce((sum, item) => sum + item.sale_price, 0);
  const royaltyFee = Math.floor(subtotal * royaltyFeeRate);
  const serviceFee = Math.floor(subtotal * serviceFeeRate);
  if (checked.length === 0 || !(feeRate > 0))
    return { subtotal, royaltyFee, serviceFee, networkFee: null, total: null };
  const feeOutputs = (royaltyFee > 0 ? 1 : 0) + (serviceFee > 0 ? 1 : 0);
  const networkFee = estimateFee(checked.length + 1, checked.length * 2 + 1 + feeOutputs, BigInt(Math.ceil(feeRate)));
  return {
    subtotal,
    royaltyFee,
    serviceFee,
    networkFee,
    total: BigInt(subtotal + royaltyFee + serviceFee) + networkFee,
  };
}
