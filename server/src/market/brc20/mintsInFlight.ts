import { normalizeTick, parseBrc20Amount } from '@ordmarket/protocol';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database';
import { brc20InscribeTasks, inscriptionOrders, inscriptions, type InscriptionOrderStatus } from '../../db/schema';
import { findTick } from './findTick';
import type { TickRow } from './tickView';

/**
 * Serializes every count of a tick's supply against orders, at ordering and at payment: two orders can never both be
 * given the same last mints.
 */
export async function lockTickSupply(tx: Transaction, tick: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`brc20-mint:${normalizeTick(tick)}`}))`);
}

/** Orders whose mints are committed to: paid and waiting their turn, or inscribed and not yet seen by the ledger. */
export type InFlightScope = 'paid or inscribed' | 'inscribed';

const scopeStatuses: Record<InFlightScope, InscriptionOrderStatus[]> = {
  'paid or inscribed': ['paid', 'inscribing', 'inscribed'],
  inscribed: ['inscribing', 'inscribed'],
};

/**
 * What mint orders of `tick` will claim of its supply that the ledger does not count yet: each paid order's every
 * mint, and each inscribed order's mints whose inscription the indexer has not read (a reorg puts them back).
 * `except` leaves one order out (the one being judged).
 */
async function mintsInFlight(
  db: Database | Transaction,
  tick: TickRow,
  scope: InFlightScope,
  except?: string,
): Promise<bigint> {
  const unread = sql<number>`(
    select count(*)::int from jsonb_array_elements_text(${inscriptionOrders.inscriptionIds}) as ids(id)
    where not exists (select 1 from ${inscriptions} where ${inscriptions.inscriptionId} = ids.id)
  )`;
  const rows = await db
    .select({
      id: inscriptionOrders.id,
      status: inscriptionOrders.status,
      content: brc20InscribeTasks.content,
      repeat: brc20InscribeTasks.repeat,
      unread,
    })
    .from(brc20InscribeTasks)
    .innerJoin(inscriptionOrders, eq(inscriptionOrders.id, brc20InscribeTasks.id))
    .where(
      and(
        eq(brc20InscribeTasks.tick, tick.tick),
        eq(brc20InscribeTasks.kind, 'mint'),
        inArray(inscriptionOrders.status, scopeStatuses[scope]),
      ),
    );
  let total = 0n;
  for (const row of rows) {
    if (row.id === except) continue;
    const mints = row.status === 'paid' ? row.repeat : row.unread;
    if (mints === 0) continue;
    total += mintAmount(row.content, tick) * BigInt(mints);
  }
  return total;
}

function mintAmount(content: string, tick: TickRow): bigint {
  const { amt } = JSON.parse(content) as { amt: string };
  const parsed = parseBrc20Amount(amt, tick.decimals);
  if (!parsed.ok) throw new Error(`a stored mint task of ${tick.tick} has an amount the tick refuses: ${amt}`);
  return parsed.value;
}

/**
 * The supply left for orders: what the ledger has not minted, less what the orders in `scope` hold. The ledger is
 * read after the orders, so a mint the indexer counts in between is counted twice (refusing too much), never missed.
 */
export async function supplyLeft(
  db: Database | Transaction,
  tick: TickRow,
  scope: InFlightScope,
  except?: string,
): Promise<{ left: bigint; inFlight: bigint; tick: TickRow }> {
  const inFlight = await mintsInFlight(db, tick, scope, except);
  const fresh = (await findTick(db, tick.tick)) ?? tick;
  const left = fresh.maxSupply - fresh.minted - inFlight;
  return { left: left > 0n ? left : 0n, inFlight, tick: fresh };
}
