import {
  addressFromOutputScript,
  outpointKey,
  spentOutpoint,
  type InscriptionMove,
  type NetworkName,
  type Outpoint,
} from '@ordmarket/protocol';
import type { MarketEvent } from '../realtime/marketEvents';
import { listingOnFeed, orderOnFeed, type OfferOnFeed } from '../realtime/offerFeed';
import type { PreviousBrc20Order, PreviousListing, PreviousPurchase } from './BlockUndo';
import { deterministicUuid } from './deterministicUuid';
import type { ChainBlock } from '../chain/blocks/blockRun';
import { judgeReplacement, type PurchaseVerdict, type TakenOffers } from './judgeReplacement';
import type { ListingRow, LiveOffers, OrderRow } from './liveOffers';
import type { OfferChange, RunWrites } from './runWrites';

export interface ListingSettlement {
  readonly listings: PreviousListing[];
  readonly brc20Orders: PreviousBrc20Order[];
  readonly purchases: PreviousPurchase[];
  readonly brc20ActivityIds: string[];
  /** Moves that bought a live NFT listing, by `inscriptionId:txIndex`, with the price paid. */
  readonly sales: Map<string, { price: bigint; seller: string }>;
  /**
   * Moves that took an NFT listing in place of the market's pending purchase, by `inscriptionId:txIndex`: the price
   * when the seller was paid, and the buyer whose purchase was replaced.
   */
  readonly replacements: Map<string, { price: bigint | null; seller: string; buyer: string | null }>;
}

export const moveKey = (move: { id: string; txIndex: number }) => `${move.id}:${move.txIndex}`;

/** How a moved offer ended, or what became of an offer its replaced purchase held. */
type Outcome =
  | { readonly kind: 'sold'; readonly buyer: string; readonly txid: string }
  | { readonly kind: 'invalid' }
  | {
      readonly kind: 'replaced';
      readonly receiver: string;
      readonly txid: string;
      readonly sellerPaid: boolean;
      /** The buyer whose purchase it replaced. */
      readonly buyer: string | null;
    }
  | { readonly kind: 'released' };

/** One market's offers as settling reads and writes them: NFT listings or BRC-20 orders. */
interface OfferBook<Row extends ListingRow | OrderRow> {
  readonly market: 'nft' | 'brc20';
  readonly live: Map<string, Row[]>;
  readonly held: Map<string, Row[]>;
  /** The purchase transaction the market stored and broadcast for the offer. */
  paidTxid(row: Row): string | null;
  /** Whom the seller's signature pays. */
  payee(row: Row): string;
  /** The output the seller's signature spends. */
  listedOutput(row: Row, move: InscriptionMove): Outpoint;
  /** Writes the change, keeps the row as it was for undo, and brings the run's working copy in step. */
  change(row: Row, change: OfferChange, settlement: ListingSettlement, writes: RunWrites): void;
  /** Records the sale or replacement the move `key` (see moveKey) made in the market's activity. */
  record(row: Row, outcome: Outcome, key: string, block: ChainBlock, settlement: ListingSettlement): void;
  feed(row: Row): OfferOnFeed;
}

function listingBook(offers: LiveOffers, writes: RunWrites): OfferBook<ListingRow> {
  return {
    market: 'nft',
    live: offers.listings,
    held: offers.heldListings,
    paidTxid: (row) => row.purchaseTxid,
    payee: (row) => row.sellerPaymentAddress,
    listedOutput: (row) => row,
    change: (row, change, settlement) => {
      settlement.listings.push({
        id: row.id,
        inscriptionId: row.inscriptionId,
        status: row.status,
        buyerAddress: row.buyerAddress,
        purchaseTxid: row.purchaseTxid,
        purchaseId: row.purchaseId,
        sellerPaid: row.sellerPaid,
        updatedAt: row.updatedAt.toISOString(),
      });
      writes.listings.set(row.id, change);
      const { txid, ...rest } = change;
      Object.assign(row, { ...rest, purchaseTxid: txid });
    },
    record: (row, outcome, key, _block, settlement) => {
      if (outcome.kind === 'sold') settlement.sales.set(key, { price: row.priceSats, seller: row.sellerAddress });
      if (outcome.kind === 'replaced') {
        settlement.replacements.set(key, {
          price: outcome.sellerPaid ? row.priceSats : null,
          seller: row.sellerAddress,
          buyer: outcome.buyer,
        });
      }
    },
    feed: listingOnFeed,
  };
}

