import { and, eq } from 'drizzle-orm';
import type { Brc20Balance, Brc20LedgerState, Brc20PendingTransfer, Brc20Token } from '@ordmarket/protocol';
import type { Database } from '../../db/database';
import { brc20Balances, brc20Ticks, brc20TransferInscriptions } from '../../db/schema';

/**
 * Rebuilds the ledger from the rows the indexer persisted after `height`. The whole ledger is held in memory:
 * fine for the devnet and a few thousand holders; a mainnet-sized ledger (millions of balances) would need the
 * rules to read balances from the database instead.
 */
export async function loadBrc20Ledger(db: Database, height: number | null): Promise<Brc20LedgerState> {
  const tokens = new Map<string, Brc20Token>();
  for (const row of await db.select().from(brc20Ticks)) {
    tokens.set(row.tick, {
      tick: row.tick,
      displayTick: row.displayTick,
      max: row.maxSupply,
      lim: row.limitPerMint,
      dec: row.decimals,
      selfMint: row.selfMint,
      minted: row.minted,
      deployInscriptionId: row.deployInscriptionId,
      deployer: row.deployer,
      deployHeight: row.deployHeight,
    });
  }
  const holders = new Map<string, Map<string, Brc20Balance>>();
  for (const row of await db.select().from(brc20Balances)) {
    if (row.available === 0n && row.transferable === 0n) continue;
    const byAddress = holders.get(row.tick) ?? new Map<string, Brc20Balance>();
    byAddress.set(row.address, { available: row.available, transferable: row.transferable });
    holders.set(row.tick, byAddress);
  }
  const pendingTransfers = new Map<string, Brc20PendingTransfer>();
  const pending = await db
    .select()
    .from(brc20TransferInscriptions)
    .where(and(eq(brc20TransferInscriptions.valid, true), eq(brc20TransferInscriptions.used, false)));
  // An unused transfer inscription never moved, so its owner is still the address that inscribed it.
  for (const row of pending) {
    pendingTransfers.set(row.inscriptionId, {
      inscriptionId: row.inscriptionId,
      tick: row.tick,
      amount: row.amount,
      sender: row.ownerAddress,
    });
  }
  return { height, tokens, holders, pendingTransfers };
}
