import type { ChainHttp, ChainReply, ChainRequest } from '../esplora/ChainHttp';
import { ChainResponseError } from '../esplora/chainHttpErrors';
import { lookupReply, parseJsonReply, replyText, unexpectedStatus } from '../esplora/readReply';
import {
  inscriptionIdPattern,
  inscriptionSchema,
  inscriptionsPageSchema,
  outpointPattern,
  outputSchema,
  outputsSchema,
  statusSchema,
  type OrdInscription,
  type OrdOutput,
  type OrdStatus,
} from './ordSchemas';

export interface InscriptionContent {
  /** As ord serves it (Content-Type); undefined when the inscription declares none. */
  contentType: string | undefined;
  body: Uint8Array;
}

/** Outpoints asked for in one POST /outputs, well within ord's body limit. */
const outputsPerRequest = 500;

/** ord caps a block's listing at 100 ids per page; this bounds a runaway `more: true`. */
const maxBlockPages = 10_000;

/**
 * ord's JSON API, for what Esplora cannot say: where inscriptions are and what they hold. Lookups answer
 * undefined for 404 and for ids that are malformed (which cannot exist and must not reach the URL path).
 * The ChainHttp must send `Accept: application/json`, or ord answers HTML.
 */
export class OrdClient {
  readonly #http: ChainHttp;

  constructor(http: ChainHttp) {
    this.#http = http;
  }

  /** GET /inscription/:id */
  async inscription(id: string): Promise<OrdInscription | undefined> {
    if (!inscriptionIdPattern.test(id)) return undefined;
    const request = get('/inscription/:id', `/inscription/${id}`);
    const what = this.#http.describe(request);
    return lookupReply(what, await this.#http.request(request), (reply) =>
      parseJsonReply(what, reply, inscriptionSchema),
    );
  }

  /** GET /output/:outpoint */
  async output(outpoint: string): Promise<OrdOutput | undefined> {
    if (!outpointPattern.test(outpoint)) return undefined;
    const request = get('/output/:outpoint', `/output/${outpoint}`);
    const what = this.#http.describe(request);
    const output = lookupReply(what, await this.#http.request(request), (reply) =>
      parseJsonReply(what, reply, outputSchema),
    );
    return output === undefined ? undefined : { ...output, outpoint: output.outpoint ?? outpoint.toLowerCase() };
  }

  /**
   * The outputs ord knows of those asked, by outpoint: POST /outputs (ord 0.18 and later) in batches, one GET
   * /output/:outpoint each where ord has no such route. ord answers a batch 404 when one outpoint is unknown to it
   * (not even in bitcoind): that batch is asked again one by one, and the unknown ones are left out.
   */
  async outputs(outpoints: readonly string[]): Promise<Map<string, OrdOutput>> {
    const asked = [...new Set(outpoints.map((outpoint) => outpoint.toLowerCase()))].filter((outpoint) =>
      outpointPattern.test(outpoint),
    );
    const known = new Map<string, OrdOutput>();
    for (let start = 0; start < asked.length; start += outputsPerRequest) {
      const batch = asked.slice(start, start + outputsPerRequest);
      const request: ChainRequest = {
        method: 'POST',
        endpoint: '/outputs',
        path: '/outputs',
        body: JSON.stringify(batch),
        contentType: 'application/json',
      };
      const what = this.#http.describe(request);
      const reply = await this.#http.request(request);
      if (reply.status === 404 || reply.status === 405) {
        const single = await Promise.all(batch.map((outpoint) => this.output(outpoint)));
        single.forEach((output, index) => {
          const outpoint = batch[index];
          if (output !== undefined && outpoint !== undefined) known.set(outpoint, output);
        });
        continue;
      }
      if (reply.status < 200 || reply.status >= 300) throw unexpectedStatus(what, reply);
      const outputs = parseJsonReply(what, reply, outputsSchema);
      if (outputs.length !== batch.length) {
        throw new ChainResponseError(`${what} answered ${outputs.length} outputs for the ${batch.length} asked`);
      }
      outputs.forEach((output, index) => {
        const outpoint = batch[index];
        if (outpoint !== undefined) known.set(outpoint, { ...output, outpoint: output.outpoint ?? outpoint });
      });
    }
    return known;
  }

