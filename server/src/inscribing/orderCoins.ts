import { bitcoin, outpointKey, spentOutpoint, type OrderCoin } from '@ordmarket/protocol';
import { and, eq, inArray, isNull, ne, or, sql, type SQLWrapper } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database';
import { inscriptionOrderCoins, inscriptionTransactions } from '../db/schema';
import { unspentCoinsAtEach } from '../serviceCoins/coinsAt';
import type { InscriptionOrderRow } from './orderFulfilment';

export type OrderCoinRow = typeof inscriptionOrderCoins.$inferSelect;

/** Whether a coin has the confirmations the service waits for before spending it (none: the mempool counts). */
export function isSettled(coin: Pick<OrderCoinRow, 'blockHeight'>, tip: number, confirmations: number): boolean {
  if (confirmations === 0) return true;
  return coin.blockHeight !== null && tip - coin.blockHeight + 1 >= confirmations;
}

/** A coin known to carry nothing but sats: the only kind that pays an order. */
export const isPlain = (coin: Pick<OrderCoinRow, 'assets'>): boolean => coin.assets === 'none';

/** A coin carrying an inscription or runes: never a payment, it goes back whole to the refund address. */
export const carriesAssets = (coin: Pick<OrderCoinRow, 'assets'>): boolean => coin.assets === 'some';

export const asOrderCoin = (coin: OrderCoinRow): OrderCoin => ({ txid: coin.txid, vout: coin.vout, value: coin.value });

export const sumOf = (coins: ReadonlyArray<{ readonly value: bigint }>) =>
  coins.reduce((sum, coin) => sum + coin.value, 0n);

/**
 * Brings each order's coins in line with the service's coins at its address (what the indexer and the mempool watch
 * have seen there; see serviceCoins): new coins are noted, heights follow confirmations and reorgs, and an unspent
 * coin no longer there (a payment dropped from the mempool or replaced by its payer) is forgotten. A coin one of the
 * order's stored transactions spends is marked so even when it was stored before coins were tracked. Answers each
 * order's coins afterwards. One transaction and a few reads for all the orders, whatever their number.
 */
export async function syncOrderCoins(
  db: Database,
  orders: ReadonlyArray<Pick<InscriptionOrderRow, 'id' | 'paymentAddress'>>,
): Promise<Map<string, OrderCoinRow[]>> {
  if (orders.length === 0) return new Map();
  return db.transaction(async (tx) => {
    const readAt = new Date();
    const orderIds = orders.map((order) => order.id);
    const atAddress = await unspentCoinsAtEach(
      tx,
      orders.map((order) => order.paymentAddress),
    );
    const noted = orders.flatMap((order) =>
      (atAddress.get(order.paymentAddress) ?? []).map((utxo) => ({
        txid: utxo.txid,
        vout: utxo.vout,
        orderId: order.id,
        value: utxo.value,
        blockHeight: utxo.blockHeight,
        assets: utxo.assets,
        seenAt: readAt,
      })),
    );
    if (noted.length > 0) {
      await tx
        .insert(inscriptionOrderCoins)
        .values(noted)
        .onConflictDoUpdate({
          target: [inscriptionOrderCoins.txid, inscriptionOrderCoins.vout],
          set: { blockHeight: sql`excluded.block_height`, assets: sql`excluded.assets` },
        });
    }
    await attributeSpentCoins(tx, orderIds);
    const onChain = new Set(noted.map(outpointKey));
    const known = await tx.select().from(inscriptionOrderCoins).where(inArray(inscriptionOrderCoins.orderId, orderIds));
    // Seen before this read and not in it: gone. A coin another pass noted after the read is left for the next one.
    const vanished = known.filter(
      (coin) => coin.spentBy === null && coin.seenAt < readAt && !onChain.has(outpointKey(coin)),
    );
    if (vanished.length > 0) {
      await tx.delete(inscriptionOrderCoins).where(and(isNull(inscriptionOrderCoins.spentBy), outpointIn(vanished)));
    }
    const gone = new Set(vanished.map(outpointKey));
    const byOrder = new Map<string, OrderCoinRow[]>(orderIds.map((id) => [id, []]));
    for (const coin of known) if (!gone.has(outpointKey(coin))) byOrder.get(coin.orderId)?.push(coin);
    return byOrder;
  });
}

