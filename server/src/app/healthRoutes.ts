import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { custodyBalance } from '../blindBox/custodyBalance';
import { storedEventHashes } from '../indexer/brc20/eventHashes';
import { indexedTip } from '../indexer/indexedTip';
import { orderAddressBalance } from '../inscribing/orderAddressBalance';
import { apiRoute } from '../http/apiRoute';
import type { RouteModule } from '../http/services';

const satsAmount = z.number().int().nonnegative();

/**
 * For load balancers and operators: the database answers (or the call fails), how far the chain and the indexer
 * are, how the chain's sources have been failing, and whether the service wallet's coins cover what the box owes.
 * A chain that does not answer is reported, not fatal: the market still serves what it has indexed.
 */
export const healthRoutes: RouteModule<'chain' | 'chainErrors' | 'database' | 'indexer'> = (
  app,
  { database, chain, chainErrors, indexer },
) => {
  apiRoute(app, {
    path: '/api/v1/health',
    summary: 'Whether the database and the chain answer, the indexer and the service wallet',
    tag: 'operations',
    auth: 'none',
    body: z.object({}).strict().optional(),
    data: z.object({
      network: z.string(),
      /** The chain's tip; null when no source answered just now (chain_sources says why). */
      tip_height: z.number().int().nullable(),
      /** The last block the indexer applied: what the market's answers reflect (null before the first). */
      indexed_height: z.number().int().nullable(),
      /** Blocks the chain has that the market's answers do not reflect yet (null while the tip is unknown). */
      indexer_lag: z.number().int().nullable(),
      /** Why indexing stopped for good (a reorg deeper than the undo kept) and what to do; null while it follows. */
      indexer_stopped: z.string().nullable(),
      /**
       * Where the BRC-20 ledger stands, as OPI hashes it: its last hashed block, that block's event hash and the
       * cumulative hash of every event up to it (compare with any OPI's get_hash_of_all_activity); null before the
       * first inscription block.
       */
      brc20: z
        .object({
          height: z.number().int(),
          block_event_hash: z.string().nullable(),
          cumulative_event_hash: z.string(),
        })
        .nullable(),
      /**
       * The BRC-20 ledger against the OPI at BRC20_URL after the last sync: the last block both have hashed, the last
       * up to which every event agrees, and the first block whose events differ (each side's event hash); null
       * without BRC20_URL or before the first comparison.
       */
      brc20_opi: z
        .object({
          compared_height: z.number().int(),
          agreed_height: z.number().int().nullable(),
          first_disagreement: z
            .object({
              height: z.number().int(),
              block_event_hash_here: z.string().nullable(),
              block_event_hash_there: z.string(),
            })
            .nullable(),
          checked_at: z.iso.datetime(),
        })
        .nullable(),
      database: z.enum(['pglite', 'postgres']),
      /** Each service the chain is read from, with its failed requests since the start and the last failure. */
      chain_sources: z.array(
        z.object({
          name: z.string(),
          failed_requests: z.number().int(),
          last_failure: z.object({ at: z.iso.datetime(), request: z.string(), reason: z.string() }).nullable(),
        }),
      ),
      /** The service wallet's plain coins held for the box against what the box ledger owes, in sats. */
      service_wallet: z.object({ held_sats: satsAmount, held_coins: z.number().int(), owed_sats: satsAmount }),
      /**
       * Coins at inscription order addresses: held for orders in play, owed back by orders that moved on (0 at rest:
       * the service returns them), too small to return yet, and those whose return the network refused.
       */
      order_addresses: z.object({
        held_for_orders_sats: satsAmount,
        unowed_sats: satsAmount,
        too_small_sats: satsAmount,
        refused_return_sats: satsAmount,
      }),
    }),
    handler: async () => {
      await database.db.execute(sql`select 1`);
      const indexed = await indexedTip(database.db);
      // Already recorded in chainErrors by the observed chain; the answer then says the tip is unknown.
      const tip = await chain.tipHeight().catch(() => null);
      const custody = await custodyBalance(database.db);
      const brc20 = await storedEventHashes(database.db);
      const orders = await orderAddressBalance(database.db);
      const opi = indexer.opiAgreement();
      return {
        network: chain.network,
        tip_height: tip,
        indexed_height: indexed?.height ?? null,
        indexer_lag: tip === null ? null : Math.max(0, tip - (indexed?.height ?? -1)),
        indexer_stopped: indexer.stoppedBecause() ?? null,
        brc20:
          brc20 === undefined
            ? null
            : {
                height: brc20.height,
                block_event_hash: brc20.blockEventHash,
                cumulative_event_hash: brc20.cumulativeEventHash,
              },
        brc20_opi:
          opi === undefined
            ? null
            : {
                compared_height: opi.comparedHeight,
                agreed_height: opi.agreedHeight,
                first_disagreement:
                  opi.firstDisagreement === null
                    ? null
                    : {
                        height: opi.firstDisagreement.height,
                        block_event_hash_here: opi.firstDisagreement.blockEventHashHere,
                        block_event_hash_there: opi.firstDisagreement.blockEventHashThere,
                      },
                checked_at: opi.checkedAt.toISOString(),
              },
        database: database.kind,
        chain_sources: chainErrors.sources().map(({ name, failedRequests, lastFailure }) => ({
          name,
          failed_requests: failedRequests,
          last_failure:
            lastFailure === undefined
              ? null
              : { at: lastFailure.at.toISOString(), request: lastFailure.request, reason: lastFailure.reason },
        })),
        service_wallet: {
          held_sats: Number(custody.heldSats),
          held_coins: custody.heldCoins,
          owed_sats: Number(custody.owedSats),
        },
        order_addresses: {
          held_for_orders_sats: Number(orders.heldForOrdersSats),
          unowed_sats: Number(orders.unowedSats),
          too_small_sats: Number(orders.tooSmallSats),
          refused_return_sats: Number(orders.refusedReturnSats),
        },
      };
    },
  });
};

/**
 * What a person opening the printed URL sees when no app build is there (an API-only deployment): where
 * the API, its OpenAPI document and the chain's Esplora endpoints live.
 */
export const indexRoute: RouteModule<'chain' | 'devnet'> = (app, { chain, devnet }) => {
  app.get('/', { schema: { hide: true } }, () => ({
    service: 'Ordmarket API',
    network: chain.network,
    openapi: '/openapi.json',
    health: 'POST /api/v1/health',
    mempool: '/mempool/api',
    devnet: devnet ? ['POST /devnet/faucet', 'POST /devnet/mine', 'POST /devnet/rollback'] : [],
  }));
};
