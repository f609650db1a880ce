import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { brc20Activity, brc20ActivityKinds, brc20Ticks } from '../../db/schema';
import type { ActivityFeed } from '../activityFeed';
import { amountText, renderAmount } from './brc20Json';
import { jsonSats, unixSeconds } from '../../http/jsonValues';

export const brc20ActivityItemSchema = z.object({
  kind: z.enum(brc20ActivityKinds),
  tick: z.string(),
  /** Null for events that move no amount. */
  amount: amountText.nullable(),
  inscription_id: z.string().nullable(),
  from_address: z.string().nullable(),
  to_address: z.string().nullable(),
  txid: z.string().nullable(),
  /** Sats the buyer paid, on sales (and the asking price on listings); null otherwise. */
  price: z.number().int().nullable(),
  /** Unix seconds. */
  happened_at: z.number().int(),
});
export type Brc20ActivityItem = z.infer<typeof brc20ActivityItemSchema>;

/** The BRC-20 market's feed: it walks brc20_activity_time_idx, or brc20_activity_tick_idx for one (lowercase) tick. */
export const brc20ActivityFeed: ActivityFeed<ReturnType<typeof selectBrc20Activity>, Brc20ActivityItem> = {
  ledger: { table: brc20Activity, scope: brc20Activity.tick, happenedAt: brc20Activity.happenedAt },
  rows: selectBrc20Activity,
  toItem: ({ event, displayTick, decimals }) => ({
    kind: event.kind,
    tick: displayTick ?? event.tick,
    // Amounts are stored scaled by 10^18; the tick's decimals say how many of them to write.
    amount: event.amount === null ? null : renderAmount(event.amount, decimals ?? 18),
    inscription_id: event.inscriptionId,
    from_address: event.fromAddress,
    to_address: event.toAddress,
    txid: event.txid,
    price: event.priceSats === null ? null : jsonSats(event.priceSats),
    happened_at: unixSeconds(event.happenedAt),
  }),
};

/** BRC-20 events with the tick as deployed and the decimals their amounts are written with. */
function selectBrc20Activity(db: Database) {
  return db
    .select({ event: brc20Activity, displayTick: brc20Ticks.displayTick, decimals: brc20Ticks.decimals })
    .from(brc20Activity)
    .leftJoin(brc20Ticks, eq(brc20Ticks.tick, brc20Activity.tick))
    .$dynamic();
}
