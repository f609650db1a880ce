import type { EsploraTx } from '../../chain/ChainSource';
import type { Listing } from './purchaseOrders';
import { refusePurchase } from './purchaseOrders';

/**
 * Whether the reported transaction really buys this order: it spends the listed output and, at the same index
 * (what the seller's SINGLE|ANYONECANPAY signature fixed), pays the seller at least the price.
 */
export function checkPurchasePayment(tx: EsploraTx | undefined, txid: string, order: Listing): void {
  if (tx === undefined) {
    throw refusePurchase(`Transaction ${txid} is not on the chain or in the mempool: broadcast it, then report it.`);
  }
  const index = tx.vin.findIndex((input) => input.txid === order.txid && input.vout === order.vout);
  if (index < 0) {
    throw refusePurchase(
      `Transaction ${txid} does not buy order ${order.id}: it does not spend the listed inscription.`,
    );
  }
  const payment = tx.vout[index];
  if (payment?.scriptpubkey_address !== order.sellerPaymentAddress || BigInt(payment.value) < order.priceSats) {
    throw refusePurchase(`Transaction ${txid} does not buy order ${order.id}: it does not pay the seller the price.`);
  }
}
