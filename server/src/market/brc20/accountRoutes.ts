import { normalizeTick } from '@ordmarket/protocol';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { brc20Balances, brc20Ticks } from '../../db/schema';
import { apiRoute } from '../../http/apiRoute';
import { pageSchema, pagingSchema, toPage } from '../../http/envelope';
import type { RouteModule } from '../../http/services';
import { addressField, tickField } from './brc20Fields';
import { amountText, renderAmount } from './brc20Json';
import { requireTick } from './findTick';
import { traderAddress } from './traderAddress';
import { inscribableAmount } from './transferRules';
import { transfersInFlight } from './transfersInFlight';
import { unixSeconds } from '../../http/jsonValues';

const tag = 'brc-20 accounts';

const transferInFlightSchema = z.object({
  order_id: z.string(),
  tick: z.string(),
  amount: amountText,
  /** paid: waiting for the inscription service; inscribing: being sent; inscribed: sent, waiting for a block. */
  status: z.enum(['paid', 'inscribing', 'inscribed']),
  inscription_id: z.string().nullable(),
  created_at: z.number().int(),
});

/** The tick and amount a transfer inscription's JSON names, as it names them. */
const transferJson = z.object({ tick: z.string(), amt: z.string() });

const balanceSchema = z.object({
  tick: z.string(),
  decimals: z.number().int(),
  icon: z.string().nullable(),
  /** Free to mint into transfer inscriptions. */
  available: amountText,
  /** Locked in transfer inscriptions not yet sent. */
  transferable: amountText,
  total: amountText,
});

interface BalanceRow {
  readonly displayTick: string;
  readonly decimals: number;
  readonly iconUrl: string | null;
  readonly available: bigint;
  readonly transferable: bigint;
}

function balanceItem(row: BalanceRow): z.infer<typeof balanceSchema> {
  return {
    tick: row.displayTick,
    decimals: row.decimals,
    icon: row.iconUrl,
    available: renderAmount(row.available, row.decimals),
    transferable: renderAmount(row.transferable, row.decimals),
    total: renderAmount(row.available + row.transferable, row.decimals),
  };
}

/** What an address holds, per token. */
export const brc20AccountRoutes: RouteModule<'config' | 'database'> = (app, { database, config }) => {
  const { db } = database;
  const address = addressField(config.NETWORK);
  const balanceColumns = {
    displayTick: brc20Ticks.displayTick,
    decimals: brc20Ticks.decimals,
    iconUrl: brc20Ticks.iconUrl,
    available: brc20Balances.available,
    transferable: brc20Balances.transferable,
  };

  /** An address that never held the tick holds zero of it: that is an answer, not an error. */
  async function balanceOf(holder: string, tick: string) {
    const token = await requireTick(db, tick);
    const [row] = await db
      .select(balanceColumns)
      .from(brc20Balances)
      .innerJoin(brc20Ticks, eq(brc20Ticks.tick, brc20Balances.tick))
      .where(and(eq(brc20Balances.tick, token.tick), eq(brc20Balances.address, holder)));
    return row ?? { ...token, available: 0n, transferable: 0n };
  }

  apiRoute(app, {
    path: '/btc/brc_20/get_address_coin_account',
    summary: "An address's balance of one token: available, transferable and total",
    tag,
    auth: 'optional',
    body: z.object({ tick: tickField, address: address.optional() }),
    data: balanceSchema.extend({ address: z.string() }),
    handler: async ({ body, user }) => {
      const holder = traderAddress(body.address, user);
      return { ...balanceItem(await balanceOf(holder, body.tick)), address: holder };
    },
  });

  apiRoute(app, {
    path: '/btc/brc_20/get_address_coin_cuts_possible_amount',
    summary: 'How much of a token an address can still inscribe as transfer inscriptions',
    tag,
    auth: 'optional',
    body: z.object({ tick: tickField, address: address.optional() }),
    data: z.object({ tick: z.string(), address: z.string(), decimals: z.number().int(), possible_amount: amountText }),
    handler: async ({ body, user }) => {
      const holder = traderAddress(body.address, user);
      const token = await requireTick(db, body.tick);
      // The available part less transfers being inscribed: the same rule create_mint_inscription_order applies.
      return {
        tick: token.displayTick,
        address: holder,
        decimals: token.decimals,
        possible_amount: renderAmount(await inscribableAmount(db, holder, token), token.decimals),
      };
    },
  });

  apiRoute(app, {
    path: '/btc/brc_20/get_my_transfers_in_flight',
    summary: "The signed-in trader's transfer inscriptions paid for and not yet seen in a block (of one tick if named)",
    tag,
    auth: 'required',
    body: z.object({ tick: tickField.optional() }),
    data: z.object({ items: z.array(transferInFlightSchema) }),
    handler: async ({ body, user }) => {
      const holder = traderAddress(undefined, user);
      const orders = await transfersInFlight(
        db,
        holder,
        body.tick === undefined ? {} : { tick: normalizeTick(body.tick) },
      );
      return {
        items: orders.map((order) => {
          const named = transferJson.parse(JSON.parse(order.content));
          return {
            order_id: order.orderId,
            tick: named.tick,
            amount: named.amt,
            status: order.status,
            inscription_id: order.inscriptionId,
            created_at: unixSeconds(order.createdAt),
          };
        }),
      };
    },
  });

  apiRoute(app, {
    path: '/btc/brc_20/get_user_ticks',
    summary: 'Every token an address holds (the signed-in trader by default)',
    tag,
    auth: 'optional',
    body: pagingSchema.extend({ address: address.optional() }),
    data: pageSchema(balanceSchema),
    handler: async ({ body, user }) => {
      const holder = traderAddress(body.address, user);
      const where = and(
        eq(brc20Balances.address, holder),
        sql`${brc20Balances.available} + ${brc20Balances.transferable} > 0`,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select(balanceColumns)
          .from(brc20Balances)
          .innerJoin(brc20Ticks, eq(brc20Ticks.tick, brc20Balances.tick))
          .where(where)
          .orderBy(asc(brc20Balances.tick))
          .limit(body.limit)
          .offset((body.page - 1) * body.limit),
        db.select({ value: count() }).from(brc20Balances).where(where),
      ]);
      return toPage(rows.map(balanceItem), total?.value ?? 0, body);
    },
  });
};
