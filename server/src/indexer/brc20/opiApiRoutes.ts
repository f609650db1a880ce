import { and, asc, eq } from 'drizzle-orm';
import { opiEventHashVersion } from '@ordmarket/protocol';
import { z } from 'zod';
import type { RouteModule } from '../../http/services';
import { brc20Balances, brc20Events } from '../../db/schema';
import { storedEventHashes } from './eventHashes';

const heightQuery = z.object({
  block_height: z.coerce
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1),
});

const balanceQuery = z.object({
  ticker: z.string().min(1),
  address: z.string().optional(),
  pkscript: z.string().optional(),
});

/**
 * The reads of OPI's BRC-20 API (modules/brc20_api/api.js) answered the way OPI answers them, so an operator can
 * check this market's ledger against any OPI block by block and another indexer can replay it: `block_height` and
 * `event_hash_version` (text), and `get_hash_of_all_activity`, `activity_on_block` and
 * `get_current_balance_of_wallet` ({ error, result }).
 */
export const opiApiRoutes: RouteModule<'database'> = (app, { database }) => {
  const plain = { schema: { hide: true } };

  app.get('/v1/brc20/block_height', plain, async (_request, reply) => {
    const last = await storedEventHashes(database.db);
    return reply.type('text/plain').send(String(last?.height ?? null));
  });

  app.get('/v1/brc20/event_hash_version', plain, async (_request, reply) =>
    reply.type('text/plain').send(String(opiEventHashVersion)),
  );

  app.get<{ Querystring: Record<string, string> }>(
    '/v1/brc20/get_hash_of_all_activity',
    plain,
    async (request, reply) => {
      const query = heightQuery.safeParse(request.query);
      if (!query.success)
        return reply.status(400).send({ error: 'block_height: expected a block height', result: null });
      const height = query.data.block_height;
      const last = await storedEventHashes(database.db);
      if (last === undefined || height > last.height) {
        return reply.status(400).send({ error: 'block not indexed yet', result: null });
      }
      const hashes = await storedEventHashes(database.db, height);
      if (hashes === undefined) {
        return reply.status(404).send({ error: 'no event hash below the first hashed block', result: null });
      }
      return {
        error: null,
        result: {
          cumulative_event_hash: hashes.cumulativeEventHash,
          block_event_hash: hashes.blockEventHash,
          // OPI's hashes of the programmable module's traces: this market does not run the module.
          cumulative_trace_hash: null,
          block_trace_hash: null,
          indexer_version: 'ordmarket',
          event_hash_version: opiEventHashVersion,
          block_height: height,
        },
      };
    },
  );

  app.get<{ Querystring: Record<string, string> }>('/v1/brc20/activity_on_block', plain, async (request, reply) => {
    const query = heightQuery.safeParse(request.query);
    if (!query.success) return reply.status(400).send({ error: 'block_height: expected a block height', result: null });
    const height = query.data.block_height;
    const last = await storedEventHashes(database.db);
    if (last === undefined || height > last.height) {
      return reply.status(400).send({ error: 'block not indexed yet', result: null });
    }
    // Below the first hashed block, or the block an index began above: its events were never read here.
    const hashes = await storedEventHashes(database.db, height);
    if (hashes?.eventCount === null || hashes?.eventCount === undefined) {
      return reply.status(404).send({ error: 'the events of this block are not kept here', result: null });
    }
    const rows = await database.db
      .select()
      .from(brc20Events)
      .where(eq(brc20Events.height, height))
      .orderBy(asc(brc20Events.position));
    return {
      error: null,
      result: rows.map((row) => ({ ...row.event, event_type: row.eventType, inscription_id: row.inscriptionId })),
    };
  });

  app.get<{ Querystring: Record<string, string> }>(
    '/v1/brc20/get_current_balance_of_wallet',
    plain,
    async (request, reply) => {
      const query = balanceQuery.safeParse(request.query);
      if (!query.success) return reply.status(400).send({ error: 'ticker: expected a tick', result: null });
      const { ticker, address, pkscript } = query.data;
      const holder =
        address !== undefined && address !== ''
          ? eq(brc20Balances.address, address)
          : eq(brc20Balances.pkscript, pkscript ?? '');
      const [balance] = await database.db
        .select()
        .from(brc20Balances)
        .where(and(eq(brc20Balances.tick, ticker.toLowerCase()), holder))
        .limit(1);
      if (balance === undefined) return reply.status(400).send({ error: 'no balance found', result: null });
      const last = await storedEventHashes(database.db);
      return {
        error: null,
        result: {
          overall_balance: (balance.available + balance.transferable).toString(),
          available_balance: balance.available.toString(),
          block_height: last?.height ?? null,
        },
      };
    },
  );
};
