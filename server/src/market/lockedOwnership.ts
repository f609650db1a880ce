import { bytesToHex, protectedLockAddress, type NetworkName, type ProtectedLock } from '@ordmarket/protocol';
import { eq, or, sql, type SQL } from 'drizzle-orm';
import type { Transaction } from '../db/database';
import { inscriptions, protectedLocks } from '../db/schema';

/**
 * Inscriptions `address` holds as the market reads them: at the address itself, or waiting in one of its protected
 * listings' locks (the lock's key path is the seller's own key, so they are the seller's to list and take back).
 */
export function heldByAddress(address: string): SQL | undefined {
  return or(
    eq(inscriptions.ownerAddress, address),
    sql`${inscriptions.ownerAddress} in (select ${protectedLocks.lockAddress} from ${protectedLocks} where ${protectedLocks.sellerAddress} = ${address})`,
  );
}

/** Remembers whose a lock is, so the market follows what waits in it as the seller's. Repeats change nothing. */
export async function recordLock(
  tx: Transaction,
  lock: ProtectedLock,
  sellerAddress: string,
  network: NetworkName,
): Promise<string> {
  const lockAddress = protectedLockAddress(lock, network);
  await tx
    .insert(protectedLocks)
    .values({ lockAddress, sellerAddress, sellerKey: bytesToHex(lock.sellerKey) })
    .onConflictDoNothing();
  return lockAddress;
}
