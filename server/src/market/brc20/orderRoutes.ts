import { normalizeTick } from '@ordmarket/protocol';
import { and, asc, count, desc, eq, getTableColumns, inArray, notExists, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { brc20Orders, brc20OrderStatuses, brc20Ticks, brc20TransferInscriptions } from '../../db/schema';
import { apiRoute } from '../../http/apiRoute';
import { ApiError } from '../../http/ApiError';
import { pageSchema, pagingSchema, toPage } from '../../http/envelope';
import type { RouteModule } from '../../http/services';
import { addressField, inscriptionIdField, tickField } from './brc20Fields';
import { requireTick } from './findTick';
import { orderItem, orderItemSchema, selectOrders } from './orderView';
import { traderAddress } from './traderAddress';
import { transferInscriptionItem, transferInscriptionSchema } from './transferInscriptionView';

const tag = 'brc-20 market';
const sort = z.enum(['default', 'asc', 'desc']).default('default');

const orderSorts = {
  unit_price: brc20Orders.unitPrice,
  price: brc20Orders.priceSats,
  amount: brc20Orders.amount,
  listed_at: brc20Orders.createdAt,
  sold_at: brc20Orders.soldAt,
} as const;

/** The order book and the trader's own listings and transfer inscriptions. */
export const brc20OrderRoutes: RouteModule<'config' | 'database'> = (app, { database, config }) => {
  const { db } = database;
  const address = addressField(config.NETWORK);

  async function orderPage(where: SQL | undefined, order: SQL[], paging: z.infer<typeof pagingSchema>) {
    const [rows, [total]] = await Promise.all([
      selectOrders(db)
        .where(where)
        .orderBy(...order, asc(brc20Orders.id))
        .limit(paging.limit)
        .offset((paging.page - 1) * paging.limit),
      db.select({ value: count() }).from(brc20Orders).where(where),
    ]);
    return toPage(rows.map(orderItem), total?.value ?? 0, paging);
  }

  apiRoute(app, {
    path: '/btc/brc_20/get_on_sale_order_list',
    summary: "A token's live listings, cheapest per token first by default",
    tag,
    auth: 'optional',
    body: pagingSchema.extend({
      tick: tickField,
      sort_by: z.enum(['unit_price', 'price', 'amount', 'listed_at']).default('unit_price'),
      sort,
    }),
    data: pageSchema(orderItemSchema),
    handler: async ({ body }) => {
      const tick = await requireTick(db, body.tick);
      const column = orderSorts[body.sort_by];
      // Prices read cheapest first, times newest first, unless the trader flips them.
      const ascending = body.sort === 'default' ? body.sort_by !== 'listed_at' : body.sort === 'asc';
      return orderPage(
        and(eq(brc20Orders.tick, tick.tick), inArray(brc20Orders.status, ['on_list', 'selling'])),
        [ascending ? asc(column) : desc(column)],
        body,
      );
    },
  });

  apiRoute(app, {
    path: '/btc/brc_20/get_sold_order_list',
    summary: "A token's completed sales, newest first by default",
    tag,
    auth: 'optional',
    body: pagingSchema.extend({
      tick: tickField,
      sort_by: z.enum(['sold_at', 'unit_price', 'price', 'amount']).default('sold_at'),
      sort,
    }),
    data: pageSchema(orderItemSchema),
    handler: async ({ body }) => {
      const tick = await requireTick(db, body.tick);
      const column = orderSorts[body.sort_by];
      const ascending = body.sort === 'asc' || (body.sort === 'default' && body.sort_by === 'unit_price');
      return orderPage(
        and(eq(brc20Orders.tick, tick.tick), eq(brc20Orders.status, 'sold')),
        [ascending ? asc(column) : desc(column)],
        body,
      );
    },
  });

  apiRoute(app, {
    path: '/btc/brc_20/get_user_listed_orders',
    summary: "An address's BRC-20 listings (the signed-in trader's by default), newest first",
    tag,
    auth: 'optional',
    body: pagingSchema.extend({
      address: address.optional(),
      tick: tickField.optional(),
      status: z.enum(['all', ...brc20OrderStatuses]).default('on_list'),
    }),
    data: pageSchema(orderItemSchema),
    handler: async ({ body, user }) => {
      const seller = traderAddress(body.address, user);
      const filters: SQL[] = [eq(brc20Orders.sellerAddress, seller)];
      if (body.tick !== undefined) filters.push(eq(brc20Orders.tick, normalizeTick(body.tick)));
      if (body.status !== 'all') filters.push(eq(brc20Orders.status, body.status));
      return orderPage(and(...filters), [desc(brc20Orders.createdAt)], body);
    },
  });

  apiRoute(app, {
    path: '/btc/brc_20/get_inscription_order_list',
    summary: 'Every listing and sale of one transfer inscription, newest first',
    tag,
    auth: 'none',
    body: pagingSchema.extend({ inscription_id: inscriptionIdField }),
    data: pageSchema(orderItemSchema),
    handler: async ({ body }) =>
      orderPage(eq(brc20Orders.inscriptionId, body.inscription_id), [desc(brc20Orders.createdAt)], body),
  });

  apiRoute(app, {
    path: '/btc/brc_20/get_inscription_detail',
    summary: 'A BRC-20 transfer inscription and its live listing, if any',
    tag,
    auth: 'optional',
    body: z.object({ inscription_id: inscriptionIdField }),
    data: transferInscriptionSchema.extend({ order: orderItemSchema.nullable(), is_owner: z.boolean() }),
    handler: async ({ body, user }) => {
      const [found] = await db
        .select({
          ...getTableColumns(brc20TransferInscriptions),
          displayTick: brc20Ticks.displayTick,
          decimals: brc20Ticks.decimals,
        })
        .from(brc20TransferInscriptions)
        .innerJoin(brc20Ticks, eq(brc20Ticks.tick, brc20TransferInscriptions.tick))
        .where(eq(brc20TransferInscriptions.inscriptionId, body.inscription_id));
      if (!found) {
        throw new ApiError('inscriptionNotFound', `No BRC-20 transfer inscription ${body.inscription_id} is known.`);
      }
      const [live] = await selectOrders(db).where(
        and(eq(brc20Orders.inscriptionId, body.inscription_id), inArray(brc20Orders.status, ['on_list', 'selling'])),
      );
      return {
        ...transferInscriptionItem(found, found),
        order: live ? orderItem(live) : null,
        is_owner: user?.address === found.ownerAddress.toLowerCase(),
      };
    },
  });

  apiRoute(app, {
    path: '/btc/brc_20/get_my_inscription_to_on_list',
    summary: "The signed-in trader's valid transfer inscriptions that are not listed yet",
    tag,
    auth: 'required',
    body: pagingSchema.extend({ tick: tickField.optional() }),
    data: pageSchema(transferInscriptionSchema),
    handler: async ({ body, user }) => {
      const owner = traderAddress(undefined, user);
      const listed = db
        .select({ one: sql`1` })
        .from(brc20Orders)
        .where(
          and(
            eq(brc20Orders.inscriptionId, brc20TransferInscriptions.inscriptionId),
            inArray(brc20Orders.status, ['on_list', 'selling']),
          ),
        );
      const filters: SQL[] = [
        eq(brc20TransferInscriptions.ownerAddress, owner),
        eq(brc20TransferInscriptions.valid, true),
        eq(brc20TransferInscriptions.used, false),
        notExists(listed),
      ];
      if (body.tick !== undefined) filters.push(eq(brc20TransferInscriptions.tick, normalizeTick(body.tick)));
      const where = and(...filters);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            ...getTableColumns(brc20TransferInscriptions),
            displayTick: brc20Ticks.displayTick,
            decimals: brc20Ticks.decimals,
          })
          .from(brc20TransferInscriptions)
          .innerJoin(brc20Ticks, eq(brc20Ticks.tick, brc20TransferInscriptions.tick))
          .where(where)
          .orderBy(desc(brc20TransferInscriptions.inscribedAt), asc(brc20TransferInscriptions.inscriptionId))
          .limit(body.limit)
          .offset((body.page - 1) * body.limit),
        db.select({ value: count() }).from(brc20TransferInscriptions).where(where),
      ]);
      return toPage(
        rows.map((row) => transferInscriptionItem(row, row)),
        total?.value ?? 0,
        body,
      );
    },
  });
};