function orderBook(offers: LiveOffers, writes: RunWrites): OfferBook<OrderRow> {
  return {
    market: 'brc20',
    live: offers.orders,
    held: offers.heldOrders,
    paidTxid: (row) => row.txid,
    payee: (row) => row.sellerAddress,
    listedOutput: (_row, move) => move.from,
    change: (row, change, settlement) => {
      settlement.brc20Orders.push({
        id: row.id,
        inscriptionId: row.inscriptionId,
        status: row.status,
        buyerAddress: row.buyerAddress,
        txid: row.txid,
        purchaseId: row.purchaseId,
        sellerPaid: row.sellerPaid,
        updatedAt: row.updatedAt.toISOString(),
        soldAt: row.soldAt?.toISOString() ?? null,
      });
      // A sale and a replacement both end the order at this block's time: the seller's Sold book dates it so.
      const ended = change.status === 'sold' || change.status === 'replaced';
      const soldAt = ended ? change.updatedAt : row.soldAt;
      writes.brc20Orders.set(row.id, { ...change, soldAt });
      Object.assign(row, { ...change, soldAt });
    },
    // The BRC-20 activity keys its rows by order and block, not by move.
    record: (row, outcome, _key, block, settlement) => {
      if (outcome.kind !== 'sold' && outcome.kind !== 'replaced') return;
      // The market broadcasts purchases itself and never records a sale before the chain does: the sale is here.
      const kind = outcome.kind === 'sold' ? 'sale' : 'replaced';
      const id = deterministicUuid(`${block.hash}:brc20-${kind}:${row.id}`);
      writes.brc20Activity.push({
        id,
        tick: row.tick,
        kind,
        inscriptionId: row.inscriptionId,
        orderId: row.id,
        fromAddress: row.sellerAddress,
        toAddress: outcome.kind === 'sold' ? outcome.buyer : outcome.receiver,
        amount: row.amount,
        priceSats: outcome.kind === 'sold' || outcome.sellerPaid ? row.priceSats : null,
        txid: outcome.txid,
        height: block.height,
        replacedBuyer: outcome.kind === 'replaced' ? outcome.buyer : null,
        happenedAt: new Date(block.time * 1000),
      });
      settlement.brc20ActivityIds.push(id);
    },
    feed: orderOnFeed,
  };
}

/**
 * Whether the transaction spending a listed output completes the seller's SINGLE|ANYONECANPAY signature: the
 * output at the same index as the seller's input pays the seller at least the price.
 */
function paysSeller(
  block: ChainBlock,
  move: InscriptionMove,
  listed: Outpoint,
  payee: string,
  price: bigint,
  network: NetworkName,
) {
  const tx = block.transactions[move.txIndex]?.tx;
  if (tx === undefined) return false;
  const input = tx.ins.findIndex((input) => outpointKey(spentOutpoint(input)) === outpointKey(listed));
  const output = input < 0 ? undefined : tx.outs[input];
  if (output === undefined) return false;
  return addressFromOutputScript(output.script, network) === payee && output.value >= price;
}

/** How an offer ended, as the feed tells it, plus the status a pending buyer and the seller wait on. */
function settlementEvents(offer: OfferOnFeed, previousStatus: string, outcome: Outcome): MarketEvent[] {
  switch (outcome.kind) {
    case 'sold': {
      const sale: MarketEvent = { type: 'sale', ...offer, buyer: outcome.buyer, txid: outcome.txid };
      if (previousStatus !== 'selling') return [sale];
      return [
        sale,
        { type: 'order_status', market: offer.market, order_id: offer.order_id, status: 'sold', txid: outcome.txid },
      ];
    }
    case 'invalid': {
      const invalidated: MarketEvent = { type: 'listing', action: 'invalidated', ...offer };
      if (previousStatus !== 'selling') return [invalidated];
      return [
        invalidated,
        { type: 'order_status', market: offer.market, order_id: offer.order_id, status: 'invalid', txid: null },
      ];
    }
    case 'replaced':
      return [
        { type: 'listing', action: 'replaced', ...offer },
        {
          type: 'order_status',
          market: offer.market,
          order_id: offer.order_id,
          status: 'replaced',
          txid: outcome.txid,
        },
      ];
    case 'released':
      return [
        { type: 'listing', action: 'listed', ...offer },
        { type: 'order_status', market: offer.market, order_id: offer.order_id, status: 'on_list', txid: null },
      ];
  }
}

/** The block's facts every offer's settlement reads. */
interface BlockFacts {
  readonly block: ChainBlock;
  readonly time: Date;
  readonly network: NetworkName;
  readonly firstMove: ReadonlyMap<string, InscriptionMove>;
  txidOf(move: InscriptionMove): string;
  receiverOf(move: InscriptionMove): string;
}

