import { parseAddress } from '@ordmarket/protocol';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { RouteModule } from '../http/services';
import { ChainRejection, type ChainSource } from './ChainSource';

const txid = z.string().regex(/^[0-9a-fA-F]{64}$/, 'Invalid transaction id: expected 64 hex characters');
const height = z.coerce
  .number()
  .int()
  .min(0)
  .max(2 ** 31 - 1);

function badRequest(reply: FastifyReply, message: string): string {
  void reply.status(400).type('text/plain');
  return message;
}

function notFound(reply: FastifyReply, message: string): string {
  void reply.status(404).type('text/plain');
  return message;
}

/** Bitcoin Core's RPC error as Esplora relays it: -22 for undecodable bytes, -26 for a policy/consensus refusal. */
function rpcError(reason: string): string {
  const code = reason.startsWith('TX decode failed') ? -22 : -26;
  return `sendrawtransaction RPC error: ${JSON.stringify({ code, message: reason })}`;
}

function registerEsplora(scope: FastifyInstance, chain: ChainSource): void {
  const param = (request: { params: unknown }, name: string): string => {
    const value = (request.params as Record<string, unknown>)[name];
    return typeof value === 'string' ? value : '';
  };
  const readTxid = (request: { params: unknown }): string | undefined => {
    const parsed = txid.safeParse(param(request, 'txid'));
    return parsed.success ? parsed.data.toLowerCase() : undefined;
  };
  const badTxid = 'Invalid transaction id: expected 64 hex characters';
  const readAddress = (request: { params: unknown }): string | undefined => {
    const address = param(request, 'address');
    try {
      parseAddress(address, chain.network);
      return address;
    } catch {
      return undefined;
    }
  };
  const plain = { schema: { hide: true } };

  scope.get('/address/:address', plain, async (request, reply) => {
    const address = readAddress(request);
    if (address === undefined) return badRequest(reply, `Invalid ${chain.network} address`);
    return chain.address(address);
  });
  scope.get('/address/:address/utxo', plain, async (request, reply) => {
    const address = readAddress(request);
    if (address === undefined) return badRequest(reply, `Invalid ${chain.network} address`);
    return chain.addressUtxos(address);
  });
  scope.get('/tx/:txid', plain, async (request, reply) => {
    const id = readTxid(request);
    if (id === undefined) return badRequest(reply, badTxid);
    return (await chain.transaction(id)) ?? notFound(reply, 'Transaction not found');
  });
  scope.get('/tx/:txid/hex', plain, async (request, reply) => {
    const id = readTxid(request);
    if (id === undefined) return badRequest(reply, badTxid);
    const hex = await chain.transactionHex(id);
    if (hex === undefined) return notFound(reply, 'Transaction not found');
    void reply.type('text/plain');
    return hex;
  });
  scope.get('/tx/:txid/status', plain, async (request, reply) => {
    const id = readTxid(request);
    if (id === undefined) return badRequest(reply, badTxid);
    return (await chain.transactionStatus(id)) ?? notFound(reply, 'Transaction not found');
  });
  scope.get('/tx/:txid/outspends', plain, async (request, reply) => {
    const id = readTxid(request);
    if (id === undefined) return badRequest(reply, badTxid);
    return (await chain.outspends(id)) ?? notFound(reply, 'Transaction not found');
  });
  scope.get('/blocks/tip/height', plain, async (_request, reply) => {
    void reply.type('text/plain');
    return String(await chain.tipHeight());
  });
  scope.get('/block/:hash', plain, async (request, reply) => {
    const parsed = txid.safeParse(param(request, 'hash'));
    if (!parsed.success) return badRequest(reply, 'Invalid block hash: expected 64 hex characters');
    return (await chain.block(parsed.data.toLowerCase())) ?? notFound(reply, 'Block not found');
  });
  scope.get('/block/:hash/txids', plain, async (request, reply) => {
    const parsed = txid.safeParse(param(request, 'hash'));
    if (!parsed.success) return badRequest(reply, 'Invalid block hash: expected 64 hex characters');
    return (await chain.blockTxids(parsed.data.toLowerCase())) ?? notFound(reply, 'Block not found');
  });
  scope.get('/block-height/:height', plain, async (request, reply) => {
    const parsed = height.safeParse(param(request, 'height'));
    if (!parsed.success) return badRequest(reply, 'Invalid block height');
    const hash = await chain.blockHashAt(parsed.data);
    if (hash === undefined) return notFound(reply, 'Block not found');
    void reply.type('text/plain');
    return hash;
  });
  scope.get('/v1/fees/recommended', plain, () => chain.recommendedFees());
  scope.post('/tx', plain, async (request, reply) => {
    const body = typeof request.body === 'string' ? request.body : '';
    try {
      const id = await chain.broadcast(body.trim());
      void reply.type('text/plain');
      return id;
    } catch (error) {
      if (error instanceof ChainRejection) return badRequest(reply, rpcError(error.message));
      throw error;
    }
  });
}

/**
 * Esplora's REST API over whichever chain the server runs on, at the paths the app's mempool client uses
 * (and its testnet variant, which xverse asks for). Answers are plain Esplora JSON or text, not envelopes.
 */
export const esploraRoutes: RouteModule = (app, _kit, { chain }) => {
  for (const prefix of ['/mempool/api', '/mempool/testnet/api']) {
    void app.register(
      (scope, _options, done) => {
        // Raw transactions arrive as text whatever the client labels them; only this scope reads bodies so.
        scope.removeAllContentTypeParsers();
        scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => {
          done(null, body);
        });
        registerEsplora(scope, chain);
        done();
      },
      { prefix },
    );
  }
};
