import { and, inArray } from 'drizzle-orm';
import {
  addressFromOutputScript,
  outpointKey,
  spentOutpoint,
  type InscriptionMove,
  type NetworkName,
  type Outpoint,
} from '@ordmarket/protocol';
import type { Database } from '../db/database';
import { brc20Orders, listings } from '../db/schema';
import type { MarketEvent } from '../realtime/marketEvents';
import type { PreviousBrc20Order, PreviousListing } from './BlockUndo';
import { deterministicUuid } from './deterministicUuid';
import type { ChainBlock } from './fetchBlock';
import type { RunWrites } from './runWrites';

export interface ListingSettlement {
  readonly listings: PreviousListing[];
  readonly brc20Orders: PreviousBrc20Order[];
  readonly brc20ActivityIds: string[];
  /** Moves that bought a live NFT listing, by `inscriptionId:txIndex`, with the price paid. */
  readonly sales: Map<string, { price: bigint; seller: string }>;
}

export const moveKey = (move: { id: string; txIndex: number }) => `${move.id}:${move.txIndex}`;

/**
 * Whether the transaction spending a listed output completes the seller's SINGLE|ANYONECANPAY signature: the
 * output at the same index as the seller's input pays the seller at least the price.
 */
function paysSeller(
  block: ChainBlock,
  move: InscriptionMove,
  listed: Outpoint,
  seller: string,
  price: bigint,
  network: NetworkName,
) {
  const tx = block.transactions[move.txIndex]?.tx;
  if (tx === undefined) return false;
  const input = tx.ins.findIndex((input) => outpointKey(spentOutpoint(input)) === outpointKey(listed));
  const output = input < 0 ? undefined : tx.outs[input];
  if (output === undefined) return false;
  return addressFromOutputScript(output.script, network) === seller && output.value >= price;
}

/** What the feed says of any offer, NFT listing or BRC-20 order alike. */
interface SettledOffer {
  readonly market: 'nft' | 'brc20';
  readonly order_id: string;
  readonly inscription_id: string;
  readonly collection_id: string | null;
  readonly tick: string | null;
  readonly price: number;
  readonly seller: string;
}

/** How an offer ended, as the feed tells it: a sale or an invalidation, plus the status a pending buyer waits on. */
function settlementEvents(
  offer: SettledOffer,
  previousStatus: string,
  outcome: { sold: boolean; buyer: string; txid: string },
): MarketEvent[] {
  const ended: MarketEvent = outcome.sold
    ? { type: 'sale', ...offer, buyer: outcome.buyer, txid: outcome.txid }
    : { type: 'listing', action: 'invalidated', ...offer };
  if (previousStatus !== 'selling') return [ended];
  return [
    ended,
    {
      type: 'order_status',
      market: offer.market,
      order_id: offer.order_id,
      status: outcome.sold ? 'sold' : 'invalid',
      txid: outcome.sold ? outcome.txid : null,
    },
  ];
}

const liveStatuses = ['on_list', 'selling'] as const;

/** The live listings and BRC-20 orders of inscriptions a run moves, by inscription; settling takes them out. */
export interface LiveOffers {
  readonly listings: Map<string, Array<typeof listings.$inferSelect>>;
  readonly orders: Map<string, Array<typeof brc20Orders.$inferSelect>>;
}

function byInscription<T extends { inscriptionId: string }>(rows: readonly T[]): Map<string, T[]> {
  const grouped = new Map<string, T[]>();
  for (const row of rows) grouped.set(row.inscriptionId, [...(grouped.get(row.inscriptionId) ?? []), row]);
  return grouped;
}

/** Reads, in one query per table, the offers still live on the inscriptions `ids`. */
export async function loadLiveOffers(db: Database, ids: readonly string[]): Promise<LiveOffers> {
  if (ids.length === 0) return { listings: new Map(), orders: new Map() };
  const live = await db
    .select()
    .from(listings)
    .where(and(inArray(listings.inscriptionId, [...ids]), inArray(listings.status, liveStatuses)));
  const orders = await db
    .select()
    .from(brc20Orders)
    .where(and(inArray(brc20Orders.inscriptionId, [...ids]), inArray(brc20Orders.status, liveStatuses)));
  return { listings: byInscription(live), orders: byInscription(orders) };
}