/** A paid purchase whose listed output this move spent with another transaction than the market's. */
function takenFrom<Row extends ListingRow | OrderRow>(
  book: OfferBook<Row>,
  offers: LiveOffers,
  row: Row,
  move: InscriptionMove,
  facts: BlockFacts,
): string | undefined {
  const paid = book.paidTxid(row);
  if (row.status !== 'selling' || paid === null || row.purchaseId === null) return undefined;
  const purchase = offers.purchases.get(row.purchaseId);
  if (purchase?.status !== 'signed' && purchase?.status !== 'broadcast') return undefined;
  return facts.txidOf(move) === paid ? undefined : purchase.id;
}

/** Gathers, for each paid purchase, what the first transaction of this block that took one of its offers took. */
function gatherTaken<Row extends ListingRow | OrderRow>(
  book: OfferBook<Row>,
  offers: LiveOffers,
  facts: BlockFacts,
  taken: Map<string, TakenOffers>,
): void {
  for (const [id, move] of facts.firstMove) {
    for (const row of book.live.get(id) ?? []) {
      const purchaseId = takenFrom(book, offers, row, move, facts);
      const tx = facts.block.transactions[move.txIndex];
      if (purchaseId === undefined || tx === undefined) continue;
      const before = taken.get(purchaseId) ?? {
        txid: tx.txid,
        tx: tx.tx,
        orderIds: new Set<string>(),
        receivers: [],
        sellersPaid: true,
        toSellers: true,
      };
      // A second transaction taking another offer of the same purchase is settled as a replacement on its own.
      if (before.txid !== tx.txid) continue;
      const receiver = facts.receiverOf(move);
      const paid = paysSeller(
        facts.block,
        move,
        book.listedOutput(row, move),
        book.payee(row),
        row.priceSats,
        facts.network,
      );
      taken.set(purchaseId, {
        ...before,
        orderIds: new Set([...before.orderIds, row.id]),
        receivers: [...before.receivers, receiver],
        sellersPaid: before.sellersPaid && paid,
        toSellers: before.toSellers && receiver === row.sellerAddress,
      });
    }
  }
}

/** Settles the live offers of one market whose inscription this block moved. */
function settleMoved<Row extends ListingRow | OrderRow>(
  book: OfferBook<Row>,
  offers: LiveOffers,
  facts: BlockFacts,
  verdicts: ReadonlyMap<string, PurchaseVerdict>,
  settlement: ListingSettlement,
  writes: RunWrites,
): void {
  for (const [id, move] of facts.firstMove) {
    for (const row of book.live.get(id) ?? []) {
      const txid = facts.txidOf(move);
      const receiver = facts.receiverOf(move);
      const purchaseId = takenFrom(book, offers, row, move, facts);
      const verdict = purchaseId === undefined ? undefined : verdicts.get(purchaseId);
      const paid = paysSeller(
        facts.block,
        move,
        book.listedOutput(row, move),
        book.payee(row),
        row.priceSats,
        facts.network,
      );
      // A seller moving the inscription to themselves (an on-chain cancel) sells nothing, whatever it pays them.
      const outcome: Outcome =
        verdict?.kind === 'replaced'
          ? { kind: 'replaced', receiver, txid, sellerPaid: paid, buyer: row.buyerAddress }
          : verdict?.kind === 'kept' || (receiver !== row.sellerAddress && paid)
            ? { kind: 'sold', buyer: receiver, txid }
            : { kind: 'invalid' };
      const previousStatus = row.status;
      const offer = book.feed(row);
      book.record(row, outcome, moveKey(move), facts.block, settlement);
      book.change(row, offerChange(row, book.paidTxid(row), outcome, facts.time), settlement, writes);
      writes.events.push(...settlementEvents(offer, previousStatus, outcome));
    }
    book.live.delete(id);
  }
}

/** What an outcome writes on the offer: a sale or replacement names who received it; an invalidation keeps all. */
function offerChange(row: ListingRow | OrderRow, paidTxid: string | null, outcome: Outcome, time: Date): OfferChange {
  const kept = { purchaseId: row.purchaseId, updatedAt: time };
  switch (outcome.kind) {
    case 'sold':
      return { ...kept, status: 'sold', buyerAddress: outcome.buyer, txid: outcome.txid, sellerPaid: null };
    case 'invalid':
      return { ...kept, status: 'invalid', buyerAddress: row.buyerAddress, txid: paidTxid, sellerPaid: row.sellerPaid };
    case 'replaced':
      return {
        ...kept,
        status: 'replaced',
        buyerAddress: outcome.receiver,
        txid: outcome.txid,
        sellerPaid: outcome.sellerPaid,
      };
    case 'released':
      return { status: 'on_list', buyerAddress: null, txid: null, purchaseId: null, sellerPaid: null, updatedAt: time };
  }
}

