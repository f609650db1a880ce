import { buildOrderRefund } from '@ordmarket/protocol';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Database } from '../db/database';
import {
  inscriptionOrderCoins,
  inscriptionOrders,
  inscriptionTransactions,
  type InscriptionOrderStatus,
} from '../db/schema';
import {
  asOrderCoin,
  carriesAssets,
  storeSpending,
  isPlain,
  isSettled,
  markTooSmall,
  unspentCoins,
} from './orderCoins';
import { positionAfterStored } from './positionAfterStored';
import { lockOrder } from './orderStatus';
import type { ServiceWallet } from './serviceWallet';

/** Orders past the point of spending a payment: any coin still at their address is no longer theirs to keep. */
export const movedOnStatuses: readonly InscriptionOrderStatus[] = ['inscribing', 'inscribed', 'refunded', 'failed'];

/**
 * Sends back what an order may not keep: everything that reached the address of an order that no longer needed it (a
 * second payment, a top-up after a refund, a payment that was still confirming when the order was fulfilled), and,
 * whatever the order's state, every coin carrying an inscription or runes (never a payment). One return per order of
 * every such coin settled and judged, to the order's refund address less the return's own fee, stored before it is
 * sent like every transaction of the service. Coins carrying assets go first, so their sats land in the return's
 * output ahead of the sats its fee takes. Coins worth less than that fee are kept apart and returned with the next
 * coin that comes.
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
    .where(
      and(
        isNull(inscriptionOrderCoins.spentBy),
        or(inArray(inscriptionOrders.status, [...movedOnStatuses]), eq(inscriptionOrderCoins.assets, 'some')),
      ),
    );
  for (const { orderId } of holding) {
    await db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (!order) return;
      const movedOn = movedOnStatuses.includes(order.status);
      const coins = (await unspentCoins(tx, order.id))
        .filter(
          (coin) =>
            isSettled(coin, parts.tip, parts.confirmations) && (carriesAssets(coin) || (movedOn && isPlain(coin))),
        )
        .sort((a, b) => Number(carriesAssets(b)) - Number(carriesAssets(a)));
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
      const txid = returned.tx.getId();
      const storing = tx.insert(inscriptionTransactions).values({
        orderId: order.id,
        position: positionAfterStored(order.id, 1),
        role: 'return',
        txid,
        rawTx: returned.tx.toHex(),
        returnedSats: returned.refunded,
      });
      await storeSpending(tx, [storing], coins, txid);
    });
  }
}
