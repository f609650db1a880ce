import type { z } from 'zod';
import { ChainRejection } from '../ChainSource';
import type {
  EsploraAddress,
  EsploraBlock,
  EsploraOutspend,
  EsploraTx,
  EsploraTxStatus,
  EsploraUtxo,
  RecommendedFees,
} from '../ChainSource';
import type { ChainHttp, ChainReply, ChainRequest } from './ChainHttp';
import { ChainResponseError, TooManyCoins } from './chainHttpErrors';
import {
  addressSchema,
  blockSchema,
  blockTxsSchema,
  feeEstimatesSchema,
  outspendsSchema,
  recommendedFeesSchema,
  txSchema,
  txidsSchema,
  utxosSchema,
} from './esploraSchemas';
import { lookupReply, parseJsonReply, replyText, unexpectedStatus } from './readReply';
import { recommendedFromEstimates } from './recommendedFromEstimates';
import { rejectionReason } from './rejectionReason';

const hashPattern = /^[0-9a-f]{64}$/i;
const heightPattern = /^\d+$/;
/** electrs's refusals for an address beyond its coin limit (mempool's electrs, then Blockstream's). */
const tooManyCoins = /Too many (unspent transaction outputs|history entries)/;

/**
 * Esplora's REST API (blockstream/esplora API.md, as mempool.space and blockstream.info serve it), typed
 * and validated. Lookups answer undefined for 404, and for a txid or block hash that is not 64 hex
 * digits, which cannot exist (and must not reach the URL path).
 */
export class EsploraClient {
  readonly #http: ChainHttp;

  constructor(http: ChainHttp) {
    this.#http = http;
  }

  /** GET /blocks/tip/height */
  async tipHeight(): Promise<number> {
    const request = get('/blocks/tip/height', '/blocks/tip/height');
    const reply = this.#ok(request, await this.#http.request(request));
    return this.#height(request, reply);
  }

  /** GET /block-height/:height — the hash of the best chain's block at that height. */
  async blockHashAt(height: number): Promise<string | undefined> {
    if (!Number.isSafeInteger(height) || height < 0) return undefined;
    const request = get('/block-height/:height', `/block-height/${height}`);
    return this.#lookup(request, (reply) => this.#hash(request, reply));
  }

  /** GET /block/:hash */
  async block(hash: string): Promise<EsploraBlock | undefined> {
    if (!hashPattern.test(hash)) return undefined;
    return this.#lookupJson(get('/block/:hash', `/block/${hash}`), blockSchema);
  }

  /** GET /block/:hash/txids — in block order, the coinbase first. */
  async blockTxids(hash: string): Promise<string[] | undefined> {
    if (!hashPattern.test(hash)) return undefined;
    return this.#lookupJson(get('/block/:hash/txids', `/block/${hash}/txids`), txidsSchema);
  }

  /** GET /block/:hash/raw — the block as the network carries it (header, then every transaction). */
  async blockRaw(hash: string): Promise<Uint8Array | undefined> {
    if (!hashPattern.test(hash)) return undefined;
    const request = get('/block/:hash/raw', `/block/${hash}/raw`);
    return this.#lookup(request, (reply) => reply.body);
  }

  /**
   * GET /block/:hash/txs/:start — 25 transactions from `start` (a multiple of 25), each with its prevouts and fee.
   * Undefined for an unknown block; a start past the block's end is the host's 4xx, an error.
   */
  async blockTransactions(hash: string, start: number): Promise<EsploraTx[] | undefined> {
    if (!hashPattern.test(hash) || !Number.isSafeInteger(start) || start < 0 || start % 25 !== 0) return undefined;
    return this.#lookupJson(get('/block/:hash/txs/:start', `/block/${hash}/txs/${start}`), blockTxsSchema);
  }

  /** GET /tx/:txid */
  async tx(txid: string): Promise<EsploraTx | undefined> {
    if (!hashPattern.test(txid)) return undefined;
    return this.#lookupJson(get('/tx/:txid', `/tx/${txid}`), txSchema);
  }