/** Puts back on sale what a replaced purchase still held: the offers no transaction of this block took. */
function releaseHeld<Row extends ListingRow | OrderRow>(
  book: OfferBook<Row>,
  purchaseId: string,
  facts: BlockFacts,
  settlement: ListingSettlement,
  writes: RunWrites,
): void {
  for (const row of book.held.get(purchaseId) ?? []) {
    if (row.status !== 'selling' || row.purchaseId !== purchaseId) continue;
    const offer = book.feed(row);
    const outcome: Outcome = { kind: 'released' };
    book.change(row, offerChange(row, book.paidTxid(row), outcome, facts.time), settlement, writes);
    writes.events.push(...settlementEvents(offer, 'selling', outcome));
  }
}

/**
 * Settles the live listings and BRC-20 orders whose inscription this block moved. The market's own purchase
 * transaction makes them `sold`, and so does any spend paying the seller while no purchase of the market's was
 * paid; any other spend leaves them `invalid`. When the market had broadcast a purchase and another transaction
 * spent the listed output instead (anyone can reuse the seller's SINGLE|ANYONECANPAY signature once the purchase is
 * public), the purchase is judged: still the market's sale if the transaction kept everything it paid others and
 * gave the buyer the inscriptions (the buyer's own fee bump); otherwise the purchase is `replaced`, with the
 * reason its buyer reads, its offers taken are `replaced` (who received them, whether the seller was paid), and the
 * offers it still held go back on sale. Changes, undo, activity and announcements go to `writes` and the settlement;
 * settled offers leave `offers`, so a later block of the run finds them settled.
 */
export function settleListings(
  writes: RunWrites,
  offers: LiveOffers,
  block: ChainBlock,
  moves: readonly InscriptionMove[],
  owners: ReadonlyMap<string, string>,
  network: NetworkName,
): ListingSettlement {
  const settlement: ListingSettlement = {
    listings: [],
    brc20Orders: [],
    purchases: [],
    brc20ActivityIds: [],
    sales: new Map(),
    replacements: new Map(),
  };
  if (moves.length === 0) return settlement;
  const firstMove = new Map<string, InscriptionMove>();
  for (const move of moves) if (!firstMove.has(move.id)) firstMove.set(move.id, move);
  const facts: BlockFacts = {
    block,
    time: new Date(block.time * 1000),
    network,
    firstMove,
    txidOf: (move) => block.transactions[move.txIndex]?.txid ?? '',
    receiverOf: (move) => owners.get(moveKey(move)) ?? '',
  };
  const nft = listingBook(offers, writes);
  const brc20 = orderBook(offers, writes);

  const taken = new Map<string, TakenOffers>();
  gatherTaken(nft, offers, facts, taken);
  gatherTaken(brc20, offers, facts, taken);
  const verdicts = new Map<string, PurchaseVerdict>();
  for (const [purchaseId, what] of taken) {
    const purchase = offers.purchases.get(purchaseId);
    if (purchase !== undefined) verdicts.set(purchaseId, judgeReplacement(purchase, what, network));
  }

  settleMoved(nft, offers, facts, verdicts, settlement, writes);
  settleMoved(brc20, offers, facts, verdicts, settlement, writes);

  for (const [purchaseId, verdict] of verdicts) {
    const purchase = offers.purchases.get(purchaseId);
    const replacedByTxid = taken.get(purchaseId)?.txid;
    if (purchase === undefined || replacedByTxid === undefined) continue;
    settlement.purchases.push({
      id: purchase.id,
      status: purchase.status,
      failure: purchase.failure,
      replacedByTxid: purchase.replacedByTxid,
      updatedAt: purchase.updatedAt.toISOString(),
    });
    const change =
      verdict.kind === 'kept'
        ? { status: 'confirmed' as const, failure: null, replacedByTxid, updatedAt: facts.time }
        : { status: 'replaced' as const, failure: verdict.failure, replacedByTxid, updatedAt: facts.time };
    writes.purchases.set(purchase.id, change);
    Object.assign(purchase, change);
    if (verdict.kind === 'replaced') {
      releaseHeld(nft, purchaseId, facts, settlement, writes);
      releaseHeld(brc20, purchaseId, facts, settlement, writes);
    }
  }
  return settlement;
}
