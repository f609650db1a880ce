import { and, asc, count, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { collections, mintOrders, mints, mintWhitelist, mintOrderStatuses } from '../../db/schema';
import { apiRoute } from '../../http/apiRoute';
import { ApiError } from '../../http/ApiError';
import { pageSchema, pagingSchema, toPage } from '../../http/envelope';
import type { RouteModule } from '../../http/services';
import { genMintPaymentRoute } from './genMintPayment';
import { collectionIdField, feeRateField, orderIdField, sameAddress, txidField } from './marketFields';
import { mintCharges } from './mintCharges';
import { mintInfoSchema, nowInSeconds, requireMint, toMintInfo } from './mintView';
import { orderNotFound } from './orderView';

const tag = 'nft mint';
const mintNumField = z.number().int().min(1).max(1000);

/** The launchpad: open mints, a mint's detail and price, mint orders and their payments (spec §7, §3). */
export const mintRoutes: RouteModule = (app, kit, services) => {
  const { db } = services.database;

  apiRoute(app, kit, {
    path: '/btc/ordinals/mint_now_list',
    summary: 'Mints running or about to start, soonest first',
    tag,
    auth: 'none',
    body: pagingSchema.strict(),
    data: pageSchema(mintInfoSchema),
    handler: async ({ body }) => {
      const now = nowInSeconds();
      const open = and(
        or(isNull(mints.publicEndAtSec), gt(mints.publicEndAtSec, now)),
        lt(mints.mintedNum, mints.supply),
      );
      const [rows, [counted]] = await Promise.all([
        db
          .select({ mint: mints, collection: collections })
          .from(mints)
          .innerJoin(collections, eq(collections.id, mints.collectionId))
          .where(open)
          .orderBy(asc(sql`coalesce(${mints.whiteListStartAtSec}, ${mints.publicStartAtSec})`), asc(mints.id))
          .limit(body.limit)
          .offset((body.page - 1) * body.limit),
        db.select({ total: count() }).from(mints).where(open),
      ]);
      return toPage(
        rows.map((row) => toMintInfo(row.mint, row.collection, now)),
        counted?.total ?? 0,
        body,
      );
    },
  });

  apiRoute(app, kit, {
    path: '/btc/ordinals/mint_detail',
    summary: "A collection's mint, and whether the signed-in address may mint now",
    tag,
    auth: 'optional',
    body: z.object({ collection_id: collectionIdField }).strict(),
    data: mintInfoSchema.extend({ qualified: z.boolean() }),
    handler: async ({ body, user }) => {
      const found = await requireMint(db, body.collection_id);
      const info = toMintInfo(found.mint, found.collection, nowInSeconds());
      let qualified = info.status === 'public';
      if (info.status === 'white_list' && user) {
        const [listed] = await db
          .select()
          .from(mintWhitelist)
          .where(and(eq(mintWhitelist.mintId, found.mint.id), eq(mintWhitelist.address, user.address.toLowerCase())));
        qualified = listed !== undefined;
      }
      return { ...info, qualified };
    },
  });

  apiRoute(app, kit, {
    path: '/btc/ordinals/pre_mint_tx',
    summary: 'What minting `mint_num` inscriptions at `fee_rate` costs',
    tag,
    auth: 'optional',
    body: z.object({ collection_id: collectionIdField, mint_num: mintNumField, fee_rate: feeRateField }).strict(),
    data: z.object({
      available_num: z.number().int(),
      inscription_postage: z.number().int(),
      mint_price: z.number().int(),
      network_fee: z.number().int(),
      service_fee: z.number().int(),
      tx_size: z.number().int(),
    }),
    handler: async ({ body }) => {
      const found = await requireMint(db, body.collection_id);
      return {
        available_num: Math.max(0, found.mint.supply - found.mint.mintedNum),
        ...mintCharges(found.mint, body.mint_num, body.fee_rate),
      };
    },
  });

  genMintPaymentRoute(app, kit, services);

  apiRoute(app, kit, {
    path: '/btc/ordinals/update_order_txid',
    summary: 'Records the payment transaction of a mint order; the same report again is accepted (the app retries)',
    tag,
    auth: 'required',
    body: z.object({ order_id: orderIdField, txid: txidField }).strict(),
    data: z.object({ order_id: z.string(), txid: z.string(), status: z.enum(mintOrderStatuses) }),
    handler: ({ body, user }) =>
      db.transaction(async (tx) => {
        const [order] = await tx.select().from(mintOrders).where(eq(mintOrders.id, body.order_id)).for('update');
        const owns = order && (order.userId === user.userId || sameAddress(order.receiverAddress, user.address));
        if (!order || !owns) throw orderNotFound(body.order_id);
        if (order.paymentTxid === body.txid) return { order_id: order.id, txid: body.txid, status: order.status };
        if (order.paymentTxid !== null) {
          throw new ApiError('mintRefused', 'This mint order was already paid by another transaction.');
        }
        if (order.status !== 'pending_payment') {
          throw new ApiError('mintRefused', `This mint order can no longer be paid (it is ${order.status}).`);
        }
        const [paid] = await tx
          .update(mintOrders)
          .set({ paymentTxid: body.txid, status: 'paid', updatedAt: new Date() })
          .where(eq(mintOrders.id, order.id))
          .returning();
        return { order_id: order.id, txid: body.txid, status: paid?.status ?? 'paid' };
      }),
  });
};
