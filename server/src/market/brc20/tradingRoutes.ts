import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { brc20Activity, brc20Orders, brc20TransferInscriptions } from '../../db/schema';
import { apiRoute } from '../../http/apiRoute';
import { ApiError } from '../../http/ApiError';
import type { RouteModule } from '../../http/services';
import { inscriptionIdField, orderIdField, txidField } from './brc20Fields';
import { satsValue } from './brc20Json';
import { listTransferInscription } from './listTransferInscription';
import { orderItem, orderItemSchema, selectOrders } from './orderView';
import { recordPurchase } from './recordPurchase';

const tag = 'brc-20 trading';
const orderRequest = z.object({ order_id: orderIdField });

/** Listing, delisting and buying BRC-20 transfer inscriptions. */
export const brc20TradingRoutes: RouteModule = (app, kit, { database, config, chain }) => {
  const { db } = database;

  async function orderById(id: string) {
    const [row] = await selectOrders(db).where(eq(brc20Orders.id, id));
    if (!row) throw new ApiError('orderNotFound', 'No such BRC-20 order. It may have been delisted.');
    return row;
  }

  apiRoute(app, kit, {
    path: '/btc/brc_20/list_for_sale',
    summary: 'List a transfer inscription with a seller-signed PSBT (SINGLE|ANYONECANPAY)',
    tag,
    auth: 'required',
    body: z.object({ inscription_id: inscriptionIdField, psbt: z.string().min(1).max(200_000) }),
    data: orderItemSchema,
    rateLimitAddress: (_body, user) => user?.address,
    handler: async ({ body, user }) => {
      const orderId = await listTransferInscription(db, config.NETWORK, {
        inscriptionId: body.inscription_id,
        psbt: body.psbt,
        sellerAddress: user.address,
      });
      return orderItem(await orderById(orderId));
    },
  });

  apiRoute(app, kit, {
    path: '/btc/brc_20/delist_for_sale',
    summary: 'Take a listing off the market (safe to retry)',
    tag,
    auth: 'required',
    body: orderRequest,
    data: orderItemSchema,
    handler: async ({ body, user }) => {
      await db.transaction(async (tx) => {
        const [order] = await tx.select().from(brc20Orders).where(eq(brc20Orders.id, body.order_id)).for('update');
        if (!order) throw new ApiError('orderNotFound', 'No such BRC-20 order.');
        if (order.sellerAddress.toLowerCase() !== user.address) {
          throw new ApiError('listingRefused', 'Only the seller can delist this order.');
        }
        if (order.status === 'cancelled') return;
        if (order.status !== 'on_list') {
          throw new ApiError('listingRefused', `This order is ${order.status} and can no longer be delisted.`);
        }
        await tx
          .update(brc20Orders)
          .set({ status: 'cancelled', updatedAt: new Date() })
          .where(eq(brc20Orders.id, order.id));
        await tx.insert(brc20Activity).values({
          tick: order.tick,
          kind: 'delist',
          inscriptionId: order.inscriptionId,
          orderId: order.id,
          fromAddress: order.sellerAddress,
          amount: order.amount,
          priceSats: order.priceSats,
        });
      });
      return orderItem(await orderById(body.order_id));
    },
  });

  apiRoute(app, kit, {
    path: '/btc/brc_20/buy_brc20',
    summary: "A listing's terms for the buyer's wallet to build and sign the purchase",
    tag,
    auth: 'required',
    body: orderRequest,
    data: z.object({
      order: orderItemSchema,
      seller_psbt: z.string(),
      /** "txid:vout" holding the transfer inscription: the purchase spends it. */
      inscription_output: z.string(),
      inscription_output_value: satsValue,
      service_fee_sta: satsValue,
      service_received_addr: z.string().nullable(),
      royalty_fee_sta: satsValue,
      royalty_received_addr: z.string().nullable(),
    }),
    rateLimitAddress: (_body, user) => user?.address,
    handler: async ({ body, user }) => {
      const order = await orderById(body.order_id);
      if (order.sellerAddress.toLowerCase() === user.address) {
        throw new ApiError('purchaseRefused', 'Owners cannot buy their own inscriptions.');
      }
      if (order.status !== 'on_list') {
        throw new ApiError(
          'purchaseRefused',
          `This listing is ${order.status.replace('_', ' ')} and can no longer be bought.`,
        );
      }
      const [inscription] = await db
        .select()
        .from(brc20TransferInscriptions)
        .where(and(eq(brc20TransferInscriptions.inscriptionId, order.inscriptionId)));
      if (!inscription || inscription.used || inscription.ownerAddress !== order.sellerAddress) {
        // The inscription moved since it was listed: the seller's signature can never complete a sale now.
        await db
          .update(brc20Orders)
          .set({ status: 'invalid', updatedAt: new Date() })
          .where(eq(brc20Orders.id, order.id));
        throw new ApiError('purchaseRefused', 'This listing is no longer valid: the inscription has moved.');
      }
      return {
        order: orderItem(order),
        seller_psbt: order.sellerPsbt,
        inscription_output: inscription.output,
        inscription_output_value: Number(inscription.outputValue),
        // No marketplace or royalty fee is configured for BRC-20 trades.
        service_fee_sta: 0,
        service_received_addr: null,
        royalty_fee_sta: 0,
        royalty_received_addr: null,
      };
    },
  });

  apiRoute(app, kit, {
    path: '/btc/brc_20/buy_brc20_send_success',
    summary: 'Report the broadcast purchase transaction; checked on the chain (safe to retry)',
    tag,
    auth: 'required',
    body: z.object({ order_id: orderIdField, txid: txidField }),
    data: orderItemSchema,
    handler: async ({ body, user }) => {
      await recordPurchase(db, chain, { orderId: body.order_id, txid: body.txid, buyerAddress: user.address });
      return orderItem(await orderById(body.order_id));
    },
  });

  apiRoute(app, kit, {
    path: '/btc/brc_20/cancel_buy_brc20',
    summary: 'The buyer gave up before broadcasting; the listing stays on sale',
    tag,
    auth: 'required',
    body: orderRequest,
    data: orderItemSchema,
    // buy_brc20 reserves nothing, so there is nothing to undo: the answer is the order as it stands.
    handler: async ({ body }) => orderItem(await orderById(body.order_id)),
  });
};
