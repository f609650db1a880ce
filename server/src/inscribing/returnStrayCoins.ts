import { buildOrderRefund } from '@ordmarket/protocol';
import { and, eq, inArray, isNull, max } from 'drizzle-orm';
import type { Database } from '../db/database';
import {
  inscriptionOrderCoins,
  inscriptionOrders,
  inscriptionTransactions,
  type InscriptionOrderStatus,
} from '../db/schema';
import { asOrderCoin, claimCoins, isSettled, markTooSmall, unspentCoins } from './orderCoins';
import { lockOrder } from './orderStatus';
import type { ServiceWallet } from './serviceWallet';

/** Orders past the point of spending a payment: any coin still at their address is no longer theirs to keep. */
export const movedOnStatuses: readonly InscriptionOrderStatus[] = ['inscribing', 'inscribed', 'refunded', 'failed'];

/**
 * Sends back what reached the address of an order that no longer needed it (a second payment, a top-up after a
 * refund, a payment that was still confirming when the order was fulfilled): one return per order of every such coin
 * settled, to the order's refund address less the return's own fee, stored before it is sent like every transaction
 * of the service. Coins worth less than that fee are kept apart and returned with the next coin that comes.
 */
export async function returnStrayCoins(parts: {
  db: Database;
  wallet: ServiceWallet;
  confirmations: number;
  tip: number;
  now: () => Date;
}): Promise<void> {
  const { db, wallet } = parts;
  const holding = await db
    .selectDistinct({ orderId: inscriptionOrderCoins.orderId })
    .from(inscriptionOrderCoins)
    .innerJoin(inscriptionOrders, eq(inscriptionOrders.id, inscriptionOrderCoins.orderId))
    .where(and(isNull(inscriptionOrderCoins.spentBy), inArray(inscriptionOrders.status, [...movedOnStatuses])));
  for (const { orderId } of holding) {
    await db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId, movedOnStatuses);
      if (!order) return;
      const coins = (await unspentCoins(tx, order.id)).filter((coin) =>
        isSettled(coin, parts.tip, parts.confirmations),
      );
      if (coins.length === 0) return;
      const returned = buildOrderRefund({
        key: wallet.keyAt(order.derivationIndex),
        coins: coins.map(asOrderCoin),
        refundAddress: order.refundAddress,
        feeRate: BigInt(order.feeRate),
        network: wallet.network,
      });
      if (!returned) {
        await markTooSmall(tx, coins, parts.now());
        return;
      }
      const [last] = await tx
        .select({ position: max(inscriptionTransactions.position) })
        .from(inscriptionTransactions)
        .where(eq(inscriptionTransactions.orderId, order.id));
      const txid = returned.tx.getId();
      await tx.insert(inscriptionTransactions).values({
        orderId: order.id,
        position: (last?.position ?? -1) + 1,
        role: 'return',
        txid,
        rawTx: returned.tx.toHex(),
        returnedSats: returned.refunded,
      });
      await claimCoins(tx, coins, txid);
    });
  }
}
