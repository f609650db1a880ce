import { inArray, sql } from 'drizzle-orm';
import type { NetworkName, OpiLedger } from '@ordmarket/protocol';
import type { Database } from '../../db/database';
import { brc20Balances, brc20InscribeTasks, brc20Predeploys, brc20Ticks, inscriptionOrders } from '../../db/schema';
import { deployIconPath } from './deployIconPath';
import { scriptAddress } from '../scriptAddress';

/** A tick deployed in the blocks being written: its row is new. */
export interface TickDeploy {
  readonly deployer: string;
  readonly deployedAt: Date;
}

/** The ledger entries some blocks touched, and what else their rows need. */
export interface LedgerTouches {
  readonly ticks: ReadonlySet<string>;
  /** Balances as [tick, pkscript], each once. */
  readonly balances: Iterable<readonly [string, string]>;
  readonly predeploys: ReadonlySet<string>;
  /** Valid mints per tick to add (or, undoing, negative: to take back). */
  readonly mintCounts: ReadonlyMap<string, number>;
  readonly deploys: ReadonlyMap<string, TickDeploy>;
}

/** Bind parameters per statement stay well under PostgreSQL's 65,535. */
const rowsPerStatement = 2_000;

async function inChunks<T>(rows: readonly T[], write: (rows: T[]) => Promise<unknown>): Promise<void> {
  for (let at = 0; at < rows.length; at += rowsPerStatement) await write(rows.slice(at, at + rowsPerStatement));
}

/**
 * Writes the ledger entries that blocks touched as they stand in `ledger`, a statement per kind of change: called
 * after applying blocks, and after undoing one. A balance at zero overall is deleted, so a tick's holders are
 * its rows.
 */
export async function persistBrc20Ledger(
  db: Database,
  ledger: OpiLedger,
  touches: LedgerTouches,
  network: NetworkName,
): Promise<void> {
  const tickRows = [...touches.ticks].flatMap((tick) => {
    const ticker = ledger.ticker(tick);
    if (ticker === undefined) return [];
    const deploy = touches.deploys.get(tick);
    return [
      {
        tick,
        displayTick: ticker.originalTick,
        maxSupply: ticker.maxSupply,
        limitPerMint: ticker.limitPerMint,
        decimals: ticker.decimals,
        minted: ticker.maxSupply - ticker.remainingSupply,
        burned: ticker.burnedSupply,
        // Only a tick new in these blocks is inserted, and its count starts at its mints (never negative).
        mintCount: touches.mintCounts.get(tick) ?? 0,
        deployInscriptionId: ticker.deployInscriptionId,
        // Inserted only with a deploy in these blocks; an existing row keeps its deployer and date.
        deployer: deploy?.deployer ?? '',
        deployHeight: ticker.deployHeight,
        deployedAt: deploy?.deployedAt ?? new Date(),
        selfMint: ticker.selfMint,
        ...(deploy === undefined ? {} : { iconUrl: deployIconUrl(tick, ticker.deployInscriptionId) }),
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
          burned: sql`excluded.burned`,
          mintCount: sql`${brc20Ticks.mintCount} + excluded.mint_count`,
        },
      }),
  );

  const emptied: Array<readonly [string, string]> = [];
  const balances: Array<typeof brc20Balances.$inferInsert> = [];
  for (const [tick, pkscript] of touches.balances) {
    const balance = ledger.balance(tick, pkscript);
    if (balance.overall === 0n || ledger.ticker(tick) === undefined) emptied.push([tick, pkscript]);
    else
      balances.push({
        tick,
        pkscript,
        address: scriptAddress(pkscript, network),
        available: balance.available,
        transferable: balance.overall - balance.available,
      });
  }
  await inChunks(emptied, async (pairs) => {
    const rows = sql.join(
      pairs.map(([tick, pkscript]) => sql`(${tick}::text, ${pkscript}::text)`),
      sql`, `,
    );
    await db.execute(sql`delete from ${brc20Balances} using (values ${rows}) as v(tick, pkscript)
      where ${brc20Balances.tick} = v.tick and ${brc20Balances.pkscript} = v.pkscript`);
  });
  await inChunks(balances, (rows) =>
    db
      .insert(brc20Balances)
      .values(rows)
      .onConflictDoUpdate({
        target: [brc20Balances.tick, brc20Balances.pkscript],
        set: { available: sql`excluded.available`, transferable: sql`excluded.transferable` },
      }),
  );
  const ticks = [...touches.ticks];
  await inChunks(ticks, (some) =>
    db
      .update(brc20Ticks)
      .set({ holders: sql`(select count(*) from ${brc20Balances} where ${brc20Balances.tick} = ${brc20Ticks.tick})` })
      .where(inArray(brc20Ticks.tick, some)),
  );
  // Only an undone deploy removes a tick; its balances, transfer inscriptions and orders go with it (cascade).
  const removed = ticks.filter((tick) => ledger.ticker(tick) === undefined);
  if (removed.length > 0) await db.delete(brc20Ticks).where(inArray(brc20Ticks.tick, removed));

  const predeploys = [...touches.predeploys];
  const kept = predeploys.flatMap((id) => {
    const predeploy = ledger.predeploy(id);
    return predeploy === undefined ? [] : [predeploy];
  });
  const gone = predeploys.filter((id) => ledger.predeploy(id) === undefined);
  if (gone.length > 0) await db.delete(brc20Predeploys).where(inArray(brc20Predeploys.inscriptionId, gone));
  await inChunks(kept, (rows) => db.insert(brc20Predeploys).values(rows).onConflictDoNothing());
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
