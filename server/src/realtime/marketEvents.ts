import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../db/database';

/** The PostgreSQL channel every instance LISTENs on; each forwards what arrives to its websocket clients. */
export const marketEventChannel = 'ordmarket_market_events';

/** What the websocket pushes (spec: new blocks, listings, sales and order status). Amounts are sats. */
export type MarketEvent =
  | { type: 'block'; height: number; hash: string; time: number }
  | {
      type: 'listing';
      /**
       * listed: on sale (new, or back after a purchase ended unpaid); repriced: the seller's new price replaced the
       * order (order_id is the order now on sale); pending: a buyer's purchase holds it; delisted: the seller took it
       * off; invalidated: the inscription moved; replaced: another transaction took it in place of the market's
       * pending purchase.
       */
      action: 'listed' | 'repriced' | 'pending' | 'delisted' | 'invalidated' | 'replaced';
      market: 'nft' | 'brc20';
      order_id: string;
      inscription_id: string;
      collection_id: string | null;
      tick: string | null;
      price: number;
      seller: string;
    }
  | {
      type: 'sale';
      market: 'nft' | 'brc20';
      order_id: string | null;
      inscription_id: string;
      collection_id: string | null;
      tick: string | null;
      price: number;
      seller: string;
      buyer: string;
      txid: string;
    }
  | { type: 'order_status'; market: 'nft' | 'brc20'; order_id: string; status: string; txid: string | null };

/**
 * Announces events to every instance on this database, in one statement and in their order. Called inside the
 * transaction that made the change, the notifications are delivered only if that transaction commits.
 */
export async function publishMarketEvents(db: Database, events: readonly MarketEvent[]): Promise<void> {
  if (events.length === 0) return;
  await db.execute(
    sql`select pg_notify(${marketEventChannel}, v.payload) from (values ${payloadsOf(events)}) as v(payload)`,
  );
}

const payloadsOf = (events: readonly MarketEvent[]): SQL =>
  sql.join(
    events.map((event) => sql`(${JSON.stringify(event)}::text)`),
    sql`, `,
  );

/**
 * Makes a change (an update or insert with a RETURNING clause) and announces `event` in one statement, so one round
 * trip does both: the announcement goes out only if the change touched a row, and, as with publishMarketEvents,
 * only once its transaction commits.
 */
export async function changeAndPublish(db: Database, change: SQLWrapper, event: MarketEvent): Promise<void> {
  await db.execute(sql`with changed as (${change.getSQL()})
    select pg_notify(${marketEventChannel}, v.payload) from (values ${payloadsOf([event])}) as v(payload)
    where exists (select 1 from changed)`);
}

export const publishMarketEvent = (db: Database, event: MarketEvent): Promise<void> => publishMarketEvents(db, [event]);
