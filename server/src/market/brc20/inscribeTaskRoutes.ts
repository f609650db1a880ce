import { randomUUID } from 'node:crypto';
import { normalizeTick } from '@ordmarket/protocol';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { brc20DeployIcons, brc20InscribeTasks, inscriptionOrders, type Brc20InscribeKind } from '../../db/schema';
import { apiRoute } from '../../http/apiRoute';
import type { SignedInUser } from '../../http/callerAccess';
import { ApiError } from '../../http/ApiError';
import { pageSchema, pagingSchema, toPage } from '../../http/envelope';
import type { Transaction } from '../../db/database';
import type { RouteModule, Services } from '../../http/services';
import { placeInscriptionOrder } from '../../inscribing/placeOrder';
import { orderReturns } from '../../inscribing/orderReturns';
import { reportPayment } from '../../inscribing/reportPayment';
import { addressField, amountField, feeRateField, tickField, txidField } from './brc20Fields';
import { checkDeploy } from './deployRules';
import { deployFields, maxMintRepeat } from './inscribeCostRoutes';
import { inscribeTaskItem, inscribeTaskSchema } from './inscribeTaskView';
import { brc20Draft, inscriptionPostage } from './inscriptionCost';
import { requireTick } from './findTick';
import { checkMint, checkMintFits } from './mintRules';
import { checkTransfer } from './transferRules';

const tag = 'brc-20 mint and deploy';
const orderKinds = { deploy: 'brc20_deploy', mint: 'brc20_mint', transfer: 'brc20_transfer' } as const;

interface TaskOrder {
  readonly kind: Brc20InscribeKind;
  readonly tick: string;
  readonly content: string;
  readonly repeat: number;
  readonly receiveAddress: string;
  readonly refundAddress: string | undefined;
  readonly feeRate: number;
  readonly iconId?: string;
}

/**
 * Opens the inscription order and the task of the same id in one transaction, and answers the task. `fits` runs
 * first in that transaction, to refuse an order the tick can no longer honour.
 */
async function placeTask(
  { database, inscribing }: Pick<Services, 'database' | 'inscribing'>,
  user: SignedInUser,
  task: TaskOrder,
  fits?: (tx: Transaction) => Promise<void>,
) {
  const id = randomUUID();
  return database.db.transaction(async (tx) => {
    await fits?.(tx);
    const order = await placeInscriptionOrder(tx, inscribing.wallet, {
      id,
      kind: orderKinds[task.kind],
      receiverAddress: task.receiveAddress,
      refundAddress: task.refundAddress ?? task.receiveAddress,
      feeRate: task.feeRate,
      sizing: Array.from({ length: task.repeat }, () => brc20Draft(task.content)),
      postage: inscriptionPostage,
      expiresAt: new Date(inscribing.now().getTime() + inscribing.orderTtlMs),
    });
    const [row] = await tx
      .insert(brc20InscribeTasks)
      .values({
        id,
        kind: task.kind,
        userId: user.userId,
        tick: normalizeTick(task.tick),
        content: task.content,
        repeat: task.repeat,
        iconId: task.iconId ?? null,
      })
      .returning();
    if (!row) throw new Error('the task was not stored');
    return inscribeTaskItem(row, order);
  });
}

