import {
  buildInscriptionOrder,
  buildOrderRefund,
  formatInscriptionId,
  type bitcoin,
  type OrderCoin,
  type OrderPayout,
} from '@ordmarket/protocol';
import { eq } from 'drizzle-orm';
import type { ChainSource } from '../chain/ChainSource';
import type { Database, Transaction } from '../db/database';
import { inscriptionOrders, inscriptionTransactions } from '../db/schema';
import type { InscriptionOrderRow, OrderFulfilments } from './orderFulfilment';
import { lockOrder, moveOrder } from './orderStatus';
import type { ServiceWallet } from './serviceWallet';
import { paidCoins } from './watchPayments';

function payouts(order: InscriptionOrderRow): OrderPayout[] {
  const all: OrderPayout[] = [];
  if (order.creatorAddress !== null && order.creatorSats > 0n) {
    all.push({ address: order.creatorAddress, value: order.creatorSats });
  }
  if (order.serviceFeeAddress !== null && order.serviceFeeSats > 0n) {
    all.push({ address: order.serviceFeeAddress, value: order.serviceFeeSats });
  }
  return all;
}

async function store(
  tx: Transaction,
  orderId: string,
  transactions: ReadonlyArray<{ role: 'commit' | 'reveal' | 'refund'; tx: bitcoin.Transaction }>,
): Promise<void> {
  await tx.insert(inscriptionTransactions).values(
    transactions.map((entry, position) => ({
      orderId,
      position,
      role: entry.role,
      txid: entry.tx.getId(),
      rawTx: entry.tx.toHex(),
    })),
  );
}

/** Signs and stores the refund of every coin, or fails the order when what is left after its fee would be dust. */
async function refund(
  tx: Transaction,
  wallet: ServiceWallet,
  order: InscriptionOrderRow,
  coins: readonly OrderCoin[],
  reason: string,
): Promise<void> {
  const refunded = buildOrderRefund({
    key: wallet.keyAt(order.derivationIndex),
    coins,
    refundAddress: order.refundAddress,
    feeRate: BigInt(order.feeRate),
    network: wallet.network,
  });
  if (!refunded) {
    await moveOrder(tx, order, 'failed', {
      reason: `${reason} The payment is too small to return: its fee would cost more than it holds.`,
      finishedAt: new Date(),
    });
    return;
  }
  await store(tx, order.id, [{ role: 'refund', tx: refunded.tx }]);
  await moveOrder(tx, order, 'refunded', {
    reason,
    refundTxid: refunded.tx.getId(),
    refundedSats: refunded.refunded,
    finishedAt: new Date(),
  });
}

/** Thrown inside the claim's transaction so the claim rolls back; the refund then runs in a transaction of its own. */
class ShortPayment extends Error {
  constructor(
    readonly paid: bigint,
    readonly needed: bigint,
  ) {
    super(`paid ${paid} of ${needed} sats`);
  }
}

/**
 * Turns one paid order into signed transactions, stored in the same database transaction that claims its contents
 * and moves it on: the commit and its reveals (inscribing), or the refund. Nothing is sent here, so a crash before
 * the commit of this transaction leaves the order paid and untouched, and one after leaves it all stored to send.
 */
export async function fulfilOrder(parts: {
  db: Database;
  chain: ChainSource;
  wallet: ServiceWallet;
  fulfilments: OrderFulfilments;
  confirmations: number;
  orderId: string;
}): Promise<void> {
  const { db, chain, wallet, orderId } = parts;
  const [seen] = await db.select().from(inscriptionOrders).where(eq(inscriptionOrders.id, orderId));
  if (seen?.status !== 'paid') return;
  // Read before the database transaction: a chain call must not hold row locks. The order stays 'paid' meanwhile.
  const utxos = await paidCoins(chain, seen.paymentAddress, parts.confirmations);
  const coins: OrderCoin[] = utxos.map((utxo) => ({ txid: utxo.txid, vout: utxo.vout, value: BigInt(utxo.value) }));
  if (coins.length === 0) return;
  const lockPaid = (tx: Transaction) => lockOrder(tx, orderId, ['paid']);
  try {
    await db.transaction(async (tx) => {
      const order = await lockPaid(tx);
      if (!order) return;
      if (order.reason !== null) return refund(tx, wallet, order, coins, order.reason);
      const paid = coins.reduce((sum, coin) => sum + coin.value, 0n);
      if (paid < order.totalSats) return refund(tx, wallet, order, coins, underpaid(paid, order.totalSats));
      const claim = await parts.fulfilments[order.kind].claim(tx, order);
      if ('refuse' in claim) return refund(tx, wallet, order, coins, claim.refuse);
      const outcome = buildInscriptionOrder({
        plan: {
          inscriptions: claim.inscriptions,
          receiverAddress: order.receiverAddress,
          postage: order.postageSats,
          payouts: payouts(order),
          feeRate: BigInt(order.feeRate),
          network: wallet.network,
        },
        key: wallet.keyAt(order.derivationIndex),
        coins,
        refundAddress: order.refundAddress,
      });
      // Paid in several sends, the commit costs more than quoted; the claim must roll back before refunding.
      if (outcome.kind === 'short') throw new ShortPayment(outcome.paid, outcome.needed);
      const { commit, reveals, surplusRefund } = outcome.transactions;
      await store(tx, order.id, [
        { role: 'commit', tx: commit },
        ...reveals.map((reveal) => ({ role: 'reveal' as const, tx: reveal })),
      ]);
      const inscriptionIds = reveals.map((reveal) => formatInscriptionId(reveal.getId(), 0));
      await moveOrder(tx, order, 'inscribing', {
        commitTxid: commit.getId(),
        inscriptionIds,
        refundedSats: surplusRefund > 0n ? surplusRefund : null,
      });
      await parts.fulfilments[order.kind].inscribed?.(tx, order, inscriptionIds);
    });
  } catch (error) {
    if (!(error instanceof ShortPayment)) throw error;
    await db.transaction(async (tx) => {
      const order = await lockPaid(tx);
      if (order) await refund(tx, wallet, order, coins, underpaid(error.paid, error.needed));
    });
  }
}

function underpaid(paid: bigint, needed: bigint): string {
  return `The payment of ${paid} sats was less than the ${needed} sats the order costs.`;
}
