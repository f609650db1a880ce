import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { inscriptions, listings, listingStatuses } from '../../db/schema';
import { apiRoute } from '../../http/apiRoute';
import { pageSchema, pagingSchema, toPage, type Paging } from '../../http/envelope';
import type { RouteModule } from '../../http/services';
import { collectionExists, collectionNotFound } from './collectionView';
import { delistForSale } from './delistForSale';
import { inscriptionNotFound } from './inscriptionView';
import { listForSale } from './listForSale';
import { collectionIdField, inscriptionIdField, orderIdField } from './marketFields';
import { listedOrderSchema, orderSchema, toOrderView } from './orderView';

const tag = 'nft market';
const orderSorts = z.enum(['newest', 'price_asc', 'price_desc']).default('newest');

async function orderPage(db: Database, where: SQL | undefined, sort: z.infer<typeof orderSorts>, paging: Paging) {
  const order = {
    newest: [desc(listings.updatedAt), desc(listings.createdAt)],
    price_asc: [asc(listings.priceSats)],
    price_desc: [desc(listings.priceSats)],
  }[sort];
  const [rows, [counted]] = await Promise.all([
    db
      .select({ listing: listings, name: inscriptions.name, number: inscriptions.number })
      .from(listings)
      .leftJoin(inscriptions, eq(inscriptions.inscriptionId, listings.inscriptionId))
      .where(where)
      .orderBy(...order, asc(listings.id))
      .limit(paging.limit)
      .offset((paging.page - 1) * paging.limit),
    db.select({ total: count() }).from(listings).where(where),
  ]);
  const orders = rows.map((row) => ({
    ...toOrderView(row.listing),
    name: row.name,
    inscription_number: row.number,
  }));
  return toPage(orders, counted?.total ?? 0, paging);
}

const delistBody = z
  .object({ order_id: orderIdField.optional(), inscription_id: inscriptionIdField.optional() })
  .strict()
  .refine((body) => body.order_id !== undefined || body.inscription_id !== undefined, {
    message: 'Give the order_id (or the inscription_id) of the listing to delist',
    path: ['order_id'],
  });

/** Listing, delisting and the order books of collections and inscriptions (spec §7, NFT market). */
export const orderRoutes: RouteModule<'config' | 'database' | 'learnInscriptions' | 'purchases'> = (
  app,
  { config, database, learnInscriptions, purchases },
) => {
  const { db } = database;

  apiRoute(app, {
    path: '/btc/ordinals/list_for_sale',
    summary:
      "Lists an inscription with the seller's signed PSBT (SIGHASH_SINGLE|ANYONECANPAY); the price is its output",
    tag,
    auth: 'required',
    body: z.object({ inscription_id: inscriptionIdField, psbt: z.string().trim().min(1).max(200_000) }).strict(),
    data: orderSchema,
    rateLimitAddress: (_body, user) => user?.address,
    handler: async ({ body, user }) => {
      await learnInscriptions([body.inscription_id]);
      return listForSale(db, {
        inscriptionId: body.inscription_id,
        psbt: body.psbt,
        seller: user.address,
        network: config.NETWORK,
        marketKey: purchases.coSigner.publicKey,
      });
    },
  });

  apiRoute(app, {
    path: '/btc/ordinals/delist_for_sale',
    summary: "Takes the caller's listing off the market",
    tag,
    auth: 'required',
    body: delistBody,
    data: orderSchema,
    rateLimitAddress: (_body, user) => user?.address,
    handler: ({ body, user }) =>
      delistForSale(
        db,
        body.order_id !== undefined ? { orderId: body.order_id } : { inscriptionId: body.inscription_id ?? '' },
        user.address,
      ),
  });

  apiRoute(app, {
    path: '/btc/ordinals/get_collection_order_list',
    summary: "A collection's orders (listings and sales), newest first unless sorted by price",
    tag,
    auth: 'none',
    body: pagingSchema
      .extend({ collection_id: collectionIdField, status: z.enum(listingStatuses).optional(), sort: orderSorts })
      .strict(),
    data: pageSchema(listedOrderSchema),
    handler: async ({ body }) => {
      if (!(await collectionExists(db, body.collection_id))) throw collectionNotFound(body.collection_id);
      const where = and(
        eq(listings.collectionId, body.collection_id),
        body.status === undefined ? undefined : eq(listings.status, body.status),
      );
      return orderPage(db, where, body.sort, body);
    },
  });

  apiRoute(app, {
    path: '/btc/ordinals/get_inscription_order_list',
    summary: "An inscription's orders, its listing history",
    tag,
    auth: 'none',
    body: pagingSchema
      .extend({ inscription_id: inscriptionIdField, status: z.enum(listingStatuses).optional(), sort: orderSorts })
      .strict(),
    data: pageSchema(listedOrderSchema),
    handler: async ({ body }) => {
      const [known] = await db
        .select({ id: inscriptions.inscriptionId })
        .from(inscriptions)
        .where(eq(inscriptions.inscriptionId, body.inscription_id));
      if (!known) throw inscriptionNotFound(body.inscription_id);
      const where = and(
        eq(listings.inscriptionId, body.inscription_id),
        body.status === undefined ? undefined : eq(listings.status, body.status),
      );
      return orderPage(db, where, body.sort, body);
    },
  });
};