  /**
   * GET /outputs/:address — every output ord's address index holds for the address, confirmed ones only (ord reads
   * blocks, not the mempool). A ChainResponseError naming --index-addresses when ord runs without that index.
   */
  async addressOutputs(address: string): Promise<OrdOutput[]> {
    const request = get('/outputs/:address', `/outputs/${encodeURIComponent(address)}`);
    const what = this.#http.describe(request);
    const reply = await this.#http.request(request);
    if (reply.status === 404) {
      throw new ChainResponseError(
        `${what}: ord answered 404 (${replyText(reply).trim().slice(0, 100)}); run it with --index-addresses to list a wallet of more coins than Esplora lists`,
      );
    }
    if (reply.status < 200 || reply.status >= 300) throw unexpectedStatus(what, reply);
    return parseJsonReply(what, reply, outputsSchema);
  }

  /** GET /status: what ord indexes (inscriptions, runes) and how far. */
  async status(): Promise<OrdStatus> {
    const request = get('/status', '/status');
    const what = this.#http.describe(request);
    const reply = await this.#http.request(request);
    if (reply.status < 200 || reply.status >= 300) throw unexpectedStatus(what, reply);
    return parseJsonReply(what, reply, statusSchema);
  }

  /**
   * Every inscription revealed in the block at `height`, in inscription order: GET
   * /inscriptions/block/:height, then /inscriptions/block/:height/:page while ord says there are more.
   */
  async blockInscriptionIds(height: number): Promise<string[] | undefined> {
    if (!Number.isSafeInteger(height) || height < 0) return undefined;
    const ids: string[] = [];
    for (let page = 0; page < maxBlockPages; page += 1) {
      const request =
        page === 0
          ? get('/inscriptions/block/:height', `/inscriptions/block/${height}`)
          : get('/inscriptions/block/:height/:page', `/inscriptions/block/${height}/${page}`);
      const what = this.#http.describe(request);
      const listed = lookupReply(what, await this.#http.request(request), (reply) =>
        parseJsonReply(what, reply, inscriptionsPageSchema),
      );
      if (listed === undefined) return page === 0 ? undefined : ids;
      ids.push(...listed.ids);
      if (!listed.more) return ids;
    }
    throw new ChainResponseError(`ord listed more than ${maxBlockPages} pages of inscriptions for block ${height}`);
  }

  /**
   * GET /content/:id — the inscription's body, bytes as inscribed. ord serves a body stored with a content encoding
   * (brotli) only to a client that names it, and answers 406 otherwise; Node's fetch names gzip and deflate alone over
   * plain http, so br is asked for here and fetch undoes it. (zstd is left out: Node 20's fetch would not undo it.)
   */
  async content(id: string): Promise<InscriptionContent | undefined> {
    if (!inscriptionIdPattern.test(id)) return undefined;
    const request: ChainRequest = {
      ...get('/content/:id', `/content/${id}`),
      headers: { 'accept-encoding': 'br, gzip, deflate' },
    };
    return lookupReply(this.#http.describe(request), await this.#http.request(request), (reply) => ({
      contentType: reply.headers.get('content-type') ?? undefined,
      body: reply.body,
    }));
  }

  /** GET /r/blockheight — the height ord has indexed up to, which may trail the chain tip. */
  async blockHeight(): Promise<number> {
    const request = get('/r/blockheight', '/r/blockheight');
    const reply = await this.#http.request(request);
    if (reply.status < 200 || reply.status >= 300) throw unexpectedStatus(this.#http.describe(request), reply);
    return this.#height(request, reply);
  }

  #height(request: ChainRequest, reply: ChainReply): number {
    const text = replyText(reply).trim();
    if (!/^\d+$/.test(text)) {
      throw new ChainResponseError(
        `${this.#http.describe(request)} (${reply.url}) answered a body that does not match the documented shape: expected a block height`,
      );
    }
    return Number(text);
  }
}

function get(endpoint: string, path: string): ChainRequest {
  return { method: 'GET', endpoint, path };
}