/**
 * Settles the live listings and BRC-20 orders whose inscription this block moved: the purchase their seller
 * signed makes them `sold`, any other spend leaves them `invalid`. Their changes, the BRC-20 sales and the
 * announcements go to `writes`; the offers leave `offers`, so a later block of the run finds them settled.
 */
export function settleListings(
  writes: RunWrites,
  offers: LiveOffers,
  block: ChainBlock,
  moves: readonly InscriptionMove[],
  owners: ReadonlyMap<string, string>,
  network: NetworkName,
): ListingSettlement {
  const settlement: ListingSettlement = { listings: [], brc20Orders: [], brc20ActivityIds: [], sales: new Map() };
  if (moves.length === 0) return settlement;
  const firstMove = new Map<string, InscriptionMove>();
  for (const move of moves) if (!firstMove.has(move.id)) firstMove.set(move.id, move);
  const time = new Date(block.time * 1000);
  const newOwner = (move: InscriptionMove) => owners.get(moveKey(move)) ?? '';
  const txidOf = (move: InscriptionMove) => block.transactions[move.txIndex]?.txid ?? '';

  for (const [id, move] of firstMove) {
    for (const listing of offers.listings.get(id) ?? []) {
      settlement.listings.push({
        id: listing.id,
        inscriptionId: listing.inscriptionId,
        status: listing.status,
        buyerAddress: listing.buyerAddress,
        purchaseTxid: listing.purchaseTxid,
        updatedAt: listing.updatedAt.toISOString(),
      });
      const txid = txidOf(move);
      const buyer = newOwner(move);
      // A seller moving the inscription to themselves (an on-chain cancel) sells nothing, whatever it pays them.
      const sold =
        buyer !== listing.sellerAddress &&
        paysSeller(block, move, listing, listing.sellerPaymentAddress, listing.priceSats, network);
      writes.listings.set(
        listing.id,
        sold
          ? { status: 'sold', buyerAddress: buyer, txid, updatedAt: time }
          : { status: 'invalid', buyerAddress: null, txid: null, updatedAt: time },
      );
      if (sold) settlement.sales.set(moveKey(move), { price: listing.priceSats, seller: listing.sellerAddress });
      const offer: SettledOffer = {
        market: 'nft',
        order_id: listing.id,
        inscription_id: listing.inscriptionId,
        collection_id: listing.collectionId,
        tick: null,
        price: Number(listing.priceSats),
        seller: listing.sellerAddress,
      };
      writes.events.push(...settlementEvents(offer, listing.status, { sold, buyer, txid }));
    }
    offers.listings.delete(id);
  }

  for (const [id, move] of firstMove) {
    for (const order of offers.orders.get(id) ?? []) {
      settlement.brc20Orders.push({
        id: order.id,
        inscriptionId: order.inscriptionId,
        status: order.status,
        buyerAddress: order.buyerAddress,
        txid: order.txid,
        updatedAt: order.updatedAt.toISOString(),
        soldAt: order.soldAt?.toISOString() ?? null,
      });
      const txid = txidOf(move);
      const buyer = newOwner(move);
      const sold =
        buyer !== order.sellerAddress &&
        paysSeller(block, move, move.from, order.sellerAddress, order.priceSats, network);
      writes.brc20Orders.set(
        order.id,
        sold
          ? { status: 'sold', buyerAddress: buyer, txid, updatedAt: time, soldAt: time }
          : { status: 'invalid', buyerAddress: null, txid: null, updatedAt: time, soldAt: null },
      );
      if (sold) {
        // The market broadcasts purchases itself and never records a sale before the chain does: the sale is here.
        const saleId = deterministicUuid(`${block.hash}:brc20-sale:${order.id}`);
        writes.brc20Activity.push({
          id: saleId,
          tick: order.tick,
          kind: 'sale',
          inscriptionId: order.inscriptionId,
          orderId: order.id,
          fromAddress: order.sellerAddress,
          toAddress: buyer,
          amount: order.amount,
          priceSats: order.priceSats,
          txid,
          height: block.height,
          happenedAt: time,
        });
        settlement.brc20ActivityIds.push(saleId);
      }
      const offer: SettledOffer = {
        market: 'brc20',
        order_id: order.id,
        inscription_id: order.inscriptionId,
        collection_id: null,
        tick: order.tick,
        price: Number(order.priceSats),
        seller: order.sellerAddress,
      };
      writes.events.push(...settlementEvents(offer, order.status, { sold, buyer, txid }));
    }
    offers.orders.delete(id);
  }
  return settlement;
}
