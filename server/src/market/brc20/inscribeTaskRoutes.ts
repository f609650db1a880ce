import { normalizeTick } from '@ordmarket/protocol';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { brc20InscribeTasks } from '../../db/schema';
import { apiRoute } from '../../http/apiRoute';
import { ApiError } from '../../http/ApiError';
import { pageSchema, pagingSchema, toPage } from '../../http/envelope';
import type { RouteModule } from '../../http/services';
import { addressField, amountField, feeRateField, tickField, txidField } from './brc20Fields';
import { checkDeploy } from './deployRules';
import { deployFields, maxMintRepeat } from './inscribeCostRoutes';
import { inscribeTaskItem, inscribeTaskSchema } from './inscribeTaskView';
import { checkMint } from './mintRules';
import { recordTaskPayment } from './recordTaskPayment';

const tag = 'brc-20 mint and deploy';

/**
 * Taking a deploy or mint order means handing out an address the server holds the key to and inscribing
 * once it is paid. That inscriber does not exist yet, so orders are checked in full (a trader learns now
 * whether the deploy or mint is valid) and then refused: no payment address is ever shown that nobody watches.
 */
function inscriberNotOpen(): never {
  throw new ApiError(
    'inscribingNotOpen',
    'Deploying and minting BRC-20 through Ordmarket opens in a later release. Your order was valid; nothing was charged.',
  );
}

/** Deploy and mint orders, their payment records and the trader's history of them. */
export const brc20InscribeTaskRoutes: RouteModule = (app, kit, { database, config }) => {
  const { db } = database;
  const address = addressField(config.NETWORK);
  const orderFields = {
    fee_rate: feeRateField,
    receive_address: address,
    refund_address: address.optional(),
  };
  const mintOrder = z.object({
    tick: tickField,
    amount: amountField,
    repeat: z.number().int().min(1).max(maxMintRepeat).default(1),
    ...orderFields,
  });

  apiRoute(app, kit, {
    path: '/btc/brc_20/create_deploy_task',
    summary: 'Order the inscription of a BRC-20 deploy',
    tag,
    auth: 'required',
    body: z.object({ ...deployFields, ...orderFields }),
    data: inscribeTaskSchema,
    rateLimitAddress: (_body, user) => user?.address,
    handler: async ({ body }) => {
      await checkDeploy(db, body);
      return inscriberNotOpen();
    },
  });

  for (const [path, summary] of [
    ['/btc/brc_20/create_mint_task', 'Order the inscription of BRC-20 mints'],
    ['/btc/brc_20/create_mint_inscription_order', 'Order mint inscriptions of a BRC-20 token'],
  ] as const) {
    apiRoute(app, kit, {
      path,
      summary,
      tag,
      auth: 'required',
      body: mintOrder,
      data: inscribeTaskSchema,
      rateLimitAddress: (_body, user) => user?.address,
      handler: async ({ body }) => {
        await checkMint(db, body.tick, body.amount);
        return inscriberNotOpen();
      },
    });
  }

  apiRoute(app, kit, {
    path: '/btc/brc_20/update_brc20_paytx',
    summary: 'Record the transaction that paid a deploy or mint task (safe to retry)',
    tag,
    auth: 'required',
    body: z.object({
      task_id: z.uuid('task_id must be the id create_deploy_task or create_mint_task returned'),
      txid: txidField,
    }),
    data: inscribeTaskSchema,
    handler: async ({ body, user }) =>
      inscribeTaskItem(await recordTaskPayment(db, user.userId, body.task_id, body.txid)),
  });

  apiRoute(app, kit, {
    path: '/btc/brc_20/update_mint_inscription_order',
    summary: 'Record the transaction that paid a mint inscription order (safe to retry)',
    tag,
    auth: 'required',
    body: z.object({
      order_id: z.uuid('order_id must be the id create_mint_inscription_order returned'),
      txid: txidField,
    }),
    data: inscribeTaskSchema,
    handler: async ({ body, user }) =>
      inscribeTaskItem(await recordTaskPayment(db, user.userId, body.order_id, body.txid)),
  });

  apiRoute(app, kit, {
    path: '/btc/brc_20/get_mint_history_list',
    summary: "The signed-in trader's deploy and mint orders, newest first",
    tag,
    auth: 'required',
    body: pagingSchema.extend({ kind: z.enum(['all', 'deploy', 'mint']).default('all'), tick: tickField.optional() }),
    data: pageSchema(inscribeTaskSchema),
    handler: async ({ body, user }) => {
      const filters: SQL[] = [eq(brc20InscribeTasks.userId, user.userId)];
      if (body.kind !== 'all') filters.push(eq(brc20InscribeTasks.kind, body.kind));
      if (body.tick !== undefined) filters.push(eq(brc20InscribeTasks.tick, normalizeTick(body.tick)));
      const where = and(...filters);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(brc20InscribeTasks)
          .where(where)
          .orderBy(desc(brc20InscribeTasks.createdAt), desc(brc20InscribeTasks.id))
          .limit(body.limit)
          .offset((body.page - 1) * body.limit),
        db.select({ value: count() }).from(brc20InscribeTasks).where(where),
      ]);
      return toPage(rows.map(inscribeTaskItem), total?.value ?? 0, body);
    },
  });
};
