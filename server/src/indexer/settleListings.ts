import { and, eq, inArray } from 'drizzle-orm';
import { addressFromOutputScript, type NetworkName } from '@ordmarket/protocol';
import type { Database } from '../db/database';
import { brc20Activity, brc20Orders, listings } from '../db/schema';
import { publishMarketEvent } from '../realtime/marketEvents';
import type { PreviousBrc20Order, PreviousListing } from './BlockUndo';
import { deterministicUuid } from './deterministicUuid';
import type { ChainBlock } from './fetchBlock';
import { outpointKey, spentOutpoint, type Outpoint } from './satpoint';
import type { Move } from './trackInscriptions';

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
  move: Move,
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

/** Announces how an offer ended: a sale or an invalidation, plus the status change a pending buyer waits on. */
async function announceSettlement(
  db: Database,
  offer: SettledOffer,
  previousStatus: string,
  outcome: { sold: boolean; buyer: string; txid: string },
): Promise<void> {
  await publishMarketEvent(
    db,
    outcome.sold
      ? { type: 'sale', ...offer, buyer: outcome.buyer, txid: outcome.txid }
      : { type: 'listing', action: 'invalidated', ...offer },
  );
  if (previousStatus === 'selling') {
    await publishMarketEvent(db, {
      type: 'order_status',
      market: offer.market,
      order_id: offer.order_id,
      status: outcome.sold ? 'sold' : 'invalid',
      txid: outcome.sold ? outcome.txid : null,
    });
  }
}

/**
 * Settles the live listings and BRC-20 orders whose inscription this block moved: the purchase their
 * seller signed makes them `sold`, any other spend leaves them `invalid`. Announces each outcome.
 */
export async function settleListings(
  db: Database,
  block: ChainBlock,
  moves: readonly Move[],
  owners: ReadonlyMap<string, string>,
  network: NetworkName,
): Promise<ListingSettlement> {
  const settlement: ListingSettlement = { listings: [], brc20Orders: [], brc20ActivityIds: [], sales: new Map() };
  if (moves.length === 0) return settlement;
  const firstMove = new Map<string, Move>();
  for (const move of moves) if (!firstMove.has(move.id)) firstMove.set(move.id, move);
  const ids = [...firstMove.keys()];
  const time = new Date(block.time * 1000);
  const newOwner = (move: Move) => owners.get(moveKey(move)) ?? '';
  const txidOf = (move: Move) => block.transactions[move.txIndex]?.txid ?? '';

  const live = await db
    .select()
    .from(listings)
    .where(and(inArray(listings.inscriptionId, ids), inArray(listings.status, ['on_list', 'selling'])));
  for (const listing of live) {
    const move = firstMove.get(listing.inscriptionId);
    if (move === undefined) continue;
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
    if (sold) {
      await db
        .update(listings)
        .set({ status: 'sold', purchaseTxid: txid, buyerAddress: buyer, updatedAt: time })
        .where(eq(listings.id, listing.id));
      settlement.sales.set(moveKey(move), { price: listing.priceSats, seller: listing.sellerAddress });
    } else {
      await db.update(listings).set({ status: 'invalid', updatedAt: time }).where(eq(listings.id, listing.id));
    }
    const offer: SettledOffer = {
      market: 'nft',
      order_id: listing.id,
      inscription_id: listing.inscriptionId,
      collection_id: listing.collectionId,
      tick: null,
      price: Number(listing.priceSats),
      seller: listing.sellerAddress,
    };
    await announceSettlement(db, offer, listing.status, { sold, buyer, txid });
  }

  const orders = await db
    .select()
    .from(brc20Orders)
    .where(and(inArray(brc20Orders.inscriptionId, ids), inArray(brc20Orders.status, ['on_list', 'selling'])));
  for (const order of orders) {
    const move = firstMove.get(order.inscriptionId);
    if (move === undefined) continue;
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
    if (sold) {
      await db
        .update(brc20Orders)
        .set({ status: 'sold', buyerAddress: buyer, txid, updatedAt: time, soldAt: time })
        .where(eq(brc20Orders.id, order.id));
      // The market broadcasts purchases itself and never records a sale before the chain does: the sale is here.
      const id = deterministicUuid(`${block.hash}:brc20-sale:${order.id}`);
      await db.insert(brc20Activity).values({
        id,
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
      settlement.brc20ActivityIds.push(id);
    } else {
      await db.update(brc20Orders).set({ status: 'invalid', updatedAt: time }).where(eq(brc20Orders.id, order.id));
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
    await announceSettlement(db, offer, order.status, { sold, buyer, txid });
  }
  return settlement;
}
