import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { userAddresses, users } from '../db/schema';
import type { Paging } from '../http/envelope';
import type { ProvenWallet } from './walletProof';

/**
 * The user an address belongs to, made on its first sign-in; every sign-in refreshes the wallet, the
 * public key (when the wallet reported one) and last_seen_at. Two first sign-ins racing for one address
 * end up with the same user: the address is unique and the loser's fresh user row is removed.
 */
export async function recordSignIn(db: Database, wallet: ProvenWallet, now: Date): Promise<string> {
  return db.transaction(async (tx) => {
    const [known] = await tx
      .update(userAddresses)
      .set({
        wallet: wallet.wallet,
        lastSeenAt: now,
        ...(wallet.publicKey === undefined ? {} : { publicKey: wallet.publicKey }),
      })
      .where(eq(userAddresses.address, wallet.address))
      .returning({ userId: userAddresses.userId });
    if (known) return known.userId;

    const [created] = await tx.insert(users).values({ createdAt: now }).returning({ id: users.id });
    if (!created) throw new Error('The user was not stored.');
    const [owner] = await tx
      .insert(userAddresses)
      .values({
        address: wallet.address,
        userId: created.id,
        publicKey: wallet.publicKey ?? null,
        wallet: wallet.wallet,
        firstSeenAt: now,
        lastSeenAt: now,
      })
      .onConflictDoUpdate({ target: userAddresses.address, set: { wallet: wallet.wallet, lastSeenAt: now } })
      .returning({ userId: userAddresses.userId });
    if (!owner) throw new Error('The user address was not stored.');
    if (owner.userId !== created.id) {
      await tx.delete(users).where(eq(users.id, created.id));
    }
    return owner.userId;
  });
}

/**
 * Makes a proven address the user's too (Xverse's payment address beside its ordinals one), so the user may pay from
 * it. Whoever proves an address owns it: a link made by an earlier account moves to this one.
 */
export async function linkAddress(db: Database, userId: string, wallet: ProvenWallet, now: Date): Promise<void> {
  await db
    .insert(userAddresses)
    .values({
      address: wallet.address,
      userId,
      publicKey: wallet.publicKey ?? null,
      wallet: wallet.wallet,
      firstSeenAt: now,
      lastSeenAt: now,
    })
    .onConflictDoUpdate({
      target: userAddresses.address,
      set: {
        userId,
        wallet: wallet.wallet,
        lastSeenAt: now,
        ...(wallet.publicKey ? { publicKey: wallet.publicKey } : {}),
      },
    });
}

export interface UserAddress {
  address: string;
  wallet: string;
  public_key: string | null;
  first_seen_at: string;
  last_seen_at: string;
}

/** A page of the addresses a user signed in with, most recently used first. */
export async function listUserAddresses(
  db: Database,
  userId: string,
  paging: Paging,
): Promise<{ items: UserAddress[]; total: number }> {
  const rows = await db
    .select()
    .from(userAddresses)
    .where(eq(userAddresses.userId, userId))
    .orderBy(desc(userAddresses.lastSeenAt), userAddresses.address)
    .limit(paging.limit)
    .offset((paging.page - 1) * paging.limit);
  const [counted] = await db.select({ total: count() }).from(userAddresses).where(eq(userAddresses.userId, userId));
  return {
    items: rows.map((row) => ({
      address: row.address,
      wallet: row.wallet,
      public_key: row.publicKey,
      first_seen_at: row.firstSeenAt.toISOString(),
      last_seen_at: row.lastSeenAt.toISOString(),
    })),
    total: counted?.total ?? 0,
  };
}
