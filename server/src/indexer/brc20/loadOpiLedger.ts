import { and, eq } from 'drizzle-orm';
import { OpiLedger, type Brc20Params, type OpiLedgerTip, type OpiPendingTransfer } from '@ordmarket/protocol';
import type { Database } from '../../db/database';
import { brc20Balances, brc20Predeploys, brc20Ticks, brc20TransferInscriptions } from '../../db/schema';
import { storedEventHashes } from './eventHashes';

/** Where the stored ledger stands: its last hashed block, or just before the first inscription block. */
export async function storedLedgerTip(db: Database, params: Brc20Params): Promise<OpiLedgerTip> {
  const row = await storedEventHashes(db);
  return row === undefined
    ? { height: params.firstInscriptionHeight - 1, cumulativeEventHash: null }
    : { height: row.height, cumulativeEventHash: row.cumulativeEventHash };
}

/**
 * Rebuilds the ledger from the rows the indexer persisted. The whole ledger is held in memory: fine for the devnet
 * and a few hundred thousand balances; a mainnet-sized ledger (millions) would need the rules to read balances
 * from the database instead.
 */
export async function loadOpiLedger(db: Database, params: Brc20Params): Promise<OpiLedger> {
  const pending = await db
    .select()
    .from(brc20TransferInscriptions)
    .where(and(eq(brc20TransferInscriptions.valid, true), eq(brc20TransferInscriptions.used, false)));
  return restoreLedger(db, params, pending);
}

/** The stored ledger with the given pending transfers: the indexed ones, or those of a replay in progress. */
export async function restoreLedger(
  db: Database,
  params: Brc20Params,
  pending: readonly OpiPendingTransfer[],
): Promise<OpiLedger> {
  const tip = await storedLedgerTip(db, params);
  const tickers = (await db.select().from(brc20Ticks)).map((row) => ({
    tick: row.tick,
    originalTick: row.displayTick,
    maxSupply: row.maxSupply,
    remainingSupply: row.maxSupply - row.minted,
    burnedSupply: row.burned,
    limitPerMint: row.limitPerMint,
    decimals: row.decimals,
    selfMint: row.selfMint,
    deployInscriptionId: row.deployInscriptionId,
    deployHeight: row.deployHeight,
  }));
  const balances = (await db.select().from(brc20Balances)).map((row) => ({
    tick: row.tick,
    pkscript: row.pkscript,
    overall: row.available + row.transferable,
    available: row.available,
  }));
  const pendingTransfers = pending.map((row) => ({
    inscriptionId: row.inscriptionId,
    tick: row.tick,
    originalTick: row.originalTick,
    amount: row.amount,
    sourcePkscript: row.sourcePkscript,
  }));
  const predeploys = await db.select().from(brc20Predeploys);
  return OpiLedger.restore(params, tip, { tickers, balances, pendingTransfers, predeploys });
}
