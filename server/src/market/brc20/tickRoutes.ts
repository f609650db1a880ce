import { normalizeTick } from '@ordmarket/protocol';
import { and, asc, count, desc, eq, gt, ilike, lt, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { brc20Balances, brc20Ticks } from '../../db/schema';
import { apiRoute } from '../../http/apiRoute';
import { pageSchema, pagingSchema, toPage } from '../../http/envelope';
import type { RouteModule } from '../../http/services';
import { amountText, percentOf, renderAmount } from './brc20Json';
import { tickField } from './brc20Fields';
import { requireTick } from './findTick';
import { tickMarket, tickMarketSchema } from './tickMarket';
import { tickItem, tickItemSchema } from './tickView';
import { noTickPrice, tickPrices, tickPriceSchema } from './tickPrices';
import { tradeDays, tradeDaySchema, tradeIntervals } from './tradeStatistic';

const tag = 'brc-20 tokens';
const sortOrder = z.enum(['default', 'asc', 'desc']).default('default');

const tickSorts = {
  deploy_time: brc20Ticks.deployedAt,
  holders: brc20Ticks.holders,
  transactions: brc20Ticks.mintCount,
  minted_percent: sql`${brc20Ticks.minted} / ${brc20Ticks.maxSupply}`,
} as const;

/** The token list, one token's page, its holders and its price history. */
export const brc20TickRoutes: RouteModule<'database'> = (app, { database }) => {
  const { db } = database;

  apiRoute(app, {
    path: '/btc/brc_20/get_ticks',
    summary: 'Deployed BRC-20 tokens, filtered and sorted',
    tag,
    auth: 'none',
    body: pagingSchema.extend({
      /** Part of a tick, case-insensitive. */
      keyword: z.string().max(32).optional(),
      status: z.enum(['all', 'in_progress', 'completed']).default('all'),
      sort_by: z.enum(['deploy_time', 'holders', 'transactions', 'minted_percent']).default('deploy_time'),
      sort: sortOrder,
    }),
    data: pageSchema(tickItemSchema.extend(tickPriceSchema.shape)),
    handler: async ({ body }) => {
      const filters: SQL[] = [];
      if (body.keyword !== undefined && body.keyword !== '') {
        const escaped = normalizeTick(body.keyword).replace(/[\\%_]/g, (character) => `\\${character}`);
        filters.push(ilike(brc20Ticks.tick, `%${escaped}%`));
      }
      if (body.status === 'completed') filters.push(sql`${brc20Ticks.minted} >= ${brc20Ticks.maxSupply}`);
      if (body.status === 'in_progress') filters.push(lt(brc20Ticks.minted, brc20Ticks.maxSupply));
      const where = and(...filters);
      const column = tickSorts[body.sort_by];
      // Newest and biggest first unless the trader asks for ascending.
      const order = body.sort === 'asc' ? asc(column) : desc(column);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(brc20Ticks)
          .where(where)
          .orderBy(order, asc(brc20Ticks.tick))
          .limit(body.limit)
          .offset((body.page - 1) * body.limit),
        db.select({ value: count() }).from(brc20Ticks).where(where),
      ]);
      const prices = await tickPrices(
        db,
        rows.map((row) => row.tick),
      );
      const items = rows.map((row) => ({ ...tickItem(row), ...(prices.get(row.tick) ?? noTickPrice) }));
      return toPage(items, total?.value ?? 0, body);
    },
  });

  apiRoute(app, {
    path: '/btc/brc_20/get_tick',
    summary: 'One token: its deploy, mint progress and market',
    tag,
    auth: 'none',
    body: z.object({ tick: tickField }),
    data: tickItemSchema.extend({ market: tickMarketSchema }),
    handler: async ({ body }) => {
      const row = await requireTick(db, body.tick);
      return { ...tickItem(row), market: await tickMarket(db, row.tick) };
    },
  });

  apiRoute(app, {
    path: '/btc/brc_20/get_fund_address_distribution',
    summary: "A token's holders, largest first, with their share of what is minted",
    tag,
    auth: 'none',
    body: pagingSchema.extend({ tick: tickField }),
    data: pageSchema(
      z.object({ rank: z.number().int(), address: z.string(), amount: amountText, percent: z.string() }),
    ),
    handler: async ({ body }) => {
      const tick = await requireTick(db, body.tick);
      const held = sql<bigint>`${brc20Balances.available} + ${brc20Balances.transferable}`.mapWith((value) =>
        BigInt(String(value)),
      );
      const where = and(eq(brc20Balances.tick, tick.tick), gt(held, 0n));
      // A script with no address (P2PK, bare multisig, OP_RETURN) is shown as its hex, as explorers do.
      const holder = sql<string>`coalesce(${brc20Balances.address}, ${brc20Balances.pkscript})`;
      const [rows, [total]] = await Promise.all([
        db
          .select({ address: holder, held })
          .from(brc20Balances)
          .where(where)
          .orderBy(desc(held), asc(holder))
          .limit(body.limit)
          .offset((body.page - 1) * body.limit),
        db.select({ value: count() }).from(brc20Balances).where(where),
      ]);
      const items = rows.map((row, index) => ({
        rank: (body.page - 1) * body.limit + index + 1,
        address: row.address,
        amount: renderAmount(row.held, tick.decimals),
        percent: percentOf(row.held, tick.minted),
      }));
      return toPage(items, total?.value ?? 0, body);
    },
  });

  apiRoute(app, {
    path: '/btc/brc_20/get_trade_statistic',
    summary: "A token's market and its price and volume per day (or hour) for the chart",
    tag,
    auth: 'none',
    body: z.object({
      tick: tickField,
      days: z.number().int().min(1).max(365).default(30),
      interval: z.enum(tradeIntervals).default('day'),
    }),
    data: tickMarketSchema.extend({ tick: z.string(), days: z.array(tradeDaySchema) }),
    handler: async ({ body }) => {
      const tick = await requireTick(db, body.tick);
      const [market, days] = await Promise.all([
        tickMarket(db, tick.tick),
        tradeDays(db, tick.tick, body.days, body.interval),
      ]);
      return { tick: tick.displayTick, ...market, days };
    },
  });
};
