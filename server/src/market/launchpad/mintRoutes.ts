import { and, asc, count, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  collections,
  inscriptionOrders,
  inscriptionOrderStatuses,
  mintOrders,
  mints,
  mintWhitelist,
} from '../../db/schema';
import type { Database, Transaction } from '../../db/database';
import type { SignedInUser } from '../../http/callerAccess';
import { inscriptionOrderProgress, inscriptionOrderProgressSchema } from '../../inscribing/orderProgress';
import { orderReturns } from '../../inscribing/orderReturns';
import { reportPayment } from '../../inscribing/reportPayment';
import { apiRoute } from '../../http/apiRoute';
import { pageSchema, pagingSchema, toPage } from '../../http/envelope';
import type { RouteModule } from '../../http/services';
import { genMintPaymentRoute } from './genMintPayment';
import { collectionIdField, feeRateField, orderIdField, sameAddress, txidField } from '../nft/marketFields';
import { combinationOf } from './launchpadContent';
import { mintCharges, mintOrderTerms } from './mintQuote';
import { mintInfoSchema, nowInSeconds, requireMint, toMintInfo } from './mintView';
import { orderNotFound } from '../nft/orderView';

const tag = 'nft mint';
const mintNumField = z.number().int().min(1).max(1000);

/** The launchpad: open mints, a mint's detail and price, mint orders and their payments (spec §7, §3). */
export const mintRoutes: RouteModule<'config' | 'database' | 'inscribing'> = (app, services) => {
  const { db } = services.database;
  const { inscribing } = services;

  apiRoute(app, {
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

  apiRoute(app, {
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

  apiRoute(app, {
    path: '/btc/ordinals/pre_mint_tx',
    summary: 'What minting `mint_num` inscriptions at `fee_rate` costs',
    tag,
    auth: 'optional',
    body: z
      .object({
        collection_id: collectionIdField,
        mint_num: mintNumField,
        fee_rate: feeRateField,
        recursive_content: z.string().trim().min(1).max(10_000).optional(),
      })
      .strict(),
    data: z.object({
      available_num: z.number().int(),
      inscription_postage: z.number().int(),
      mint_price: z.number().int(),
      network_fee: z.number().int(),
      service_fee: z.number().int(),
      total_amount: z.number().int().describe('Sats to pay for the order: the sum of the four amounts above'),
      tx_size: z.number().int(),
    }),
    handler: async ({ body }) => {
      const found = await requireMint(db, body.collection_id);
      const available = Math.max(0, found.mint.supply - found.mint.mintedNum);
      if (available === 0) {
        return {
          available_num: 0,
          inscription_postage: 0,
          mint_price: 0,
          network_fee: 0,
          service_fee: 0,
          total_amount: 0,
          tx_size: 0,
        };
      }
      const parents = body.recursive_content === undefined ? undefined : combinationOf(body.recursive_content);
      const terms = await mintOrderTerms(db, found, {
        mintNum: body.mint_num,
        ...(parents === undefined || parents.length === 0 ? {} : { combination: parents }),
        platformAddress: inscribing.platformAddress,
      });
      // Priced for a taproot receiver, the largest common output: the price shown is never below the order's.
      return { available_num: available, ...mintCharges(terms, found.mint, body.fee_rate, services.config.NETWORK) };
    },
  });

  genMintPaymentRoute(app, services);

  apiRoute(app, {
    path: '/btc/ordinals/update_order_txid',
    summary: 'Records the payment transaction of a mint order; the same report again is accepted (the app retries)',
    tag,
    auth: 'required',
    body: z.object({ order_id: orderIdField, txid: txidField }).strict(),
    data: z.object({ order_id: z.string(), txid: z.string(), status: z.enum(inscriptionOrderStatuses) }),
    handler: async ({ body, user }) => {
      const reported = await reportPayment(
        db,
        { id: body.order_id, isOwner: (tx, row) => ownsMintOrder(tx, row.id, user, row.receiverAddress) },
        body.txid,
      );
      inscribing.nudge();
      return { order_id: reported.id, txid: body.txid, status: reported.status };
    },
  });

  apiRoute(app, {
    path: '/btc/ordinals/get_mint_order',
    summary: "A mint order's progress: paid, inscribing, its inscriptions, or its refund and why",
    tag,
    auth: 'required',
    body: z.object({ order_id: orderIdField }).strict(),
    data: inscriptionOrderProgressSchema,
    handler: async ({ body, user }) => {
      const [row] = await db.select().from(inscriptionOrders).where(eq(inscriptionOrders.id, body.order_id));
      if (row?.kind !== 'launchpad_mint' || !(await ownsMintOrder(db, row.id, user, row.receiverAddress))) {
        throw orderNotFound(body.order_id);
      }
      return inscriptionOrderProgress(row, (await orderReturns(db, [row.id])).get(row.id) ?? []);
    },
  });

  /** The signed-in user placed the order, or it mints to their address. */
  async function ownsMintOrder(
    reader: Database | Transaction,
    id: string,
    user: SignedInUser,
    receiver: string,
  ): Promise<boolean> {
    if (sameAddress(receiver, user.address)) return true;
    const [order] = await reader.select({ userId: mintOrders.userId }).from(mintOrders).where(eq(mintOrders.id, id));
    return order?.userId === user.userId;
  }
};
