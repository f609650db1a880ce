import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { listings } from '../../db/schema';
import { apiRoute } from '../../http/apiRoute';
import type { SignedInUser } from '../../http/callerAccess';
import type { RouteModule } from '../../http/services';
import { inscriptionIdField, orderIdField } from '../nft/marketFields';
import { brc20Offers } from './brc20Offers';
import { nftOffers } from './nftOffers';
import { quotePurchase, type PurchaseQuote, type QuoteBuyer } from './purchaseQuote';
import { payerFields, publicKeyField } from './tradeFields';

const tag = 'trading';
/** The most a cart holds (spec §3 maxNum): a quote revalidates the whole box. */
const cartMax = 30;
const sats = z.number().int().min(0);

const quotedItem = z.object({
  inscription_id: z.string(),
  /** The live listing's order, null when the inscription is no longer listed. */
  order_id: z.string().nullable(),
  price: sats.nullable(),
  status: z.string(),
  /** Whether this buyer can buy it now. */
  available: z.boolean(),
  is_owner: z.boolean(),
});

const quoteData = z.object({
  items: z.array(quotedItem),
  costs: z
    .object({
      subtotal: sats,
      service_fee_sta: sats,
      service_received_addr: z.string().nullable(),
      royalty_fee_sta: sats,
      royalty_received_addr: z.string().nullable(),
      network_fee: sats,
      virtual_size: z.number().int(),
      total: sats,
    })
    .nullable(),
  /** From the buyer's own coins: the very transaction they would sign. */
  exact: z.boolean(),
  /**
   * The dummy transaction the buyer's wallet sends before this purchase (null when it holds enough dummy UTXOs, or
   * for a visitor): the purchase spends `needed`, the wallet holds `held`, the transaction makes the missing
   * `makes` for `network_fee` (null when the wallet cannot pay even that: `shortfall` says why). `costs` are then
   * the purchase's once the dummies are made.
   */
  dummy_step: z
    .object({
      needed: z.number().int(),
      held: z.number().int(),
      makes: z.number().int(),
      network_fee: sats.nullable(),
    })
    .nullable(),
  /** Why the buyer's wallet cannot pay, or null. */
  shortfall: z.string().nullable(),
});

function quoteAnswer(quote: PurchaseQuote, items: Array<z.infer<typeof quotedItem>>): z.infer<typeof quoteData> {
  const { costs } = quote;
  return {
    items,
    costs: costs && {
      subtotal: Number(costs.subtotal),
      service_fee_sta: Number(costs.serviceFee),
      service_received_addr: quote.serviceFee?.address ?? null,
      royalty_fee_sta: Number(costs.royaltyFee),
      royalty_received_addr: quote.royaltyFee?.address ?? null,
      network_fee: Number(costs.networkFee),
      virtual_size: Number(costs.virtualSize),
      total: Number(costs.total),
    },
    exact: quote.exact,
    dummy_step: quote.dummyStep && {
      needed: quote.dummyStep.needed,
      held: quote.dummyStep.held,
      makes: quote.dummyStep.makes,
      network_fee: quote.dummyStep.networkFee === null ? null : Number(quote.dummyStep.networkFee),
    },
    shortfall: quote.shortfall,
  };
}

/** The live listing of each inscription (on sale, or held by a purchase), by inscription id. */
async function liveListings(db: Database, inscriptionIds: readonly string[]) {
  const rows = await db
    .select({ id: listings.id, inscriptionId: listings.inscriptionId, status: listings.status })
    .from(listings)
    .where(inArray(listings.inscriptionId, [...inscriptionIds]))
    .orderBy(listings.createdAt);
  const live = new Map<string, string>();
  const last = new Map<string, string>();
  for (const row of rows) {
    if (row.status === 'on_list' || row.status === 'selling') live.set(row.inscriptionId, row.id);
    else last.set(row.inscriptionId, row.status);
  }
  return { live, last };
}

const quoteBuyer = (
  body: { public_key?: string | undefined; payment_address?: string | undefined },
  user: SignedInUser | undefined,
): QuoteBuyer | undefined =>
  user && body.public_key !== undefined
    ? { address: user.address, paymentAddress: body.payment_address ?? user.address, paymentPublicKey: body.public_key }
    : undefined;

/**
 * What a cart or a buy costs before anything is held: every item checked against the live order book (so a restored
 * cart learns what is gone), and the prices, fees and network fee of buying the rest, exact for a signed-in buyer
 * who gives their payment key.
 */
export const quoteRoutes: RouteModule<'chain' | 'config' | 'database' | 'purchases'> = (
  app,
  { database, chain, purchases: policy, config },
) => {
  const { db } = database;
  const { fee_rate, payment_address } = payerFields(config.NETWORK);
  const payer = { fee_rate, payment_address, public_key: publicKeyField.optional() };

  apiRoute(app, {
    path: '/btc/ordinals/get_purchase_quote',
    summary: 'Revalidates cart items against live listings and prices buying the ones still for sale',
    tag,
    auth: 'optional',
    body: z.object({ inscription_ids: z.array(inscriptionIdField).min(1).max(cartMax), ...payer }).strict(),
    data: quoteData,
    handler: async ({ body, user }) => {
      const ids = [...new Set(body.inscription_ids)];
      const { live, last } = await liveListings(db, ids);
      const quote = await quotePurchase(db, chain, nftOffers(config.NETWORK), policy, {
        offerIds: ids.flatMap((id) => live.get(id) ?? []),
        feeRate: body.fee_rate,
        buyer: quoteBuyer(body, user),
      });
      const byInscription = new Map(quote.offers.map((entry) => [entry.offer.inscriptionId, entry]));
      const items = ids.map((id) => {
        const entry = byInscription.get(id);
        return entry
          ? {
              inscription_id: id,
              order_id: entry.offer.id,
              price: Number(entry.offer.priceSats),
              status: entry.offer.status,
              available: entry.available,
              is_owner: entry.isOwner,
            }
          : {
              inscription_id: id,
              order_id: null,
              price: null,
              status: last.get(id) ?? 'normal',
              available: false,
              is_owner: false,
            };
      });
      return quoteAnswer(quote, items);
    },
  });

  apiRoute(app, {
    path: '/btc/brc_20/get_purchase_quote',
    summary: 'Prices buying BRC-20 orders: prices, service fee and network fee, exact with the buyer’s payment key',
    tag,
    auth: 'optional',
    body: z.object({ order_ids: z.array(orderIdField).min(1).max(9), ...payer }).strict(),
    data: quoteData,
    handler: async ({ body, user }) => {
      const quote = await quotePurchase(db, chain, brc20Offers(config.NETWORK), policy, {
        offerIds: [...new Set(body.order_ids)],
        feeRate: body.fee_rate,
        buyer: quoteBuyer(body, user),
      });
      const items = quote.offers.map((entry) => ({
        inscription_id: entry.offer.inscriptionId,
        order_id: entry.offer.id,
        price: Number(entry.offer.priceSats),
        status: entry.offer.status,
        available: entry.available,
        is_owner: entry.isOwner,
      }));
      return quoteAnswer(quote, items);
    },
  });
};
