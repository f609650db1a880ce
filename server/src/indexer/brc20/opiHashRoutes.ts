import { z } from 'zod';
import type { RouteModule } from '../../http/services';
import { storedEventHashes } from './eventHashes';

/** OPI's EVENT_HASH_VERSION: the event string format our hashes follow. */
const eventHashVersion = 3;

const heightQuery = z.object({
  block_height: z.coerce
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1),
});

/**
 * The reads of OPI's BRC-20 API (modules/brc20_api/api.js) by which two indexers compare themselves, answered the
 * way OPI answers them, so an operator can check this market's ledger against any OPI block by block:
 * `block_height` (text), `event_hash_version` (text), and `get_hash_of_all_activity` ({ error, result }).
 */
export const opiHashRoutes: RouteModule = (app, _kit, { database }) => {
  const plain = { schema: { hide: true } };

  app.get('/v1/brc20/block_height', plain, async (_request, reply) => {
    const last = await storedEventHashes(database.db);
    return reply.type('text/plain').send(String(last?.height ?? null));
  });

  app.get('/v1/brc20/event_hash_version', plain, async (_request, reply) =>
    reply.type('text/plain').send(String(eventHashVersion)),
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
          event_hash_version: eventHashVersion,
          block_height: height,
        },
      };
    },
  );
};
