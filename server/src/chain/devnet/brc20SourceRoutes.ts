import type { FastifyReply } from 'fastify';
import { z } from 'zod';
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

/** Every token, by tick. Amounts are decimal strings in the ledger's 10^18 scale, whatever the token's decimals. */
const tokens: Listing = ({ state, deployedAt }) =>
  [...state.tokens.values()]
    .sort((a, b) => (a.tick < b.tick ? -1 : a.tick > b.tick ? 1 : 0))
    .map((token) => ({
      tick: token.tick,
      display_tick: token.displayTick,
      max: token.max.toString(),
      lim: token.lim.toString(),
      dec: token.dec,
      self_mint: token.selfMint,
      minted: token.minted.toString(),
      deploy_inscription_id: token.deployInscriptionId,
      deployer: token.deployer,
      deploy_height: token.deployHeight,
      deployed_at: Math.floor((deployedAt.get(token.tick)?.getTime() ?? 0) / 1000),
    }));

/** Every non-zero balance, by tick then address. */
const balances: Listing = ({ state }) =>
  [...state.holders]
    .flatMap(([tick, byAddress]) =>
      [...byAddress].map(([address, balance]) => ({
        tick,
        address,
        available: balance.available.toString(),
        transferable: balance.transferable.toString(),
      })),
    )
    .sort((a, b) => (a.tick === b.tick ? (a.address < b.address ? -1 : 1) : a.tick < b.tick ? -1 : 1));

/**
 * Every valid transfer inscription not yet moved (its first move delivers the amount), with the output it sat on
 * then, so a ledger starting there can follow it.
 */
const transfers: Listing = ({ state, transferLocations }) =>
  [...state.pendingTransfers.values()]
    .sort((a, b) => (a.inscriptionId < b.inscriptionId ? -1 : 1))
    .flatMap((transfer) => {
      const location = transferLocations.get(transfer.inscriptionId);
      if (location === undefined) return [];
      return [
        {
          inscription_id: transfer.inscriptionId,
          tick: transfer.tick,
          amount: transfer.amount.toString(),
          sender: transfer.sender,
          output: `${location.txid}:${location.vout}`,
          offset: location.offset.toString(),
          value: location.value.toString(),
        },
      ];
    });

function refuse(reply: FastifyReply, status: number, error: string, detail: Record<string, unknown> = {}) {
  void reply.status(status);
  return { error, ...detail };
}

/**
 * A BRC-20 indexer's API, as a server started from a height needs one: the whole ledger (tokens, balances and
 * transfer inscriptions not yet moved) as it stood after any block whose later undo is still kept, paged. So a
 * second server can begin its own ledger where it begins indexing, as it would from a BRC-20 indexer on mainnet.
 * Under /brc20/v1, on the embedded devnet only.
 */
export const brc20SourceRoutes: RouteModule = (app, _kit, { database, devnet }) => {
  if (devnet === undefined) return;
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
        const ledger = await ledgerAtHeight(database.db, height.data);
        if (ledger.kind === 'not-indexed') {
          return refuse(reply, 404, 'not indexed yet', { indexed_height: ledger.indexedHeight });
        }
        if (ledger.kind === 'pruned') {
          return refuse(reply, 410, 'older than the undo kept', { lowest_height: ledger.lowestHeight });
        }
        const items = list(ledger);
        const { offset, limit } = page.data;
        return { height: height.data, total: items.length, items: items.slice(offset, offset + limit) };
      },
    );
  part('tokens', tokens);
  part('balances', balances);
  part('transfers', transfers);
};