/** Deploy, mint and transfer orders, their payment records and the trader's history of them. */
export const brc20InscribeTaskRoutes: RouteModule<'config' | 'database' | 'inscribing'> = (app, services) => {
  const { db } = services.database;
  const address = addressField(services.config.NETWORK);
  const orderFields = {
    fee_rate: feeRateField,
    receive_address: address,
    refund_address: address.optional(),
  };

  apiRoute(app, {
    path: '/btc/brc_20/create_deploy_task',
    summary: 'Order the inscription of a BRC-20 deploy; answers the address to pay and the total',
    tag,
    auth: 'required',
    body: z.object({
      ...deployFields,
      ...orderFields,
      icon_id: z.uuid('icon_id must be the id upload_deployicon returned').optional(),
    }),
    data: inscribeTaskSchema,
    rateLimitAddress: (_body, user) => user?.address,
    handler: async ({ body, user }) => {
      const { content } = await checkDeploy(db, body);
      if (body.icon_id !== undefined) {
        const [icon] = await db
          .select({ uploader: brc20DeployIcons.uploaderAddress })
          .from(brc20DeployIcons)
          .where(eq(brc20DeployIcons.id, body.icon_id));
        if (icon?.uploader !== user.address) {
          throw new ApiError('invalidRequest', 'Invalid request. icon_id: upload the icon with this wallet first.');
        }
      }
      return placeTask(services, user, {
        kind: 'deploy',
        tick: body.tick,
        content,
        repeat: 1,
        receiveAddress: body.receive_address,
        refundAddress: body.refund_address,
        feeRate: body.fee_rate,
        ...(body.icon_id === undefined ? {} : { iconId: body.icon_id }),
      });
    },
  });

  apiRoute(app, {
    path: '/btc/brc_20/create_mint_task',
    summary: 'Order `repeat` mint inscriptions of a BRC-20 token; answers the address to pay and the total',
    tag,
    auth: 'required',
    body: z.object({
      tick: tickField,
      amount: amountField,
      repeat: z.number().int().min(1).max(maxMintRepeat).default(1),
      ...orderFields,
    }),
    data: inscribeTaskSchema,
    rateLimitAddress: (_body, user) => user?.address,
    handler: async ({ body, user }) => {
      const { content, tick, value } = await checkMint(db, body.tick, body.amount);
      return placeTask(
        services,
        user,
        {
          kind: 'mint',
          tick: body.tick,
          content,
          repeat: body.repeat,
          receiveAddress: body.receive_address,
          refundAddress: body.refund_address,
          feeRate: body.fee_rate,
        },
        (tx) => checkMintFits(tx, tick, value, body.repeat),
      );
    },
  });

  apiRoute(app, {
    path: '/btc/brc_20/create_mint_inscription_order',
    summary: 'Order a TRANSFER inscription of part of the signed-in holder’s available balance, to list it for sale',
    tag,
    auth: 'required',
    body: z.object({
      tick: tickField,
      amount: amountField,
      fee_rate: feeRateField,
      refund_address: address.optional(),
    }),
    data: inscribeTaskSchema,
    rateLimitAddress: (_body, user) => user?.address,
    handler: async ({ body, user }) => {
      const tick = await requireTick(db, body.tick);
      // A transfer inscription counts only when it lands at the address holding the balance: the holder's own.
      const checked = await checkTransfer(db, user.address, tick, body.amount);
      if ('refuse' in checked) throw new ApiError('invalidRequest', `Invalid request. amount: ${checked.refuse}`);
      return placeTask(services, user, {
        kind: 'transfer',
        tick: body.tick,
        content: checked.content,
        repeat: 1,
        receiveAddress: user.address,
        refundAddress: body.refund_address,
        feeRate: body.fee_rate,
      });
    },
  });

  const recordPayment = async (user: SignedInUser, id: string, txid: string) => {
    const owned = async (tx: Transaction) => {
      const [task] = await tx
        .select({ userId: brc20InscribeTasks.userId })
        .from(brc20InscribeTasks)
        .where(eq(brc20InscribeTasks.id, id));
      return task?.userId === user.userId;
    };
    const order = await reportPayment(db, { id, isOwner: owned }, txid);
    services.inscribing.nudge();
    const [task] = await db.select().from(brc20InscribeTasks).where(eq(brc20InscribeTasks.id, id));
    if (!task) throw new ApiError('orderNotFound', 'No such deploy, mint or transfer order of yours.');
    return inscribeTaskItem(task, order, (await orderReturns(db, [task.id])).get(task.id));
  };

  apiRoute(app, {
    path: '/btc/brc_20/update_brc20_paytx',
    summary: 'Record the transaction that paid a deploy or mint task (safe to retry)',
    tag,
    auth: 'required',
    body: z.object({
      task_id: z.uuid('task_id must be the id create_deploy_task or create_mint_task returned'),
      txid: txidField,
    }),
    data: inscribeTaskSchema,
    handler: ({ body, user }) => recordPayment(user, body.task_id, body.txid),
  });

  apiRoute(app, {
    path: '/btc/brc_20/update_mint_inscription_order',
    summary: 'Record the transaction that paid a transfer inscription order (safe to retry)',
    tag,
    auth: 'required',
    body: z.object({
      order_id: z.uuid('order_id must be the id create_mint_inscription_order returned'),
      txid: txidField,
    }),
    data: inscribeTaskSchema,
    handler: ({ body, user }) => recordPayment(user, body.order_id, body.txid),
  });

  apiRoute(app, {
    path: '/btc/brc_20/get_mint_history_list',
    summary: "The signed-in trader's deploy, mint and transfer orders with their progress, newest first",
    tag,
    auth: 'required',
    body: pagingSchema.extend({
      kind: z.enum(['all', 'deploy', 'mint', 'transfer']).default('all'),
      tick: tickField.optional(),
    }),
    data: pageSchema(inscribeTaskSchema),
    handler: async ({ body, user }) => {
      const filters: SQL[] = [eq(brc20InscribeTasks.userId, user.userId)];
      if (body.kind !== 'all') filters.push(eq(brc20InscribeTasks.kind, body.kind));
      if (body.tick !== undefined) filters.push(eq(brc20InscribeTasks.tick, normalizeTick(body.tick)));
      const where = and(...filters);
      const [rows, [total]] = await Promise.all([
        db
          .select({ task: brc20InscribeTasks, order: inscriptionOrders })
          .from(brc20InscribeTasks)
          .innerJoin(inscriptionOrders, eq(inscriptionOrders.id, brc20InscribeTasks.id))
          .where(where)
          .orderBy(desc(brc20InscribeTasks.createdAt), desc(brc20InscribeTasks.id))
          .limit(body.limit)
          .offset((body.page - 1) * body.limit),
        db.select({ value: count() }).from(brc20InscribeTasks).where(where),
      ]);
      const returns = await orderReturns(
        db,
        rows.map((row) => row.order.id),
      );
      return toPage(
        rows.map((row) => inscribeTaskItem(row.task, row.order, returns.get(row.order.id))),
        total?.value ?? 0,
        body,
      );
    },
  });
};
