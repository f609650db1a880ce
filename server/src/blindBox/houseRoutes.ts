import { count, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { boxDraws, houses } from '../db/schema';
import type { Database } from '../db/database';
import { ApiError } from '../http/ApiError';
import { apiRoute } from '../http/apiRoute';
import { pageSchema, pagingSchema, toPage } from '../http/envelope';
import type { RouteModule } from '../http/services';
import { satsField } from '../market/nft/marketFields';
import { clientSeedField } from './clientSeeds';
import {
  houseDetail,
  houseDetailSchema,
  houseSummaries,
  houseSummarySchema,
  drawAnswers,
  drawSchema,
} from './houseView';
import { addLiquidity, removeLiquidity } from './liquidity';
import { makeHouse, maximumHousePrizes } from './makeHouse';
import { idempotencyKeyField } from './movement';
import { houseOpenQueue } from './houseOpenQueue';
import { rotateMakersSeed } from './houseSeeds';
import { assetNames, prizeNames, prizeSchema } from './prizeView';
import { revealedSeedCount, revealedSeeds, revealedSeedSchema } from './revealedSeeds';
import { readTokenAmount, tokenAmountField } from './tokenAmount';
import {
  depositPayerFields,
  depositPayerOf,
  houseDepositTarget,
  preparedDepositFields,
  prepareDeposit,
  sendDeposit,
} from './boxDeposit';
import { signedPsbtField } from '../market/purchase/tradeFields';
import { myPositions, positionSchema } from './positions';

const tag = 'blind box';
const houseIdField = z.uuid({ message: 'must be a house id (a UUID)' });
const inscriptionIdsField = z
  .array(z.string().regex(/^[0-9a-f]{64}i\d+$/, 'must be an inscription id'))
  .max(maximumHousePrizes)
  .refine((ids) => new Set(ids).size === ids.length, 'an inscription can be a prize once');
const prizeCountField = z.number().int().min(0).max(maximumHousePrizes).default(0);

async function requireHouse(db: Database, houseId: string) {
  const [house] = await db.select().from(houses).where(eq(houses.id, houseId));
  if (!house) throw new ApiError('notFound', 'There is no such house.');
  return house;
}

/** Houses: browsing them, their detail and draws, making one, opening its boxes, and providing its prizes. */
export const houseRoutes: RouteModule<'boxes' | 'chain' | 'config' | 'database'> = (app, services) => {
  const { db } = services.database;
  const { boxes } = services;
  const perAddress = (_body: unknown, user: { address: string } | undefined) => user?.address;
  const opens = houseOpenQueue(db, boxes);

  apiRoute(app, {
    path: '/btc/blind_box/get_houses',
    summary: 'Houses with boxes to open, newest first (or every house)',
    tag,
    auth: 'none',
    body: pagingSchema.extend({ status: z.enum(['open', 'all']).default('open') }).strict(),
    data: pageSchema(houseSummarySchema),
    handler: async ({ body }) => {
      const where = body.status === 'open' ? eq(houses.status, 'open') : undefined;
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(houses)
          .where(where)
          .orderBy(desc(houses.createdAt))
          .limit(body.limit)
          .offset((body.page - 1) * body.limit),
        db.select({ total: count() }).from(houses).where(where),
      ]);
      return toPage(await houseSummaries(db, rows), counted?.total ?? 0, body);
    },
  });

  apiRoute(app, {
    path: '/btc/blind_box/get_house_detail',
    summary: "A house's pool, odds inputs, recent winners, fairness commitment and newest revealed seeds",
    tag,
    auth: 'optional',
    body: z.object({ house_id: houseIdField }).strict(),
    data: houseDetailSchema,
    handler: async ({ body, user }) =>
      houseDetail(db, await requireHouse(db, body.house_id), boxes.openFeeBps, user?.userId),
  });

  apiRoute(app, {
    path: '/btc/blind_box/get_house_seeds',
    summary: "A house's revealed server seeds, newest first, with the draws each one made",
    tag,
    auth: 'none',
    body: pagingSchema.extend({ house_id: houseIdField }).strict(),
    data: pageSchema(revealedSeedSchema),
    handler: async ({ body }) => {
      const house = await requireHouse(db, body.house_id);
      const [items, total] = await Promise.all([
        revealedSeeds(db, house.id, body.limit, (body.page - 1) * body.limit),
        revealedSeedCount(db, house.id),
      ]);
      return toPage(items, total, body);
    },
  });

  apiRoute(app, {
    path: '/btc/blind_box/get_house_draws',
    summary: "A house's draws, newest first, with each revealed seed",
    tag,
    auth: 'none',
    body: pagingSchema.extend({ house_id: houseIdField }).strict(),
    data: pageSchema(drawSchema),
    handler: async ({ body }) => {
      const [counted] = await db.select({ total: count() }).from(boxDraws).where(eq(boxDraws.houseId, body.house_id));
      const items = await drawAnswers(
        db,
        eq(boxDraws.houseId, body.house_id),
        body.limit,
        (body.page - 1) * body.limit,
      );
      return toPage(items, counted?.total ?? 0, body);
    },
  });

  apiRoute(app, {
    path: '/btc/blind_box/get_draw',
    summary: 'One draw, with what is needed to re-derive it once its seed is revealed',
    tag,
    auth: 'none',
    body: z.object({ draw_id: z.uuid() }).strict(),
    data: drawSchema,
    handler: async ({ body }) => {
      const [draw] = await drawAnswers(db, eq(boxDraws.id, body.draw_id), 1);
      if (!draw) throw new ApiError('notFound', 'There is no such draw.');
      return draw;
    },
  });

  apiRoute(app, {
    path: '/btc/blind_box/get_my_houses',
    summary: 'Houses the signed-in user made or provides prizes to, with their share and earnings',
    tag,
    auth: 'required',
    body: z.object({}).strict(),
    data: z.object({ items: z.array(positionSchema) }),
    handler: async ({ user }) => ({ items: await myPositions(db, user.userId) }),
  });

  apiRoute(app, {
    path: '/btc/blind_box/make_house',
    summary: 'Makes a house from inscriptions (in the box, or to deposit from the wallet) and BTC prizes',
    tag,
    auth: 'required',
    rateLimitAddress: perAddress,
    body: z
      .object({
        name: z.string().trim().min(1).max(60),
        price_sats: satsField.min(546),
        btc_prize_sats: satsField.min(546).optional(),
        btc_prizes: prizeCountField,
        /** One BRC-20 prize: which tick and how much of it, in whole tokens. */
        brc20_prize: tokenAmountField.optional(),
        brc20_prizes: prizeCountField,
        inscription_ids: inscriptionIdsField.default([]),
        idempotency_key: idempotencyKeyField,
      })
      .strict()
      .refine((body) => body.btc_prizes === 0 || body.btc_prize_sats !== undefined, {
        message: 'btc_prize_sats: say what each BTC prize is worth',
        path: ['btc_prize_sats'],
      })
      .refine((body) => body.brc20_prizes === 0 || body.brc20_prize !== undefined, {
        message: 'brc20_prize: say which tick and how much each BRC-20 prize holds',
        path: ['brc20_prize'],
      }),
    data: z.object({ house_id: z.string(), custody_address: z.string(), awaiting_deposit: z.array(z.string()) }),
    handler: async ({ body, user }) =>
      makeHouse(db, boxes, {
        userId: user.userId,
        address: user.address,
        name: body.name,
        priceSats: BigInt(body.price_sats),
        ...(body.btc_prize_sats === undefined ? {} : { btcPrizeSats: BigInt(body.btc_prize_sats) }),
        ...(body.brc20_prize === undefined ? {} : { brc20Prize: await readTokenAmount(db, body.brc20_prize) }),
        offer: {
          inscriptionIds: body.inscription_ids,
          btcPrizes: body.btc_prizes,
          brc20Prizes: body.brc20_prizes,
        },
        idempotencyKey: body.idempotency_key,
      }),
  });

  apiRoute(app, {
    path: '/btc/blind_box/open_box',
    summary: "Opens one box: the price from the box balance, a prize drawn with the house's committed seed",
    tag,
    auth: 'required',
    rateLimitAddress: perAddress,
    body: z
      .object({ house_id: houseIdField, client_seed: clientSeedField.optional(), idempotency_key: idempotencyKeyField })
      .strict(),
    data: z.object({
      draw_id: z.string(),
      house_id: z.string(),
      nonce: z.number().int(),
      client_seed: z.string(),
      server_seed_hash: z.string(),
      pool_size: z.number().int(),
      index: z.number().int(),
      prize: prizeSchema,
    }),
    handler: async ({ body, user }) => {
      const opened = await opens.open({
        userId: user.userId,
        address: user.address,
        houseId: body.house_id,
        ...(body.client_seed === undefined ? {} : { clientSeed: body.client_seed }),
        idempotencyKey: body.idempotency_key,
      });
      const { won, ...draw } = opened;
      const names = await assetNames(db, [won.asset]);
      return { ...draw, prize: names.ofAsset(won.asset, BigInt(won.amount)) };
    },
  });

  apiRoute(app, {
    path: '/btc/blind_box/rotate_house_seed',
    summary: "The house's maker retires and reveals its server seed and commits to a new one",
    tag,
    auth: 'required',
    rateLimitAddress: perAddress,
    body: z.object({ house_id: houseIdField }).strict(),
    data: z.object({ revealed_server_seed_hash: z.string().nullable(), next_server_seed_hash: z.string().nullable() }),
    handler: async ({ body, user }) =>
      db.transaction((tx) => rotateMakersSeed(tx, body.house_id, user.userId, boxes.now())),
  });

  apiRoute(app, {
    path: '/btc/blind_box/add_liquidity',
    summary: "Adds a provider's BTC prizes (from the box balance) or inscriptions to a house's pool",
    tag,
    auth: 'required',
    rateLimitAddress: perAddress,
    body: z
      .object({
        house_id: houseIdField,
        btc_prizes: prizeCountField,
        brc20_prizes: prizeCountField,
        inscription_ids: inscriptionIdsField.default([]),
        idempotency_key: idempotencyKeyField,
      })
      .strict(),
    data: z.object({ house_id: z.string(), awaiting_deposit: z.array(z.string()) }),
    handler: async ({ body, user }) =>
      addLiquidity(db, boxes, {
        userId: user.userId,
        address: user.address,
        houseId: body.house_id,
        offer: {
          inscriptionIds: body.inscription_ids,
          btcPrizes: body.btc_prizes,
          brc20Prizes: body.brc20_prizes,
        },
        idempotencyKey: body.idempotency_key,
      }),
  });

  apiRoute(app, {
    path: '/btc/blind_box/remove_liquidity',
    summary: "Returns a provider's prizes still in a house's pool to their box",
    tag,
    auth: 'required',
    rateLimitAddress: perAddress,
    body: z.object({ house_id: houseIdField, idempotency_key: idempotencyKeyField }).strict(),
    data: z.object({
      house_id: z.string(),
      inscriptions: z.array(z.string()),
      btc_sats: z.number().int(),
      tokens: z.array(z.object({ tick: z.string(), amount: z.string() })),
    }),
    handler: async ({ body, user }) => {
      const removed = await removeLiquidity(db, boxes, {
        userId: user.userId,
        houseId: body.house_id,
        idempotencyKey: body.idempotency_key,
      });
      const names = await prizeNames(
        db,
        [],
        removed.tokens.map((token) => token.tick),
      );
      return {
        ...removed,
        tokens: removed.tokens.map((token) => names.token(token.tick, BigInt(token.amount))),
      };
    },
  });

  const depositBody = z.object({ house_id: houseIdField, ...depositPayerFields(services.config.NETWORK) }).strict();

  apiRoute(app, {
    path: '/btc/blind_box/prepare_house_deposit',
    summary: "Builds the transaction sending a provider's awaited inscriptions whole to the house's custody address",
    tag,
    auth: 'required',
    rateLimitAddress: perAddress,
    body: depositBody,
    data: z.object({ ...preparedDepositFields, custody_address: z.string() }),
    handler: async ({ body, user }) => {
      const target = await houseDepositTarget(db, body.house_id, user.userId);
      const { destination, ...prepared } = await prepareDeposit(
        db,
        services.chain,
        boxes,
        target,
        depositPayerOf(body, user),
      );
      return { ...prepared, custody_address: destination };
    },
  });

  apiRoute(app, {
    path: '/btc/blind_box/send_house_deposit',
    summary: 'Checks the signed deposit is exactly the one the house is owed, and relays it',
    tag,
    auth: 'required',
    rateLimitAddress: perAddress,
    body: depositBody.extend({ signed_psbt: signedPsbtField }).strict(),
    data: z.object({ txid: z.string() }),
    handler: async ({ body, user }) =>
      sendDeposit(db, services.chain, boxes, await houseDepositTarget(db, body.house_id, user.userId), {
        ...depositPayerOf(body, user),
        signedPsbt: body.signed_psbt,
      }),
  });
};
