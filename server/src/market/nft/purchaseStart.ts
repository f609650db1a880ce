import {
  buildPurchasePsbt,
  parseAddress,
  ProtocolError,
  verifySellerListing,
  type FeeOutput,
  type PurchaseListing,
} from '@ordmarket/protocol';
import { eq, inArray } from 'drizzle-orm';
import type { ChainSource } from '../../chain/ChainSource';
import type { Database } from '../../db/database';
import { collections, inscriptions, listings } from '../../db/schema';
import { ApiError } from '../../http/ApiError';
import { sameAddress } from './marketFields';
import { toOrderView, type OrderView } from './orderView';
import { purchaseBuyerKey } from './purchaseBuyerKey';
import { lockOrders, refusePurchase, type Listing, type Transaction } from './purchaseOrders';
import { purchaseUtxos } from './purchaseUtxos';

/** A purchase nobody paid for within this long stops holding its listings: another buyer may take them. */
export const pendingPurchaseMs = 15 * 60 * 1000;

export interface PurchaseStartRequest {
  orderIds: readonly string[];
  /** The signed-in address: it pays, and receives the inscriptions, the fresh dummies and the change. */
  buyer: string;
  publicKeyHex: string;
  feeRate: number;
}

export interface StartedPurchase {
  orders: OrderView[];
  /** Base64; the seller inputs are final, the buyer signs `buyerInputs`. */
  psbt: string;
  buyerInputs: number[];
  feeSats: bigint;
  virtualSize: bigint;
}

/** Why this order cannot be bought by `buyer` now, or undefined when it can. */
function refusal(order: Listing, buyer: string, now: number): string | undefined {
  if (sameAddress(order.sellerAddress, buyer)) return 'You cannot buy your own inscription.';
  if (order.status === 'on_list') return undefined;
  if (order.status !== 'selling')
    return `This inscription is no longer for sale (order ${order.id} is ${order.status}).`;
  if (order.purchaseTxid !== null) return 'This inscription was already paid for and awaits confirmation.';
  const buyersOwn = order.buyerAddress !== null && sameAddress(order.buyerAddress, buyer);
  const abandoned = now - order.updatedAt.getTime() > pendingPurchaseMs;
  return buyersOwn || abandoned ? undefined : 'Someone is already buying this inscription. Try another one.';
}

/**
 * Starts a purchase of one listing or a sweep: holds the orders for the buyer (`selling`) and answers the
 * transaction their wallet signs. Building it needs the buyer's dummy UTXOs; without them nothing is held and
 * the answer says so (`dummyUtxosNeeded`), so the app can prepare them. Asking again answers a fresh build.
 */
export async function startPurchase(
  db: Database,
  chain: ChainSource,
  request: PurchaseStartRequest,
): Promise<StartedPurchase> {
  const network = chain.network;
  // One output can be spent once: the same order twice would make a transaction no node accepts.
  if (new Set(request.orderIds).size !== request.orderIds.length) {
    throw refusePurchase('The same order appears twice in this purchase.');
  }
  // Read before the transaction: the chain may be remote, and no order lock should wait on it.
  const utxos = await purchaseUtxos(db, chain, request.buyer);
  return db.transaction(async (tx) => {
    const orders = await lockOrders(tx, request.orderIds);
    const now = Date.now();
    for (const order of orders) {
      const reason = refusal(order, request.buyer, now);
      if (reason) throw refusePurchase(reason);
    }
    const publicKey = purchaseBuyerKey(request.buyer, request.publicKeyHex, network);
    const bought = await purchaseListings(tx, orders, network);
    const plan = planPurchase({
      listings: bought,
      buyer: { ordinalsAddress: request.buyer, paymentAddress: request.buyer, paymentPublicKey: publicKey, utxos },
      feeRate: BigInt(request.feeRate),
      network,
      ...(await royaltyOf(tx, orders)),
    });
    const held = await tx
      .update(listings)
      .set({ status: 'selling', buyerAddress: request.buyer, updatedAt: new Date(now) })
      .where(inArray(listings.id, [...request.orderIds]))
      .returning();
    const byId = new Map(held.map((row) => [row.id, row]));
    return {
      orders: orders.map((order) => toOrderView(byId.get(order.id) ?? order)),
      psbt: plan.psbt.toBase64(),
      buyerInputs: plan.buyerInputs,
      feeSats: plan.feeSats,
      virtualSize: plan.virtualSize,
    };
  });
}

type PlanRequest = Parameters<typeof buildPurchasePsbt>[0];

function planPurchase(request: PlanRequest): ReturnType<typeof buildPurchasePsbt> {
  try {
    return buildPurchasePsbt(request);
  } catch (error) {
    const refused: ProtocolError | undefined = error instanceof ProtocolError ? error : undefined;
    if (!refused) throw error;
    if (refused.code === 'dummy-utxos-needed') throw new ApiError('dummyUtxosNeeded', refused.message);
    throw refusePurchase(refused.message);
  }
}

/** Each order's seller-signed listing, checked again against where its inscription is now. */
async function purchaseListings(
  tx: Transaction,
  orders: readonly Listing[],
  network: ChainSource['network'],
): Promise<PurchaseListing[]> {
  const rows = await tx
    .select()
    .from(inscriptions)
    .where(inArray(inscriptions.inscriptionId, [...new Set(orders.map((order) => order.inscriptionId))]));
  const byId = new Map(rows.map((row) => [row.inscriptionId, row]));
  return orders.map((order) => {
    const inscription = byId.get(order.inscriptionId);
    if (inscription?.txid !== order.txid || inscription.vout !== order.vout)
      throw refusePurchase(`This inscription is no longer for sale (order ${order.id} moved).`);
    const location = {
      txid: inscription.txid,
      vout: inscription.vout,
      value: inscription.value,
      offset: inscription.offset,
      script: parseAddress(inscription.ownerAddress, network).outputScript,
    };
    try {
      return { listing: verifySellerListing(order.sellerPsbt, location, network), inscription: location };
    } catch (error) {
      if (error instanceof ProtocolError) throw refusePurchase(error.message);
      throw error;
    }
  });
}

/** The royalty the buyer adds as its own output: one creator per purchase, so a sweep stays in one collection. */
async function royaltyOf(tx: Transaction, orders: readonly Listing[]): Promise<{ royaltyFee?: FeeOutput }> {
  const owed = orders.filter((order) => order.royaltyFeeSats > 0n && order.collectionId !== null);
  const ids = [...new Set(owed.map((order) => order.collectionId ?? ''))];
  if (ids.length === 0) return {};
  if (ids.length > 1)
    throw refusePurchase('These inscriptions pay royalties to different creators; buy them separately.');
  const [collection] = await tx
    .select()
    .from(collections)
    .where(eq(collections.id, ids[0] ?? ''));
  if (!collection?.royaltyAddress) return {};
  return { royaltyFee: { address: collection.royaltyAddress, sats: owed.reduce((a, o) => a + o.royaltyFeeSats, 0n) } };
}
