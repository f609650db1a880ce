import type {
  activity,
  brc20Activity,
  brc20EventHashes,
  brc20Events,
  brc20TransferInscriptions,
  inscriptionAttributes,
  inscriptionContents,
  inscriptions,
  ListingStatus,
} from '../db/schema';
import type { MarketEvent } from '../realtime/marketEvents';
import type { BlockUndo } from './BlockUndo';
import type { TickDeploy } from './brc20/persistBrc20Ledger';
import type { InscriptionLocation } from './inscriptionLocation';

/** What settling a listing or an order writes on its row: every field settling may change, as it is to be. */
export interface OfferChange {
  readonly status: ListingStatus;
  readonly buyerAddress: string | null;
  readonly txid: string | null;
  readonly purchaseId: string | null;
  readonly sellerPaid: boolean | null;
  readonly updatedAt: Date;
}

/** What judging a market purchase writes on it: replaced, or confirmed by the fee bump that took its place. */
export interface PurchaseChange {
  readonly status: 'replaced' | 'confirmed';
  readonly failure: string | null;
  readonly replacedByTxid: string;
  readonly updatedAt: Date;
}

/**
 * Every row a run of blocks writes, gathered block by block in memory and written at the end with a statement
 * per table. Rows born in the run are kept whole and changed in place by later blocks (a birth moved two blocks
 * later is inserted once where it ended up); rows from before the run get one update each.
 */
export interface RunWrites {
  readonly contents: Array<typeof inscriptionContents.$inferInsert>;
  readonly inscriptions: Map<string, typeof inscriptions.$inferInsert>;
  readonly attributes: Array<typeof inscriptionAttributes.$inferInsert>;
  /** Where the run left inscriptions indexed before it (their transfer-inscription rows follow). */
  readonly moved: Map<string, InscriptionLocation>;
  /** Activity in block order; `height` tells the blocks' rows apart for their undo. */
  readonly activity: Array<typeof activity.$inferInsert & { height: number }>;
  readonly listings: Map<string, OfferChange>;
  readonly brc20Orders: Map<string, OfferChange & { soldAt: Date | null }>;
  readonly purchases: Map<string, PurchaseChange>;
  readonly brc20Activity: Array<typeof brc20Activity.$inferInsert>;
  readonly transfers: Map<string, typeof brc20TransferInscriptions.$inferInsert>;
  /** Transfer inscriptions from before the run that it spent. */
  readonly usedTransfers: Set<string>;
  /** The BRC-20 ledger entries the run touched: ticks, balances as [tick, pkscript] by key, predeploys. */
  readonly ledgerTicks: Set<string>;
  readonly ledgerBalances: Map<string, readonly [string, string]>;
  readonly ledgerPredeploys: Set<string>;
  /** Valid mints per tick in the run. */
  readonly mintCounts: Map<string, number>;
  /** Ticks deployed in the run. */
  readonly deploys: Map<string, TickDeploy>;
  /** Each block's BRC-20 event hashes, and its events as OPI stores them. */
  readonly eventHashes: Array<typeof brc20EventHashes.$inferInsert>;
  readonly opiEvents: Array<typeof brc20Events.$inferInsert>;
  /** Each block's undo, its activity ids filled in once the activity is written. */
  readonly blocks: Array<{ height: number; hash: string; undo: Omit<BlockUndo, 'activityIds'> }>;
  /** Notifications in the order the blocks made them. */
  readonly events: MarketEvent[];
}

export function emptyRunWrites(): RunWrites {
  return {
    contents: [],
    inscriptions: new Map(),
    attributes: [],
    moved: new Map(),
    activity: [],
    listings: new Map(),
    brc20Orders: new Map(),
    purchases: new Map(),
    brc20Activity: [],
    transfers: new Map(),
    usedTransfers: new Set(),
    ledgerTicks: new Set(),
    ledgerBalances: new Map(),
    ledgerPredeploys: new Set(),
    mintCounts: new Map(),
    deploys: new Map(),
    eventHashes: [],
    opiEvents: [],
    blocks: [],
    events: [],
  };
}

/** Records that `id` now sits at `location`: on its pending row when the run created it, else as an update. */
export function moveInscription(writes: RunWrites, id: string, location: InscriptionLocation): void {
  const { txid, vout, offset, value, owner } = location;
  const born = writes.inscriptions.get(id);
  if (born !== undefined) Object.assign(born, { txid, vout, offset, value, ownerAddress: owner });
  const transfer = writes.transfers.get(id);
  if (transfer !== undefined)
    Object.assign(transfer, {
      ownerAddress: owner,
      output: `${txid}:${vout}`,
      outputValue: value,
      outputOffset: offset,
    });
  if (born === undefined && transfer === undefined) writes.moved.set(id, location);
}