  /** GET /tx/:txid/hex — the raw transaction, as bitcoind serializes it (witness included). */
  async txHex(txid: string): Promise<string | undefined> {
    if (!hashPattern.test(txid)) return undefined;
    const request = get('/tx/:txid/hex', `/tx/${txid}/hex`);
    return this.#lookup(request, (reply) => {
      const hex = replyText(reply).trim();
      if (!/^(?:[0-9a-f]{2})+$/i.test(hex)) throw this.#mismatch(request, reply, 'expected hex text');
      return hex.toLowerCase();
    });
  }

  /**
   * The transaction's status, undefined when the chain does not know it. Read from GET /tx/:txid, not
   * /tx/:txid/status: electrs answers the latter {"confirmed":false} for a transaction it has never seen, the same
   * as for one in its mempool, and a stored transaction taken for sent that way would never be sent again.
   */
  async txStatus(txid: string): Promise<EsploraTxStatus | undefined> {
    return (await this.tx(txid))?.status;
  }

  /** GET /tx/:txid/outspends — one entry per output, in output order. */
  async txOutspends(txid: string): Promise<EsploraOutspend[] | undefined> {
    if (!hashPattern.test(txid)) return undefined;
    return this.#lookupJson(get('/tx/:txid/outspends', `/tx/${txid}/outspends`), outspendsSchema);
  }

  /** GET /address/:address — an address without history answers zero stats, so there is no "not found". */
  async address(address: string): Promise<EsploraAddress> {
    const request = get('/address/:address', `/address/${encodeURIComponent(address)}`);
    const reply = this.#ok(request, await this.#http.request(request));
    return parseJsonReply(this.#http.describe(request), reply, addressSchema);
  }

  /**
   * GET /address/:address/utxo — confirmed and mempool outputs alike. TooManyCoins when the host caps how many it
   * lists and the address has more.
   */
  async addressUtxos(address: string): Promise<EsploraUtxo[]> {
    const request = get('/address/:address/utxo', `/address/${encodeURIComponent(address)}/utxo`);
    const reply = await this.#http.request(request);
    if (reply.status === 400 && tooManyCoins.test(replyText(reply))) {
      throw new TooManyCoins(`${this.#http.describe(request)}: ${replyText(reply).trim().slice(0, 200)}`);
    }
    return parseJsonReply(this.#http.describe(request), this.#ok(request, reply), utxosSchema);
  }

  /**
   * GET /v1/fees/recommended — mempool.space's extension, in sat/vB. Blockstream's Esplora has no such route (404):
   * there the quote comes from its own /fee-estimates.
   */
  async recommendedFees(): Promise<RecommendedFees> {
    const request = get('/v1/fees/recommended', '/v1/fees/recommended');
    const reply = await this.#http.request(request);
    if (reply.status === 404) return this.#feesFromEstimates();
    return parseJsonReply(this.#http.describe(request), this.#ok(request, reply), recommendedFeesSchema);
  }

  /** GET /fee-estimates — sat/vB by confirmation target, read as mempool.space's five rates. */
  async #feesFromEstimates(): Promise<RecommendedFees> {
    const request = get('/fee-estimates', '/fee-estimates');
    const reply = this.#ok(request, await this.#http.request(request));
    return recommendedFromEstimates(parseJsonReply(this.#http.describe(request), reply, feeEstimatesSchema));
  }

  /**
   * POST /tx with the raw transaction as text; answers the txid. A 400 is the node refusing the
   * transaction and becomes ChainRejection carrying bitcoind's reason.
   */
  async postTx(transactionHex: string): Promise<string> {
    const request: ChainRequest = {
      method: 'POST',
      endpoint: '/tx',
      path: '/tx',
      body: transactionHex.trim(),
      contentType: 'text/plain',
    };
    const reply = await this.#http.request(request);
    if (reply.status === 400) throw new ChainRejection(rejectionReason(replyText(reply)));
    return this.#hash(request, this.#ok(request, reply));
  }

  #ok(request: ChainRequest, reply: ChainReply): ChainReply {
    if (reply.status < 200 || reply.status >= 300) throw unexpectedStatus(this.#http.describe(request), reply);
    return reply;
  }

  #lookup<T>(request: ChainRequest, parse: (reply: ChainReply) => T): Promise<T | undefined> {
    return this.#http.request(request).then((reply) => lookupReply(this.#http.describe(request), reply, parse));
  }

  #lookupJson<T>(request: ChainRequest, schema: z.ZodType<T>): Promise<T | undefined> {
    return this.#lookup(request, (reply) => parseJsonReply(this.#http.describe(request), reply, schema));
  }

  #hash(request: ChainRequest, reply: ChainReply): string {
    const text = replyText(reply).trim();
    if (!hashPattern.test(text)) throw this.#mismatch(request, reply, 'expected a 64-hex hash as text');
    return text.toLowerCase();
  }

  #height(request: ChainRequest, reply: ChainReply): number {
    const text = replyText(reply).trim();
    if (!heightPattern.test(text)) throw this.#mismatch(request, reply, 'expected a block height as text');
    return Number(text);
  }

  #mismatch(request: ChainRequest, reply: ChainReply, expected: string): ChainResponseError {
    return new ChainResponseError(
      `${this.#http.describe(request)} (${reply.url}) answered a body that does not match the documented shape: ${expected}`,
    );
  }
}

function get(endpoint: string, path: string): ChainRequest {
  return { method: 'GET', endpoint, path };
}
