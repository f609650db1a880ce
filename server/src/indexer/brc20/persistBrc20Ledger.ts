import { inArray, sql } from 'drizzle-orm';
import type { Brc20LedgerState } from '@ordmarket/protocol';
import type { Database } from '../../db/database';
import { brc20Balances, brc20InscribeTasks, brc20Ticks, inscriptionOrders } from '../../db/schema';
import { deployIconPath } from '../../market/brc20/deployIcon';

/** The ledger entries some blocks touched, and what else their rows need. */
export interface LedgerTouches {
  readonly ticks: ReadonlySet<string>;
  /** Balances as [tick, address], each once. */
  readonly holders: Iterable<readonly [string, string]>;
  /** Valid mints per tick to add (or, undoing, negative: to take back). */
  readonly mintCounts: ReadonlyMap<string, number>;
  /** The times of the blocks applied, by height: a tick deployed in one is new and dated by it. */
  readonly blockTimes: ReadonlyMap<number, Date>;
}

/** Bind parameters per statement stay well under PostgreSQL's 65,535. */
const rowsPerStatement = 2_000;

async function inChunks<T>(rows: readonly T[], write: (rows: T[]) => Promise<unknown>): Promise<void> {
  for (let at = 0; at < rows.length; at += rowsPerStatement) await write(rows.slice(at, at + rowsPerStatement));
}

/**
 * Writes the ledger entries that blocks touched as they stand in `state`, a statement per kind of change:
 * called after applying blocks with the new state, and after undoing one with the restored state.
 */
export async function persistBrc20Ledger(db: Database, state: Brc20LedgerState, touches: LedgerTouches): Promise<void> {
  const tickRows = [...touches.ticks].flatMap((tick) => {
    const token = state.tokens.get(tick);
    if (token === undefined) return [];
    const deployed = touches.blockTimes.get(token.deployHeight);
    return [
      {
        tick,
        displayTick: token.displayTick,
        maxSupply: token.max,
        limitPerMint: token.lim,
        decimals: token.dec,
        minted: token.minted,
        holders: state.holders.get(tick)?.size ?? 0,
        // Only a tick new in these blocks is inserted, and its count starts at its mints (never negative).
        mintCount: touches.mintCounts.get(tick) ?? 0,
        deployInscriptionId: token.deployInscriptionId,
        deployer: token.deployer,
        deployHeight: token.deployHeight,
        deployedAt: deployed ?? new Date(),
        selfMint: token.selfMint,
        // Only a tick deployed in these blocks is new here: the lookup stays off every other block's writes.
        ...(deployed === undefined ? {} : { iconUrl: deployIconUrl(tick, token.deployInscriptionId) }),
      },
    ];
  });
  await inChunks(tickRows, (rows) =>
    db
      .insert(brc20Ticks)
      .values(rows)
      .onConflictDoUpdate({
        target: brc20Ticks.tick,
        set: {
          minted: sql`excluded.minted`,
          holders: sql`excluded.holders`,
          mintCount: sql`${brc20Ticks.mintCount} + excluded.mint_count`,
        },
      }),
  );

  const emptied: Array<readonly [string, string]> = [];
  const balances: Array<typeof brc20Balances.$inferInsert> = [];
  for (const [tick, address] of touches.holders) {
    const balance = state.holders.get(tick)?.get(address);
    if (balance === undefined || (balance.available === 0n && balance.transferable === 0n)) {
      emptied.push([tick, address]);
    } else if (state.tokens.has(tick)) {
      balances.push({ tick, address, available: balance.available, transferable: balance.transferable });
    }
  }
  await inChunks(emptied, async (pairs) => {
    const rows = sql.join(
      pairs.map(([tick, address]) => sql`(${tick}::text, ${address}::text)`),
      sql`, `,
    );
    await db.execute(sql`delete from ${brc20Balances} using (values ${rows}) as v(tick, address)
      where ${brc20Balances.tick} = v.tick and ${brc20Balances.address} = v.address`);
  });
  await inChunks(balances, (rows) =>
    db
      .insert(brc20Balances)
      .values(rows)
      .onConflictDoUpdate({
        target: [brc20Balances.tick, brc20Balances.address],
        set: { available: sql`excluded.available`, transferable: sql`excluded.transferable` },
      }),
  );
  // Only an undone deploy removes a tick; its balances, transfer inscriptions and orders go with it (cascade).
  const removed = [...touches.ticks].filter((tick) => !state.tokens.has(tick));
  if (removed.length > 0) await db.delete(brc20Ticks).where(inArray(brc20Ticks.tick, removed));
}

/** The icon its deployer uploaded when the marketplace inscribed this deploy (create_deploy_task with icon_id). */
function deployIconUrl(tick: string, deployInscriptionId: string) {
  return sql<string | null>`(select ${deployIconPath + '/'} || ${brc20InscribeTasks.iconId}::text
    from ${brc20InscribeTasks} join ${inscriptionOrders} on ${inscriptionOrders.id} = ${brc20InscribeTasks.id}
    where ${brc20InscribeTasks.tick} = ${tick} and ${brc20InscribeTasks.kind} = 'deploy'
      and ${brc20InscribeTasks.iconId} is not null
      and ${inscriptionOrders.inscriptionIds} @> jsonb_build_array(${deployInscriptionId}::text)
    limit 1)`;
}
