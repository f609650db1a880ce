import { parseBrc20Amount } from '@ordmarket/protocol';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { brc20Balances } from '../../db/schema';
import { ApiError } from '../../http/ApiError';
import { transferContent } from './brc20Content';
import { renderAmount } from './brc20Json';
import type { TickRow } from './tickView';
import { transfersInFlight } from './transfersInFlight';

/**
 * What `holder` can still cut into new transfer inscriptions: the ledger's available balance less the transfers the
 * service has been paid for and the ledger has not seen inscribed yet. Otherwise two orders could each take the whole
 * balance, and the second inscription would be worthless. When the service takes up a paid order (`claiming` it), only
 * the orders taken up before it count: it takes them in turn, so the first paid is the first served.
 */
export async function inscribableAmount(
  db: Database,
  holder: string,
  tick: TickRow,
  claiming?: string,
): Promise<bigint> {
  const [balance] = await db
    .select({ available: brc20Balances.available })
    .from(brc20Balances)
    .where(and(eq(brc20Balances.tick, tick.tick), eq(brc20Balances.address, holder)));
  const inFlight = (await transfersInFlight(db, holder, { tick: tick.tick })).filter(
    (order) => claiming === undefined || (order.orderId !== claiming && order.status !== 'paid'),
  );
  const pending = inFlight.reduce((sum, { content }) => sum + transferAmountOf(content, tick.decimals), 0n);
  const available = balance?.available ?? 0n;
  return available > pending ? available - pending : 0n;
}

/** The amount a transfer inscription's JSON names, in the tick's smallest units (0 if it names none). */
export function transferAmountOf(content: string, decimals: number): bigint {
  const amount = (JSON.parse(content) as { amt?: unknown }).amt;
  const parsed = typeof amount === 'string' ? parseBrc20Amount(amount, decimals) : undefined;
  return parsed?.ok ? parsed.value : 0n;
}

/** A transfer of `amount` the indexers will accept: the tick's decimals, and no more than can be inscribed. */
export async function checkTransfer(
  db: Database,
  holder: string,
  tick: TickRow,
  amount: string,
  claiming?: string,
): Promise<{ content: string } | { refuse: string }> {
  const parsed = parseBrc20Amount(amount, tick.decimals);
  if (!parsed.ok || parsed.value <= 0n) {
    throw new ApiError(
      'invalidRequest',
      `Invalid request. amount: a positive amount of ${tick.displayTick} with at most ${tick.decimals} decimals.`,
    );
  }
  const possible = await inscribableAmount(db, holder, tick, claiming);
  if (parsed.value > possible) {
    return {
      refuse: `Only ${renderAmount(possible, tick.decimals)} ${tick.displayTick} is available to inscribe as a transfer.`,
    };
  }
  return { content: transferContent(tick.displayTick, amount) };
}
