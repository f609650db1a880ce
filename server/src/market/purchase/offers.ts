import type { FeeOutput, InscriptionLocation } from '@ordmarket/protocol';
import type { ListingStatus } from '../../db/schema';
import type { Transaction } from './storedTransactions';

/** The two order books a purchase can buy from: NFT listings and BRC-20 transfer-inscription orders. */
export type Market = 'nft' | 'brc20';

/** A seller's offer, NFT listing or BRC-20 order alike, as buying needs it. */
export interface Offer {
  readonly id: string;
  readonly inscriptionId: string;
  readonly sellerAddress: string;
  readonly priceSats: bigint;
  /** The seller's signed listing: it never leaves the server; only its signature is merged into the purchase. */
  readonly sellerPsbt: string;
  readonly status: ListingStatus;
  /** The output the seller's signature spends: the offer holds only while the inscription is still there. */
  readonly listedOutput: { readonly txid: string; readonly vout: number };
  /** The purchase holding it while `selling`. */
  readonly purchaseId: string | null;
  /** The purchase transaction once the market broadcast it. */
  readonly paidTxid: string | null;
  /** NFT listings owe their collection's creator; BRC-20 orders owe no one. */
  readonly royaltySats: bigint;
  readonly collectionId: string | null;
}

/** How buying reads and holds one market's offers. */
export interface OfferMarket {
  readonly market: Market;
  /**
   * The offers in the order asked. Locked ('lock') until the transaction ends, so two buyers never both take one;
   * a quote only reads them ('read').
   */
  lock(tx: Transaction, ids: readonly string[], mode?: 'lock' | 'read'): Promise<Offer[]>;
  /** Where the offer's inscription is now, or undefined when it is no longer where the seller listed it. */
  location(tx: Transaction, offer: Offer): Promise<InscriptionLocation | undefined>;
  /** The royalty a purchase of these offers pays, as one output to one creator. */
  royalty(tx: Transaction, offers: readonly Offer[]): Promise<FeeOutput | undefined>;
  /** Marks the offers `selling`, held by `purchaseId` for `buyer`. */
  hold(tx: Transaction, ids: readonly string[], purchaseId: string, buyer: string): Promise<void>;
  /** Records the purchase transaction on the offers it pays (they stay `selling` until the indexer settles them). */
  markPaid(tx: Transaction, purchaseId: string, txid: string): Promise<void>;
  /** Takes a locked offer of the seller's off the market (with its activity row). */
  delist(tx: Transaction, offer: Offer): Promise<void>;
}

/** The offers in the order asked, from rows read in any order; an id with no row is refused as `missing`. */
export function inOrderAsked<Row extends { id: string }>(
  rows: readonly Row[],
  ids: readonly string[],
  missing: (id: string) => Error,
): Row[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => {
    const row = byId.get(id);
    if (!row) throw missing(id);
    return row;
  });
}
