import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import { inscriptionOrders, mintOrders, mintWhitelist, type mints } from '../../db/schema';
import type { MintStatus } from './mintView';

type Mint = typeof mints.$inferSelect;
type Reader = Database | Transaction;

/**
 * The most a receiver may be minted in the mint's current phase: the mint's limit, or the lower one its whitelist
 * entry gives during the whitelist phase; undefined for an address the whitelist phase does not admit.
 */
export async function receiverLimit(
  db: Reader,
  mint: Mint,
  phase: MintStatus,
  receiver: string,
): Promise<number | undefined> {
  if (phase !== 'white_list') return mint.maxMintNum;
  const [entry] = await db
    .select({ maxMintNum: mintWhitelist.maxMintNum })
    .from(mintWhitelist)
    .where(and(eq(mintWhitelist.mintId, mint.id), eq(mintWhitelist.address, receiver.toLowerCase())));
  return entry === undefined ? undefined : Math.min(mint.maxMintNum, entry.maxMintNum);
}

/** Mints counted for an order: what it took once inscribed, and all it ordered while paid and waiting its turn. */
const countedMints = (unclaimed: boolean) => sql<number>`case
  when ${inscriptionOrders.status} in ('inscribing', 'inscribed') then jsonb_array_length(${inscriptionOrders.inscriptionIds})
  when ${inscriptionOrders.status} = 'paid' and ${unclaimed} then ${mintOrders.mintNum}
  else 0 end`;

/**
 * What the mint's paid orders hold for `receiver` (whoever paid them): paid orders count against the address they
 * mint to. A new order counts those still waiting their turn too; a claim counts only those that claimed before it
 * (orders claim in the order they were paid), leaving out itself (`except`).
 */
export async function paidMintsTo(
  db: Reader,
  mintId: string,
  receiver: string,
  judged: { readonly waitingTurn: boolean; readonly except?: string },
): Promise<number> {
  const { except } = judged;
  const [row] = await db
    .select({ mints: sql<number>`coalesce(sum(${countedMints(judged.waitingTurn)}), 0)::int` })
    .from(mintOrders)
    .innerJoin(inscriptionOrders, eq(inscriptionOrders.id, mintOrders.id))
    .where(
      and(
        eq(mintOrders.mintId, mintId),
        eq(mintOrders.receiverAddress, receiver.toLowerCase()),
        except === undefined ? undefined : ne(mintOrders.id, except),
      ),
    );
  return row?.mints ?? 0;
}

/**
 * The mints `userId` has on order from this mint to `receiver` and not paid yet: unpaid orders count against whoever
 * placed them, so nobody can fill another address's limit for free.
 */
export async function unpaidMintsBy(db: Reader, mintId: string, userId: string, receiver: string): Promise<number> {
  const [row] = await db
    .select({ mints: sql<number>`coalesce(sum(${mintOrders.mintNum}), 0)::int` })
    .from(mintOrders)
    .innerJoin(inscriptionOrders, eq(inscriptionOrders.id, mintOrders.id))
    .where(
      and(
        eq(mintOrders.mintId, mintId),
        eq(mintOrders.userId, userId),
        eq(mintOrders.receiverAddress, receiver.toLowerCase()),
        eq(inscriptionOrders.status, 'awaiting_payment'),
      ),
    );
  return row?.mints ?? 0;
}

/** Mints of paid orders that have not taken their items yet: the supply they will claim, in the order they paid. */
export async function paidUnclaimedMints(db: Reader, mintId: string): Promise<number> {
  const [row] = await db
    .select({ mints: sql<number>`coalesce(sum(${mintOrders.mintNum}), 0)::int` })
    .from(mintOrders)
    .innerJoin(inscriptionOrders, eq(inscriptionOrders.id, mintOrders.id))
    .where(and(eq(mintOrders.mintId, mintId), eq(inscriptionOrders.status, 'paid')));
  return row?.mints ?? 0;
}
