import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ChainSource, EsploraTx } from '../ChainSource';
import { blockHeaderHex, mempoolBlock } from './mempoolBlock';
import { hashParam, invalidHex, invalidNumber, numberParam, textReply } from './replies';

/** Esplora's page of a block's transactions (electrs's CHAIN_TXS_PER_PAGE). */
const txsPerPage = 25;
const maxU32 = 0xffff_ffff;
const maxHeight = 2 ** 31 - 1;
const plain = { schema: { hide: true } };

/**
 * Every transaction of the block, page by page, the coinbase first: two queries a page on the devnet, one Esplora
 * request a page on a real network (behind mempool's extras, Core's getblockstats reads the whole block too).
 */
async function allTransactions(chain: ChainSource, hash: string, count: number): Promise<EsploraTx[] | undefined> {
  const transactions: EsploraTx[] = [];
  for (let start = 0; start < count; start += txsPerPage) {
    const page = await chain.blockTransactions(hash, start);
    if (page === undefined) return undefined;
    transactions.push(...page);
  }
  return transactions;
}

/** mempool's backend answers its errors as JSON `{error}` to a client that takes JSON, as text otherwise. */
function mempoolError(request: FastifyRequest, reply: FastifyReply, status: number, error: string) {
  const accept = request.headers.accept;
  const json = accept === undefined || /json|\*\/\*|application\/\*/.test(accept);
  void reply.status(status);
  return json ? { error } : textReply(reply, status, error);
}

/**
 * Esplora's block routes (electrs's rest.rs): a block, its header, its raw bytes, its txids and its transactions 25
 * at a time, and mempool.space's block with `extras` (GET /v1/block/:hash).
 */
export function registerBlockRoutes(scope: FastifyInstance, chain: ChainSource): void {
  scope.get('/blocks/tip/height', plain, async (_request, reply) =>
    textReply(reply, 200, String(await chain.tipHeight())),
  );
  scope.get('/blocks/tip/hash', plain, async (_request, reply) => {
    const hash = await chain.blockHashAt(await chain.tipHeight());
    return hash === undefined ? textReply(reply, 404, 'Block not found') : textReply(reply, 200, hash);
  });
  scope.get('/block-height/:height', plain, async (request, reply) => {
    const height = numberParam(request, 'height');
    if (height === undefined) return textReply(reply, 400, invalidNumber);
    // Past any height a chain can have (and the height column's range): no block, as electrs finds none.
    const hash = height > maxHeight ? undefined : await chain.blockHashAt(height);
    return hash === undefined ? textReply(reply, 404, 'Block not found') : textReply(reply, 200, hash);
  });
  scope.get('/block/:hash', plain, async (request, reply) => {
    const hash = hashParam(request, 'hash');
    if (hash === undefined) return textReply(reply, 400, invalidHex);
    return (await chain.block(hash)) ?? textReply(reply, 404, 'Block not found');
  });
  scope.get('/block/:hash/header', plain, async (request, reply) => {
    const hash = hashParam(request, 'hash');
    if (hash === undefined) return textReply(reply, 400, invalidHex);
    const block = await chain.block(hash);
    return textReply(
      reply,
      block === undefined ? 404 : 200,
      block === undefined ? 'Block not found' : blockHeaderHex(block),
    );
  });
  scope.get('/block/:hash/raw', plain, async (request, reply) => {
    const hash = hashParam(request, 'hash');
    if (hash === undefined) return textReply(reply, 400, invalidHex);
    const raw = await chain.blockRaw(hash);
    if (raw === undefined) return textReply(reply, 404, 'Block not found');
    return reply.type('application/octet-stream').send(Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength));
  });
  scope.get('/block/:hash/txids', plain, async (request, reply) => {
    const hash = hashParam(request, 'hash');
    if (hash === undefined) return textReply(reply, 400, invalidHex);
    return (await chain.blockTxids(hash)) ?? textReply(reply, 404, 'Block not found');
  });
  scope.get('/block/:hash/txid/:index', plain, async (request, reply) => {
    const hash = hashParam(request, 'hash');
    if (hash === undefined) return textReply(reply, 400, invalidHex);
    const index = numberParam(request, 'index');
    if (index === undefined) return textReply(reply, 400, invalidNumber);
    const txids = await chain.blockTxids(hash);
    if (txids === undefined) return textReply(reply, 404, 'Block not found');
    const txid = txids[index];
    return txid === undefined ? textReply(reply, 404, 'tx index out of range') : textReply(reply, 200, txid);
  });
  const blockTxs = async (request: FastifyRequest, reply: FastifyReply) => {
    const hash = hashParam(request, 'hash');
    if (hash === undefined) return textReply(reply, 400, invalidHex);
    const block = await chain.block(hash);
    if (block === undefined) return textReply(reply, 404, 'Block not found');
    // electrs reads the start as a u32 and anything else (a missing one, `undefined`, -25) as 0.
    const written = numberParam(request, 'start_index') ?? 0;
    const start = written <= maxU32 ? written : 0;
    if (start >= block.tx_count) return textReply(reply, 404, 'start index out of range');
    // electrs's own spelling.
    if (start % txsPerPage !== 0) return textReply(reply, 400, `start index must be a multipication of ${txsPerPage}`);
    return (await chain.blockTransactions(hash, start)) ?? textReply(reply, 404, 'Block not found');
  };
  scope.get('/block/:hash/txs', plain, blockTxs);
  scope.get('/block/:hash/txs/:start_index', plain, blockTxs);
  scope.get('/v1/block/:hash', plain, async (request, reply) => {
    const hash = hashParam(request, 'hash');
    if (hash === undefined) return mempoolError(request, reply, 400, 'Invalid block hash');
    const block = await chain.block(hash);
    const transactions = block === undefined ? undefined : await allTransactions(chain, hash, block.tx_count);
    if (block === undefined || transactions === undefined)
      return mempoolError(request, reply, 404, 'Failed to get block');
    return mempoolBlock(block, transactions);
  });
}
