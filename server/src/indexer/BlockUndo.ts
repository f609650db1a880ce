import type { ListingStatus, MarketTransactionStatus } from '../db/schema';
import type { SerializedBrc20Undo } from './brc20/brc20UndoJson';

/** Where an inscription was before the block moved it (amounts as decimal strings: this is stored as JSON). */
export interface PreviousLocation {
  readonly id: string;
  readonly txid: string;
  readonly vout: number;
  readonly offset: string;
  readonly value: string;
  readonly owner: string;
}

/**
 * A listing's fields the block changed, as they were. `purchaseId` and `sellerPaid` are absent from undo written
 * before a block could replace a purchase: such a block changed neither.
 */
export interface PreviousListing {
  readonly id: string;
  readonly inscriptionId: string;
  readonly status: ListingStatus;
  readonly buyerAddress: string | null;
  readonly purchaseTxid: string | null;
  readonly purchaseId?: string | null;
  readonly sellerPaid?: boolean | null;
  readonly updatedAt: string;
}

/** A BRC-20 order's fields the block changed, as they were (the optional ones as a listing's). */
export interface PreviousBrc20Order {
  readonly id: string;
  readonly inscriptionId: string;
  readonly status: ListingStatus;
  readonly buyerAddress: string | null;
  readonly txid: string | null;
  readonly purchaseId?: string | null;
  readonly sellerPaid?: boolean | null;
  readonly updatedAt: string;
  readonly soldAt: string | null;
}

/** A market purchase the block found replaced (or kept by a fee bump), as it was. */
export interface PreviousPurchase {
  readonly id: string;
  readonly status: MarketTransactionStatus;
  readonly failure: string | null;
  readonly replacedByTxid: string | null;
  readonly updatedAt: string;
}

/**
 * Everything one block did to the indexer's rows, enough to take it back exactly: the inscriptions it
 * created (their rows, attributes, contents and transfer-inscription rows go), the locations it overwrote,
 * the activity rows it added, the listings and orders it settled, the market purchases it found replaced, and the
 * BRC-20 ledger's own undo.
 */
export interface BlockUndo {
  readonly births: readonly string[];
  readonly moves: readonly PreviousLocation[];
  readonly activityIds: readonly number[];
  readonly brc20ActivityIds: readonly string[];
  readonly listings: readonly PreviousListing[];
  readonly brc20Orders: readonly PreviousBrc20Order[];
  /** Absent from undo written before purchases were judged here. */
  readonly purchases?: readonly PreviousPurchase[];
  /** Transfer inscriptions this block spent (`used` goes back to false). */
  readonly usedTransfers: readonly string[];
  /** Valid mints per tick in this block, taken back from brc20_ticks.mint_count. */
  readonly mintCounts: ReadonlyArray<readonly [string, number]>;
  /** The BRC-20 ledger's own undo; null for a block below the first inscription block, which it skips. */
  readonly brc20: SerializedBrc20Undo | null;
}
