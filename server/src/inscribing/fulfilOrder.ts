import {
  buildInscriptionOrder,
  buildOrderRefund,
  formatInscriptionId,
  isDust,
  parseAddress,
  type bitcoin,
  type NetworkName,
  type OrderPayout,
} from '@ordmarket/protocol';
import type { Database, Transaction } from '../db/database';
import { inscriptionTransactions } from '../db/schema';
import type { InscriptionOrderRow, OrderFulfilments } from './orderFulfilment';
import { positionAfterStored } from './positionAfterStored';
import { lockOrder, moveOrder } from './orderStatus';
import type { ServiceWallet } from './serviceWallet';
import {
  asOrderCoin,
  storeSpending,
  isPlain,
  isSettled,
  markTooSmall,
  sumOf,
  unspentCoins,
  type OrderCoinRow,
} from './orderCoins';

/**
 * The creator's price and the platform's fee for the `taken` of the order's inscriptions: an order that partly fit
 * pays them pro rata, and a share too small to be an output is returned with the rest of the surplus.
 */
function payouts(order: InscriptionOrderRow, taken: number, network: NetworkName): OrderPayout[] {
  const share = (sats: bigint) => (sats * BigInt(taken)) / BigInt(order.inscriptionCount);
  const all: OrderPayout[] = [];
  if (order.creatorAddress !== null && order.creatorSats > 0n) {
    all.push({ address: order.creatorAddress, value: share(order.creatorSats) });
  }
  if (order.serviceFeeAddress !== null && order.serviceFeeSats > 0n) {
    all.push({ address: order.serviceFeeAddress, value: share(order.serviceFeeSats) });
  }
  return all.filter((payout) => !isDust(parseAddress(payout.address, network).outputScript, payout.value));
}

/** The insert storing the order's signed transactions after those it stored before (run by storeSpending). */
function storing(
  tx: Transaction,
  orderId: string,
  transactions: ReadonlyArray<{ role: 'commit' | 'reveal' | 'refund'; tx: bitcoin.Transaction }>,
) {
  return tx.insert(inscriptionTransactions).values(
    transactions.map((entry, index) => ({
      orderId,
      position: positionAfterStored(orderId, index + 1),
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
  coins: readonly OrderCoinRow[],
  reason: string,
): Promise<void> {
  const refunded = buildOrderRefund({
    key: wallet.keyAt(order.derivationIndex),
    coins: coins.map(asOrderCoin),
    refundAddress: order.refundAddress,
    feeRate: BigInt(order.feeRate),
    network: wallet.network,
  });
  if (!refunded) {
    await markTooSmall(tx, coins, new Date());
    await moveOrder(tx, order, 'failed', {
      reason: `${reason} The payment is too small to return: its fee would cost more than it holds.`,
      finishedAt: new Date(),
    });
    return;
  }
  await storeSpending(tx, [storing(tx, order.id, [{ role: 'refund', tx: refunded.tx }])], coins, refunded.tx.getId());
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
 * Turns one paid order into signed transactions, stored in the same database transaction that claims its contents,
 * records which coins they spend and moves the order on: the commit and its reveals (inscribing), or the refund. It
 * spends the settled, plain coins the payment watcher noted at the order's address; one still confirming or not yet
 * judged is returned later, and one carrying an inscription or runes is returned whole (see returnStrayCoins).
 * Nothing is sent here, so a crash before the commit of this transaction leaves the order paid and untouched, and one
 * after leaves it all stored to send.
 */
export async function fulfilOrder(parts: {
  db: Database;
  wallet: ServiceWallet;
  fulfilments: OrderFulfilments;
  confirmations: number;
  tip: number;
  now: () => Date;
  orderId: string;
}): Promise<void> {
  const { db, wallet, orderId } = parts;
  const lockPaid = (tx: Transaction) => lockOrder(tx, orderId, ['paid']);
  const spendable = async (tx: Transaction, order: InscriptionOrderRow) =>
    (await unspentCoins(tx, order.id)).filter(
      (coin) => isSettled(coin, parts.tip, parts.confirmations) && isPlain(coin),
    );
  try {
    await db.transaction(async (tx) => {
      const order = await lockPaid(tx);
      if (!order) return;
      const coins = await spendable(tx, order);
      if (coins.length === 0) return paymentGone(tx, order, parts.now());
      if (order.reason !== null) return refund(tx, wallet, order, coins, order.reason);
      const paid = sumOf(coins);
      if (paid < order.totalSats) return refund(tx, wallet, order, coins, underpaid(paid, order.totalSats));
      const claim = await parts.fulfilments[order.kind].claim(tx, order);
      if ('refuse' in claim) return refund(tx, wallet, order, coins, claim.refuse);
      const outcome = buildInscriptionOrder({
        plan: {
          inscriptions: claim.inscriptions,
          receiverAddress: order.receiverAddress,
          postage: order.postageSats,
          payouts: payouts(order, claim.inscriptions.length, wallet.network),
          feeRate: BigInt(order.feeRate),
          network: wallet.network,
        },
        key: wallet.keyAt(order.derivationIndex),
        coins: coins.map(asOrderCoin),
        refundAddress: order.refundAddress,
        quotePaid: true,
      });
      // Paid in so many sends that even the lowest relay rate is not covered: the claim must roll back first.
      if (outcome.kind === 'short') throw new ShortPayment(outcome.paid, outcome.needed);
      const { commit, reveals, surplusRefund } = outcome.transactions;
      const transactions = [
        { role: 'commit' as const, tx: commit },
        ...reveals.map((reveal) => ({ role: 'reveal' as const, tx: reveal })),
      ];
      const inscriptionIds = reveals.map((reveal) => formatInscriptionId(reveal.getId(), 0));
      const declared = claim.inscribed?.(tx, inscriptionIds);
      const writes = [storing(tx, order.id, transactions), ...(declared === undefined ? [] : [declared])];
      await storeSpending(tx, writes, coins, commit.getId());
      await moveOrder(tx, order, 'inscribing', {
        commitTxid: commit.getId(),
        inscriptionIds,
        refundedSats: surplusRefund > 0n ? surplusRefund : null,
        ...(claim.note === undefined ? {} : { reason: claim.note }),
      });
    });
  } catch (error) {
    if (!(error instanceof ShortPayment)) throw error;
    await db.transaction(async (tx) => {
      const order = await lockPaid(tx);
      if (order) await refund(tx, wallet, order, await spendable(tx, order), underpaid(error.paid, error.needed));
    });
  }
}

/**
 * The coins that paid the order left its address before they were spent (the payer replaced the payment, or it fell
 * out of the mempool): the order waits for a payment again while it is open, and has expired otherwise.
 */
async function paymentGone(tx: Transaction, order: InscriptionOrderRow, now: Date): Promise<void> {
  await moveOrder(tx, order, order.expiresAt > now ? 'awaiting_payment' : 'expired', { paidSats: null, paidAt: null });
}

function underpaid(paid: bigint, needed: bigint): string {
  return `The payment of ${paid} sats was less than the ${needed} sats the order costs.`;
}
