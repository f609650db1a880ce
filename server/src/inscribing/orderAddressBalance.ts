import { and, eq, inArray, isNotNull, isNull, ne, or, sum, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import {
  inscriptionOrderCoins,
  inscriptionOrders,
  inscriptionTransactions,
  type InscriptionOrderStatus,
} from '../db/schema';
import { movedOnStatuses } from './returnStrayCoins';

export interface OrderAddressBalance {
  /** Coins at addresses of orders waiting for or holding their payment: theirs to spend. */
  readonly heldForOrdersSats: bigint;
  /**
   * Coins at addresses of orders that have moved on or expired, and coins carrying an inscription or runes at any
   * order's, not yet returned: must come back to 0 at rest.
   */
  readonly unowedSats: bigint;
  /** Coins worth less than the fee of returning them, waiting for the next payment to go back with it. */
  readonly tooSmallSats: bigint;
  /** Coins whose return the network refused: support must look. */
  readonly refusedReturnSats: bigint;
}

/** What the service wallet holds at order addresses, by whom it is owed to, from the coins the service has noted. */
export async function orderAddressBalance(db: Database): Promise<OrderAddressBalance> {
  const unspentSats = async (owners: SQL | undefined, tooSmall: boolean) => {
    const [row] = await db
      .select({ sats: sum(inscriptionOrderCoins.value).mapWith(BigInt) })
      .from(inscriptionOrderCoins)
      .innerJoin(inscriptionOrders, eq(inscriptionOrders.id, inscriptionOrderCoins.orderId))
      .where(
        and(
          isNull(inscriptionOrderCoins.spentBy),
          owners,
          tooSmall ? isNotNull(inscriptionOrderCoins.tooSmallAt) : isNull(inscriptionOrderCoins.tooSmallAt),
        ),
      );
    return row?.sats ?? 0n;
  };
  const refusedReturns = async () => {
    const [row] = await db
      .select({ sats: sum(inscriptionOrderCoins.value).mapWith(BigInt) })
      .from(inscriptionOrderCoins)
      .innerJoin(inscriptionTransactions, eq(inscriptionTransactions.txid, inscriptionOrderCoins.spentBy))
      .where(eq(inscriptionTransactions.status, 'refused'));
    return row?.sats ?? 0n;
  };
  const waiting: InscriptionOrderStatus[] = ['awaiting_payment', 'paid'];
  const notWaiting: InscriptionOrderStatus[] = [...movedOnStatuses, 'expired'];
  // A coin carrying an inscription or runes is owed back whatever its order's state: it is never a payment.
  const carries = eq(inscriptionOrderCoins.assets, 'some');
  const forOrders = and(
    inArray(inscriptionOrders.status, waiting),
    or(isNull(inscriptionOrderCoins.assets), ne(inscriptionOrderCoins.assets, 'some')),
  );
  const owedBack = or(inArray(inscriptionOrders.status, notWaiting), carries);
  const [heldForOrders, unowed, tooSmall, refusedReturn] = await Promise.all([
    unspentSats(forOrders, false),
    unspentSats(owedBack, false),
    unspentSats(owedBack, true),
    refusedReturns(),
  ]);
  return {
    heldForOrdersSats: heldForOrders,
    unowedSats: unowed,
    tooSmallSats: tooSmall,
    refusedReturnSats: refusedReturn,
  };
}
