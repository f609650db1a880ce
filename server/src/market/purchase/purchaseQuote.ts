import {
  basisPointsOf,
  buildPurchasePsbt,
  chargedFee,
  estimatePurchaseCosts,
  keySpendOf,
  maximumPriceSats,
  maxSweep,
  purchaseMessages,
  ProtocolError,
  taprootPaymentEstimate,
  type FeeOutput,
  type KeySpend,
  type PurchaseCosts,
} from '@ordmarket/protocol';
import { and, eq } from 'drizzle-orm';
import type { ChainSource } from '../../chain/ChainSource';
import type { Database } from '../../db/database';
import { marketTransactions } from '../../db/schema';
import { sameAddress } from '../nft/marketFields';
import type { Offer, OfferMarket } from './offers';
import type { PurchasePolicy } from './purchasePolicy';
import { quoteDummyStep, type QuotedDummyStep } from './dummyStepQuote';
import { purchaseListings } from './purchaseListings';
import { reservedCoins, unreserved } from './storedTransactions';
import { refusePurchase } from './tradeRefusals';
import { walletCoins } from './walletCoins';

/** One offer as a quote sees it: whether this buyer can buy it now. */
export interface QuotedOffer {
  readonly offer: Offer;
  readonly available: boolean;
  readonly isOwner: boolean;
}

export interface PurchaseQuote {
  readonly offers: readonly QuotedOffer[];
  /** What buying every available offer costs; null with nothing to buy. */
  readonly costs: PurchaseCosts | null;
  readonly serviceFee: FeeOutput | undefined;
  readonly royaltyFee: FeeOutput | undefined;
  /** From the buyer's own coins (the very transaction they would sign), not an estimate. */
  readonly exact: boolean;
  /** The dummy transaction the buyer's wallet must send first; null when it holds enough, or for a visitor. */
  readonly dummyStep: QuotedDummyStep | null;
  /** Why the buyer's wallet cannot pay (the protocol's funds message), or null. */
  readonly shortfall: string | null;
}

export interface QuoteBuyer {
  readonly address: string;
  readonly paymentAddress: string;
  readonly paymentPublicKey: string;
}

/**
 * What buying these offers costs, for the cart before the buyer commits: the same fees and the same size rule the
 * purchase will have. With the buyer's key the market builds the very transaction (without holding anything) so the
 * figures are exact; for a visitor it sizes a taproot wallet paying from one coin.
 */
export async function quotePurchase(
  db: Database,
  chain: ChainSource,
  market: OfferMarket,
  policy: PurchasePolicy,
  request: { readonly offerIds: readonly string[]; readonly feeRate: number; readonly buyer: QuoteBuyer | undefined },
): Promise<PurchaseQuote> {
  const { buyer } = request;
  const payment: KeySpend | undefined = buyer && keySpendOrUndefined(buyer, policy);
  const coins = buyer && payment ? await walletCoins(db, chain, buyer.paymentAddress) : undefined;
  return db.transaction(async (tx) => {
    const offers = await market.lock(tx, request.offerIds, 'read');
    const mine = buyer
      ? await tx
          .select({ id: marketTransactions.id })
          .from(marketTransactions)
          .where(and(eq(marketTransactions.address, buyer.address), eq(marketTransactions.status, 'built')))
      : [];
    const heldForBuyer = new Set(mine.map((row) => row.id));
    const quoted = offers.map((offer): QuotedOffer => {
      const isOwner = buyer !== undefined && sameAddress(offer.sellerAddress, buyer.address);
      const heldByBuyer = offer.purchaseId !== null && heldForBuyer.has(offer.purchaseId) && offer.paidTxid === null;
      const available = !isOwner && (offer.status === 'on_list' || (offer.status === 'selling' && heldByBuyer));
      return { offer, available, isOwner };
    });
    const buying = quoted.filter((entry) => entry.available).map((entry) => entry.offer);
    const none = { offers: quoted, costs: null, serviceFee: undefined, royaltyFee: undefined, exact: false };
    if (buying.length > maxSweep) return { ...none, dummyStep: null, shortfall: purchaseMessages.sweepSize };
    const listings = buying.length === 0 ? undefined : await purchaseListings(tx, market, buying, policy);
    if (!listings?.ok) return { ...none, dummyStep: null, shortfall: listings?.reason ?? null };
    const subtotal = buying.reduce((sum, offer) => sum + offer.priceSats, 0n);
    if (subtotal > maximumPriceSats) throw refusePurchase('No wallet can pay this much: it is more than all bitcoin.');
    const royaltyFee = await market.royalty(tx, buying);
    const serviceFee =
      policy.serviceFee &&
      chargedFee(basisPointsOf(subtotal, policy.serviceFee.bps), policy.serviceFee.address, policy.network);
    const fees = { serviceFee, royaltyFee, feeRate: BigInt(request.feeRate), network: policy.network };
    const estimate = estimatePurchaseCosts({
      listings: listings.bought,
      payment: payment ? { ...payment, scriptBytes: payment.script.length } : taprootPaymentEstimate,
      ordinalsScriptBytes: 34,
      ...fees,
    });
    const quote = { offers: quoted, costs: estimate, serviceFee, royaltyFee };
    if (!buyer || !payment || !coins) return { ...quote, exact: false, dummyStep: null, shortfall: null };
    const held = buying.flatMap((offer) => (offer.purchaseId === null ? [] : [offer.purchaseId]));
    const reserved = await reservedCoins(tx, buyer.paymentAddress, held);
    const purchase = {
      listings: listings.bought,
      buyer: { ordinalsAddress: buyer.address, payment, utxos: unreserved(coins, reserved) },
      ...fees,
    };
    try {
      const plan = buildPurchasePsbt(purchase);
      return { ...quote, costs: plan.costs, exact: true, dummyStep: null, shortfall: null };
    } catch (error) {
      if (!(error instanceof ProtocolError)) throw error;
      if (error.code !== 'dummy-utxos-needed')
        return { ...quote, exact: false, dummyStep: null, shortfall: error.message };
      const afterDummies = quoteDummyStep(purchase);
      return { ...quote, ...afterDummies, costs: afterDummies.costs ?? estimate, exact: false };
    }
  });
}

function keySpendOrUndefined(buyer: QuoteBuyer, policy: PurchasePolicy): KeySpend | undefined {
  try {
    return keySpendOf(buyer.paymentAddress, buyer.paymentPublicKey, policy.network);
  } catch (error) {
    if (error instanceof ProtocolError) return undefined;
    throw error;
  }
}
