import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { boxWithdrawals } from '../db/schema';
import { apiRoute } from '../http/apiRoute';
import { pageSchema, pagingSchema, toPage } from '../http/envelope';
import type { RouteModule } from '../http/services';
import { addressField, feeRateField, inscriptionIdField, satsField } from '../market/nft/marketFields';
import { boxBalance, boxBalanceSchema, rechargeAddress, rechargeSchema, userRechargeAddress } from './boxBalance';
import { depositPayerFields, depositPayerOf, preparedDepositFields, prepareDeposit, sendDeposit } from './boxDeposit';
import { boxHistory, movementSchema } from './boxHistory';
import type { BoxAsset } from './ledger';
import { signedPsbtField } from '../market/purchase/tradeFields';
import { idempotencyKeyField } from './movement';
import { readTokenAmount, tokenAmountField } from './tokenAmount';
import { assetNames, prizeSchema } from './prizeView';
import { quoteWithdrawal, withdraw } from './withdrawal';
import { unixSeconds } from '../http/jsonValues';

const tag = 'blind box';

/** The box balance: what it holds, recharging it, its history, and withdrawing from it on chain. */
export const boxRoutes: RouteModule<'boxes' | 'chain' | 'config' | 'database'> = (app, services) => {
  const { db } = services.database;
  const { boxes, chain, config } = services;
  const perAddress = (_body: unknown, user: { address: string } | undefined) => user?.address;

  const withdrawalBody = z
    .object({
      asset: z.enum(['btc', 'inscription', 'brc20']),
      sats: satsField.min(1).optional(),
      inscription_id: inscriptionIdField.optional(),
      token: tokenAmountField.optional(),
      address: addressField(config.NETWORK),
      fee_rate: feeRateField,
    })
    .strict();
  const assetOf = async (body: z.output<typeof withdrawalBody>): Promise<BoxAsset> => {
    if (body.asset === 'btc') return { kind: 'btc', sats: BigInt(body.sats ?? 0) };
    if (body.asset === 'inscription') return { kind: 'inscription', inscriptionId: body.inscription_id ?? '' };
    return { kind: 'brc20', ...(await readTokenAmount(db, body.token ?? { tick: '', amount: '' })) };
  };
  const named = (body: Pick<z.output<typeof withdrawalBody>, 'asset' | 'sats' | 'inscription_id' | 'token'>) =>
    ({ btc: body.sats, inscription: body.inscription_id, brc20: body.token })[body.asset] !== undefined;
  const namedMessage = {
    message: 'sats: say how much BTC, inscription_id: which inscription, or token: which tick and how much',
    path: ['asset'],
  };

  apiRoute(app, {
    path: '/btc/blind_box/get_box_balance',
    summary: "The signed-in user's box balance (the spec's five fields) and the inscriptions it holds",
    tag,
    auth: 'required',
    body: z.object({}).strict(),
    data: boxBalanceSchema,
    handler: async ({ user }) => boxBalance(db, user.userId),
  });

  apiRoute(app, {
    path: '/btc/blind_box/get_recharge_address',
    summary: "The user's own deposit address for the box, and the deposits seen there",
    tag,
    auth: 'required',
    body: z.object({}).strict(),
    data: rechargeSchema,
    handler: async ({ user }) => rechargeAddress(db, chain, boxes.wallet, user.userId, boxes.depositConfirmations),
  });

  const rechargeDepositBody = z
    .object({
      /** Wallet inscriptions to put in the box: BRC-20 transfer inscriptions credit their tokens. */
      inscription_ids: z.array(inscriptionIdField).min(1).max(20),
      ...depositPayerFields(config.NETWORK),
    })
    .strict();
  const rechargeTarget = async (body: z.output<typeof rechargeDepositBody>, userId: string) => ({
    destination: await userRechargeAddress(db, boxes.wallet, userId),
    inscriptionIds: [...new Set(body.inscription_ids)],
  });

  apiRoute(app, {
    path: '/btc/blind_box/prepare_recharge_deposit',
    summary:
      "Builds the transaction sending inscriptions of the user's wallet (BRC-20 transfers among them) whole to their recharge address",
    tag,
    auth: 'required',
    rateLimitAddress: perAddress,
    body: rechargeDepositBody,
    data: z.object({ ...preparedDepositFields, destination: z.string() }),
    handler: async ({ body, user }) =>
      prepareDeposit(db, chain, boxes, await rechargeTarget(body, user.userId), depositPayerOf(body, user)),
  });

  apiRoute(app, {
    path: '/btc/blind_box/send_recharge_deposit',
    summary: 'Checks the signed recharge deposit is exactly the one prepared, and relays it',
    tag,
    auth: 'required',
    rateLimitAddress: perAddress,
    body: rechargeDepositBody.extend({ signed_psbt: signedPsbtField }).strict(),
    data: z.object({ txid: z.string() }),
    handler: async ({ body, user }) =>
      sendDeposit(db, chain, boxes, await rechargeTarget(body, user.userId), {
        ...depositPayerOf(body, user),
        signedPsbt: body.signed_psbt,
      }),
  });

  apiRoute(app, {
    path: '/btc/blind_box/get_box_history',
    summary: "The ledger's movements of the user's box, or of a house's pool, newest first",
    tag,
    auth: 'required',
    body: pagingSchema.extend({ house_id: z.uuid().optional() }).strict(),
    data: pageSchema(movementSchema),
    handler: async ({ body, user }) => {
      const owner =
        body.house_id === undefined
          ? { kind: 'user' as const, id: user.userId }
          : { kind: 'house' as const, id: body.house_id };
      const { items, total } = await boxHistory(db, owner, body);
      return toPage(items, total, body);
    },
  });

  apiRoute(app, {
    path: '/btc/blind_box/withdrawal_quote',
    summary:
      'The network fee a withdrawal would pay now, shown before it is confirmed (for BRC-20: inscribing the transfers, sending them and their postage)',
    tag,
    auth: 'required',
    body: withdrawalBody.refine(named, namedMessage),
    data: z.object({ network_fee: z.number().int(), total: z.number().int() }),
    handler: async ({ body, user }) => {
      const quote = await quoteWithdrawal(db, boxes, {
        userId: user.userId,
        asset: await assetOf(body),
        address: body.address,
        feeRate: body.fee_rate,
      });
      return { network_fee: Number(quote.networkFee), total: Number(quote.total) };
    },
  });

  apiRoute(app, {
    path: '/btc/blind_box/withdraw',
    summary:
      'Pays BTC, an inscription or a BRC-20 amount out of the box on chain; stored before it is sent, once per key',
    tag,
    auth: 'required',
    rateLimitAddress: perAddress,
    body: withdrawalBody
      .extend({ max_network_fee: satsField, idempotency_key: idempotencyKeyField })
      .refine(named, namedMessage),
    data: z.object({ withdrawal_id: z.string(), txid: z.string(), network_fee: z.number().int() }),
    handler: async ({ body, user }) =>
      withdraw(db, boxes, {
        userId: user.userId,
        asset: await assetOf(body),
        address: body.address,
        feeRate: body.fee_rate,
        maxNetworkFee: BigInt(body.max_network_fee),
        idempotencyKey: body.idempotency_key,
      }),
  });

  apiRoute(app, {
    path: '/btc/blind_box/get_withdrawals',
    summary: "The user's withdrawals, newest first: pending until the chain confirms them",
    tag,
    auth: 'required',
    body: pagingSchema.strict(),
    data: pageSchema(
      z.object({
        withdrawal_id: z.string(),
        prize: prizeSchema,
        address: z.string(),
        network_fee: z.number().int(),
        txid: z.string(),
        status: z.enum(['pending', 'confirmed', 'failed']),
        reason: z.string().nullable(),
        created_at: z.number().int(),
      }),
    ),
    handler: async ({ body, user }) => {
      const rows = await db
        .select()
        .from(boxWithdrawals)
        .where(eq(boxWithdrawals.userId, user.userId))
        .orderBy(desc(boxWithdrawals.createdAt))
        .limit(body.limit)
        .offset((body.page - 1) * body.limit);
      const all = await db.$count(boxWithdrawals, eq(boxWithdrawals.userId, user.userId));
      const names = await assetNames(
        db,
        rows.map((row) => row.asset),
      );
      const items = rows.map((row) => ({
        withdrawal_id: row.id,
        prize: names.ofAsset(row.asset, row.amount),
        address: row.address,
        network_fee: Number(row.networkFeeSats),
        txid: row.txid,
        status:
          row.status === 'confirmed'
            ? ('confirmed' as const)
            : row.status === 'refused'
              ? ('failed' as const)
              : ('pending' as const),
        reason: row.reason,
        created_at: unixSeconds(row.createdAt),
      }));
      return toPage(items, all, body);
    },
  });
};
