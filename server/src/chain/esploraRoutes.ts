import { hexToBytes, networkNames, parseAddress } from '@ordmarket/protocol';
import type { FastifyInstance } from 'fastify';
import type { RouteModule } from '../http/services';
import type { ChainSource } from './ChainSource';
import { registerBlockRoutes } from './esploraApi/blockRoutes';
import { feeEstimates } from './esploraApi/feeEstimates';
import { hashParam, invalidHex, pathParam, textReply } from './esploraApi/replies';
import { esploraRefusal, sendRawTransaction } from './esploraApi/sendRawTransaction';

/** The address on this chain; otherwise electrs's reason: not an address at all, or one of another network. */
function readAddress(chain: ChainSource, address: string): { address: string } | { refusal: string } {
  const parses = (network: (typeof networkNames)[number]) => {
    try {
      parseAddress(address, network);
      return true;
    } catch {
      return false;
    }
  };
  if (parses(chain.network)) return { address };
  return { refusal: networkNames.some(parses) ? 'Address on invalid network' : 'Invalid Bitcoin address' };
}

function registerEsplora(scope: FastifyInstance, chain: ChainSource): void {
  const plain = { schema: { hide: true } };

  scope.get('/address/:address', plain, async (request, reply) => {
    const read = readAddress(chain, pathParam(request, 'address'));
    return 'refusal' in read ? textReply(reply, 400, read.refusal) : chain.address(read.address);
  });
  scope.get('/address/:address/utxo', plain, async (request, reply) => {
    const read = readAddress(chain, pathParam(request, 'address'));
    return 'refusal' in read ? textReply(reply, 400, read.refusal) : chain.addressUtxos(read.address);
  });
  scope.get('/tx/:txid', plain, async (request, reply) => {
    const txid = hashParam(request, 'txid');
    if (txid === undefined) return textReply(reply, 400, invalidHex);
    return (await chain.transaction(txid)) ?? textReply(reply, 404, 'Transaction not found');
  });
  scope.get('/tx/:txid/hex', plain, async (request, reply) => {
    const txid = hashParam(request, 'txid');
    if (txid === undefined) return textReply(reply, 400, invalidHex);
    const hex = await chain.transactionHex(txid);
    return textReply(reply, hex === undefined ? 404 : 200, hex ?? 'Transaction not found');
  });
  scope.get('/tx/:txid/raw', plain, async (request, reply) => {
    const txid = hashParam(request, 'txid');
    if (txid === undefined) return textReply(reply, 400, invalidHex);
    const hex = await chain.transactionHex(txid);
    if (hex === undefined) return textReply(reply, 404, 'Transaction not found');
    return reply.type('application/octet-stream').send(Buffer.from(hexToBytes(hex)));
  });
  // As electrs: an unknown transaction reads {"confirmed":false}, like one in the mempool. Whoever must tell the
  // two apart asks /tx/:txid, which is a 404 for an unknown one (EsploraClient.txStatus does).
  scope.get('/tx/:txid/status', plain, async (request, reply) => {
    const txid = hashParam(request, 'txid');
    if (txid === undefined) return textReply(reply, 400, invalidHex);
    return (await chain.transactionStatus(txid)) ?? { confirmed: false };
  });
  scope.get('/tx/:txid/outspends', plain, async (request, reply) => {
    const txid = hashParam(request, 'txid');
    if (txid === undefined) return textReply(reply, 400, invalidHex);
    return (await chain.outspends(txid)) ?? textReply(reply, 404, 'Transaction not found');
  });
  registerBlockRoutes(scope, chain);
  scope.get('/v1/fees/recommended', plain, () => chain.recommendedFees());
  scope.get('/fee-estimates', plain, async () => feeEstimates(await chain.recommendedFees()));
  scope.post('/tx', plain, async (request, reply) => {
    const body = typeof request.body === 'string' ? request.body.trim() : '';
    const sent = await sendRawTransaction(chain, body);
    return 'txid' in sent ? textReply(reply, 200, sent.txid) : textReply(reply, 400, esploraRefusal(sent.error));
  });
}

/**
 * Esplora's REST API over whichever chain the server runs on, at the paths the app's mempool client uses
 * (and its testnet variant, which xverse asks for). Answers are plain Esplora JSON or text, not envelopes, with
 * electrs's statuses and messages.
 */
export const esploraRoutes: RouteModule<'chain'> = (app, { chain }) => {
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
