import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { brc20NetworkParams } from '@ordmarket/protocol';
import type { RouteModule } from '../../http/services';
import { indexedTip } from '../../indexer/indexedTip';
import { ledgerAtHeight, type LedgerAtHeight } from '../../indexer/brc20/ledgerAtHeight';

const pageQuery = z.object({
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(5000).default(1000),
});
const heightParam = z.coerce
  .number()
  .int()
  .min(0)
  .max(2 ** 31 - 1);

type Listing = (
  ledger: Extract<LedgerAtHeight, { kind: 'ledger' }>,
) => Array<Record<string, string | number | boolean>>;

/** Every token, by tick. Amounts are decimal strings in OPI's 10^18 scale, whatever the token's decimals. */
const tokens: Listing = ({ ledger, deployers }) =>
  ledger.tickers().map((ticker) => ({
    tick: ticker.tick,
    original_tick: ticker.originalTick,
    max_supply: ticker.maxSupply.toString(),
    remaining_supply: ticker.remainingSupply.toString(),
    burned_supply: ticker.burnedSupply.toString(),
    limit_per_mint: ticker.limitPerMint.toString(),
    decimals: ticker.decimals,
    self_mint: ticker.selfMint,
    deploy_inscription_id: ticker.deployInscriptionId,
    deploy_height: ticker.deployHeight,
    deployer: deployers.get(ticker.tick)?.deployer ?? '',
    deployed_at: Math.floor((deployers.get(ticker.tick)?.deployedAt.getTime() ?? 0) / 1000),
  }));

/** Every balance not at zero, by tick then script. */
const balances: Listing = ({ ledger }) =>
  ledger
    .balances()
    .filter((balance) => balance.overall !== 0n)
    .map((balance) => ({
      tick: balance.tick,
      pkscript: balance.pkscript,
      overall_balance: balance.overall.toString(),
      available_balance: balance.available.toString(),
    }));

/**
 * Every valid transfer inscription not yet moved (its first move delivers the amount), with the output it sat on
 * then, so a ledger starting there can follow it.
 */
const transfers: Listing = ({ ledger, transferLocations }) =>
  ledger.pendingTransfers().flatMap((transfer) => {
    const location = transferLocations.get(transfer.inscriptionId);
    if (location === undefined) return [];
    return [
      {
        inscription_id: transfer.inscriptionId,
        tick: transfer.tick,
        original_tick: transfer.originalTick,
        amount: transfer.amount.toString(),
        source_pkscript: transfer.sourcePkscript,
        owner: location.owner,
        output: `${location.txid}:${location.vout}`,
        offset: location.offset.toString(),
        value: location.value.toString(),
      },
    ];
  });

/** Every predeploy commitment, by inscription id. */
const predeploys: Listing = ({ ledger }) =>
  ledger.predeploys().map((predeploy) => ({
    inscription_id: predeploy.inscriptionId,
    predeployer_pkscript: predeploy.predeployerPkscript,
    hash: predeploy.hash,
    height: predeploy.height,
  }));

function refuse(reply: FastifyReply, status: number, error: string, detail: Record<string, unknown> = {}) {
  void reply.status(status);
  return { error, ...detail };
}

/**
 * A BRC-20 indexer's API, as a server started from a height needs one: the whole ledger (tokens, balances by
 * script, transfer inscriptions not yet moved, predeploys, and the event hashes reached) as it stood after any
 * block whose later undo is still kept, paged. So a second server can begin its own ledger, and its hash chain,
 * where it begins indexing.
 * Under /brc20/v1, on the embedded devnet only.
 */
export const brc20SourceRoutes: RouteModule = (app, _kit, { database, devnet, chain }) => {
  if (devnet === undefined) return;
  const params = brc20NetworkParams(chain.network);
  const plain = { schema: { hide: true } };

  app.get('/brc20/v1/height', plain, async () => ({ height: (await indexedTip(database.db))?.height ?? null }));

  const part = (path: string, list: Listing) =>
    app.get<{ Params: { height: string }; Querystring: Record<string, string> }>(
      `/brc20/v1/ledger/:height/${path}`,
      plain,
      async (request, reply) => {
        const height = heightParam.safeParse(request.params.height);
        const page = pageQuery.safeParse(request.query);
        if (!height.success) return refuse(reply, 400, 'height: expected a block height');
        if (!page.success) return refuse(reply, 400, 'offset and limit: expected 0 or more, and 1 to 5000');
        const ledger = await ledgerAtHeight(database.db, height.data, params);
        if (ledger.kind === 'not-indexed') {
          return refuse(reply, 404, 'not indexed yet', { indexed_height: ledger.indexedHeight });
        }
        if (ledger.kind === 'pruned') {
          return refuse(reply, 410, 'older than the undo kept', { lowest_height: ledger.lowestHeight });
        }
        const items = list(ledger);
        const { offset, limit } = page.data;
        return {
          height: height.data,
          cumulative_event_hash: ledger.ledger.tip.cumulativeEventHash,
          block_event_hash: ledger.blockEventHash,
          total: items.length,
          items: items.slice(offset, offset + limit),
        };
      },
    );
  part('tokens', tokens);
  part('balances', balances);
  part('transfers', transfers);
  part('predeploys', predeploys);
};
