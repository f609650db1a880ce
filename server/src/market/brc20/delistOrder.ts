import { eq } from 'drizzle-orm';
import { brc20Activity, brc20Orders } from '../../db/schema';
import { ApiError } from '../../http/ApiError';
import { announceOffers, orderOnFeed } from '../../realtime/offerFeed';
import type { Transaction } from '../purchase/storedTransactions';

type Order = typeof brc20Orders.$inferSelect;

/**
 * Takes a BRC-20 order off the market at once, inside the caller's transaction (the order locked, known to be the
 * seller's). The seller's signature never left the server, so a purchase still waiting for its wallet fails when it
 * comes back. Already delisted answers as is; refused once a payment is on its way.
 */
export async function delistOrder(tx: Transaction, order: Order): Promise<void> {
  if (order.status === 'cancelled') return;
  const unpaid = order.status === 'on_list' || (order.status === 'selling' && order.txid === null);
  if (!unpaid) {
    const why =
      order.status === 'selling'
        ? "a buyer's payment for it is already on its way to the chain"
        : `it is ${order.status}`;
    throw new ApiError('listingRefused', `This order can no longer be delisted: ${why}.`);
  }
  await tx
    .update(brc20Orders)
    .set({ status: 'cancelled', buyerAddress: null, purchaseId: null, updatedAt: new Date() })
    .where(eq(brc20Orders.id, order.id));
  await tx.insert(brc20Activity).values({
    tick: order.tick,
    kind: 'delist',
    inscriptionId: order.inscriptionId,
    orderId: order.id,
    fromAddress: order.sellerAddress,
    amount: order.amount,
    priceSats: order.priceSats,
  });
  await announceOffers(tx, 'delisted', [orderOnFeed(order)]);
}
