import { sql } from 'drizzle-orm';
import type { Transaction } from './storedTransactions';

/**
 * Makes the calling transaction the only one reserving coins of these addresses until it ends. Every path that
 * reserves a wallet's coins (a purchase start, a dummy preparation, an on-chain cancel) takes it before reading what
 * is already reserved and keeps it until its own reservation is stored: under READ COMMITTED two starts would each
 * miss the other's uncommitted row and spend the same coins. The addresses are locked in one order, so two
 * transactions naming the same pair never wait on each other; the two-key form keeps these locks apart from the
 * single-key ones (the indexer's, the devnet's).
 */
export async function takeCoinLock(tx: Transaction, ...addresses: readonly string[]): Promise<void> {
  const keys = [...new Set(addresses.map((address) => address.toLowerCase()))].sort();
  for (const key of keys) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('ordmarket-coins'), hashtext(${key}))`);
  }
}