/** Marks the orders' unspent coins that one of their stored, unrefused transactions spends. */
async function attributeSpentCoins(tx: Transaction, orderIds: readonly string[]): Promise<void> {
  const unspent = await tx
    .select()
    .from(inscriptionOrderCoins)
    .where(and(inArray(inscriptionOrderCoins.orderId, [...orderIds]), isNull(inscriptionOrderCoins.spentBy)));
  if (unspent.length === 0) return;
  const stored = await tx
    .select({ txid: inscriptionTransactions.txid, rawTx: inscriptionTransactions.rawTx })
    .from(inscriptionTransactions)
    .where(
      and(
        inArray(inscriptionTransactions.orderId, [...new Set(unspent.map((coin) => coin.orderId))]),
        ne(inscriptionTransactions.status, 'refused'),
      ),
    );
  const spender = new Map<string, string>();
  for (const row of stored) {
    for (const input of bitcoin.Transaction.fromHex(row.rawTx).ins)
      spender.set(outpointKey(spentOutpoint(input)), row.txid);
  }
  for (const coin of unspent) {
    const txid = spender.get(outpointKey(coin));
    if (txid !== undefined) await markSpent(tx, [coin], txid);
  }
}

const outpointIn = (coins: ReadonlyArray<{ readonly txid: string; readonly vout: number }>) =>
  or(...coins.map((coin) => and(eq(inscriptionOrderCoins.txid, coin.txid), eq(inscriptionOrderCoins.vout, coin.vout))));

async function markSpent(tx: Transaction, coins: readonly OrderCoin[], txid: string): Promise<number> {
  if (coins.length === 0) return 0;
  const marked = await tx
    .update(inscriptionOrderCoins)
    .set({ spentBy: txid })
    .where(and(isNull(inscriptionOrderCoins.spentBy), outpointIn(coins)))
    .returning({ txid: inscriptionOrderCoins.txid });
  return marked.length;
}

/**
 * Runs `writes` (the insert storing transactions, not yet run, and any write that goes with them) and records that
 * the stored `txid` spends `coins`, in one statement of the caller's transaction. A coin another transaction already
 * spends fails the whole store (rolled back), so no coin is ever paid out twice.
 */
export async function storeSpending(
  tx: Transaction,
  writes: readonly SQLWrapper[],
  coins: readonly OrderCoin[],
  txid: string,
): Promise<void> {
  // No coins would leave the update below unbounded: the store then stands alone.
  if (coins.length === 0) throw new Error(`transaction ${txid} spends no coin of the order`);
  const marking = tx
    .update(inscriptionOrderCoins)
    .set({ spentBy: txid })
    .where(and(isNull(inscriptionOrderCoins.spentBy), outpointIn(coins)))
    .returning({ txid: inscriptionOrderCoins.txid });
  const named = sql.join(
    writes.map((write, index) => sql`${sql.raw(`write${index}`)} as (${write.getSQL()})`),
    sql`, `,
  );
  const marked = (await tx.execute(sql`with ${named} ${marking.getSQL()}`)) as { rows: unknown[] };
  if (marked.rows.length !== coins.length) throw new CoinsAlreadySpent(txid);
}

/** Another pass or instance spent one of these coins first: the caller's store rolls back and is tried again. */
export class CoinsAlreadySpent extends Error {
  override readonly name = 'CoinsAlreadySpent';
  constructor(txid: string) {
    super(`a coin transaction ${txid} spends is already spent by another stored transaction`);
  }
}

/**
 * The chain refused `txid`: the coins it would have spent are the order's again (returned as any other coin the
 * order no longer needs). A refused return keeps its coins, so a refusal is not retried without end.
 */
export async function releaseCoins(tx: Transaction, txid: string): Promise<void> {
  await tx.update(inscriptionOrderCoins).set({ spentBy: null }).where(eq(inscriptionOrderCoins.spentBy, txid));
}

/** The order's coins no stored transaction spends, locked for the caller's transaction. */
export async function unspentCoins(tx: Transaction, orderId: string): Promise<OrderCoinRow[]> {
  return tx
    .select()
    .from(inscriptionOrderCoins)
    .where(and(eq(inscriptionOrderCoins.orderId, orderId), isNull(inscriptionOrderCoins.spentBy)))
    .for('update');
}

/** Marks coins found too small to return, so the health answer counts them apart from coins still owed. */
export async function markTooSmall(tx: Transaction, coins: readonly OrderCoinRow[], at: Date): Promise<void> {
  const fresh = coins.filter((coin) => coin.tooSmallAt === null);
  if (fresh.length === 0) return;
  await tx
    .update(inscriptionOrderCoins)
    .set({ tooSmallAt: at })
    .where(and(isNull(inscriptionOrderCoins.tooSmallAt), outpointIn(fresh)));
}
