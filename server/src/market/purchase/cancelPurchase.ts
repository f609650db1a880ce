import type { Database } from '../../db/database';
import { findPurchase } from './finishPurchase';
import type { OfferMarket } from './offers';
import { endUnsent } from './storedTransactions';
import { refusePurchase } from './tradeRefusals';

/**
 * The buyer gave up before paying: the purchase ends and its offers are for sale again. Cancelling twice, or a
 * purchase whose hold already ended, is not an error (the app cancels whenever the wallet closes).
 */
export async function cancelPurchase(
  db: Database,
  market: OfferMarket,
  request: { readonly orderIds: readonly string[]; readonly buyer: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    await market.lock(tx, request.orderIds);
    const row = await findPurchase(tx, market, request.buyer, request.orderIds);
    const ended = ['cancelled', 'expired', 'failed', 'replaced'];
    if (!row || ended.includes(row.status)) return;
    if (row.status !== 'built') {
      throw refusePurchase('The payment for this purchase was already sent; it can no longer be cancelled.');
    }
    await endUnsent(tx, row.id, 'cancelled', 'You cancelled this purchase. Nothing was spent.');
  });
}
