import { and, eq, sql } from 'drizzle-orm';
import type { Brc20BlockUndo, Brc20LedgerState } from '@ordmarket/protocol';
import type { Database } from '../../db/database';
import { brc20Balances, brc20InscribeTasks, brc20Ticks, inscriptionOrders } from '../../db/schema';
import { deployIconPath } from '../../market/brc20/deployIcon';

/**
 * Writes the ledger entries a block touched (the keys of its undo) as they stand in `state`: called after
 * applying a block with the new state, and after undoing one with the restored state. `mintCounts` adds
 * (or, undoing, takes back) valid mints per tick; `time` is the deploy time of ticks first written here.
 */
export async function persistBrc20Ledger(
  db: Database,
  state: Brc20LedgerState,
  touched: Brc20BlockUndo,
  mintCounts: ReadonlyMap<string, number>,
  time: Date,
): Promise<void> {
  const ticks = new Set([...touched.tokens.map(([tick]) => tick), ...touched.holders.map(([tick]) => tick)]);
  for (const tick of ticks) {
    const token = state.tokens.get(tick);
    if (token === undefined) continue;
    const holders = state.holders.get(tick)?.size ?? 0;
    const mints = mintCounts.get(tick) ?? 0;
    await db
      .insert(brc20Ticks)
      .values({
        tick,
        displayTick: token.displayTick,
        maxSupply: token.max,
        limitPerMint: token.lim,
        decimals: token.dec,
        minted: token.minted,
        holders,
        mintCount: Math.max(mints, 0),
        deployInscriptionId: token.deployInscriptionId,
        deployer: token.deployer,
        deployHeight: token.deployHeight,
        deployedAt: time,
        selfMint: token.selfMint,
        // Only a tick deployed in this block is new here: the lookup stays off every other block's writes.
        ...(token.deployHeight === touched.height ? { iconUrl: deployIconUrl(tick, token.deployInscriptionId) } : {}),
      })
      .onConflictDoUpdate({
        target: brc20Ticks.tick,
        set: { minted: token.minted, holders, mintCount: sql`${brc20Ticks.mintCount} + ${mints}` },
      });
  }
  for (const [tick, address] of touched.holders) {
    const balance = state.holders.get(tick)?.get(address);
    const where = and(eq(brc20Balances.tick, tick), eq(brc20Balances.address, address));
    if (balance === undefined || (balance.available === 0n && balance.transferable === 0n)) {
      await db.delete(brc20Balances).where(where);
    } else if (state.tokens.has(tick)) {
      const { available, transferable } = balance;
      await db
        .insert(brc20Balances)
        .values({ tick, address, available, transferable })
        .onConflictDoUpdate({ target: [brc20Balances.tick, brc20Balances.address], set: { available, transferable } });
    }
  }
  // Only an undone deploy removes a tick; its balances, transfer inscriptions and orders go with it (cascade).
  for (const tick of ticks) {
    if (!state.tokens.has(tick)) await db.delete(brc20Ticks).where(eq(brc20Ticks.tick, tick));
  }
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
