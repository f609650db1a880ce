import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import type { ChainHttp, ChainReply, ChainRequest } from '../esplora/ChainHttp';
import { ChainResponseError } from '../esplora/chainHttpErrors';
import { replyText, unexpectedStatus } from '../esplora/readReply';

/** How the server proves itself to bitcoind: rpcuser/rpcpassword (or rpcauth), or the cookie file bitcoind writes. */
export type CoreCredentials =
  | { readonly kind: 'password'; readonly user: string; readonly password: string }
  | { readonly kind: 'cookie'; readonly path: string };

/**
 * An error bitcoind answered for a call (src/rpc/protocol.h's codes: -5 not found, -8 bad parameter, ...). One the
 * caller does not expect is an answer the market cannot use, reported like any source's.
 */
export class CoreRpcError extends ChainResponseError {
  constructor(
    readonly code: number,
    /** bitcoind's own message, without the code. */
    readonly reason: string,
  ) {
    super(`Bitcoin Core answered ${code}: ${reason}`);
  }
}

/**
 * What bitcoind answers for a block or height it does not have (src/rpc/protocol.h): RPC_INVALID_PARAMETER (-8, a
 * height past the tip, a malformed hash) and RPC_INVALID_ADDRESS_OR_KEY (-5, no such block).
 */
export const coreNotFound: ReadonlySet<number> = new Set([-8, -5]);

const replySchema = z.array(
  z.object({
    id: z.number().int(),
    result: z.unknown().optional(),
    error: z.object({ code: z.number().int(), message: z.string() }).nullable().optional(),
  }),
);

/**
 * Amounts in bitcoind's JSON are numbers with 8 decimals ("value":0.00010000). Read as doubles they can land a sat
 * off, so every `value` and `fee` number is turned into its own text before parsing and read with parseBtc.
 */
const amountAsText = /"(value|fee)"\s*:\s*(-?\d+(?:\.\d+)?)/g;

/**
 * Bitcoin Core's JSON-RPC (src/httprpc.cpp, src/rpc/request.cpp). Every call goes out as a batch, even alone:
 * bitcoind answers a batch with HTTP 200 whatever its calls answer, where a lone legacy call that fails comes back
 * as 404 or 500 — which the HTTP layer would take for an outage and retry.
 */
export class CoreRpc {
  readonly #http: ChainHttp;
  readonly #path: string;
  readonly #credentials: CoreCredentials;
  #authorization: string | undefined;
  #nextId = 1;

  constructor(http: ChainHttp, path: string, credentials: CoreCredentials) {
    this.#http = http;
    this.#path = path === '' ? '/' : path;
    this.#credentials = credentials;
  }

  /** One call; an RPC error throws CoreRpcError. */
  async call<T>(method: string, params: readonly unknown[], schema: z.ZodType<T>): Promise<T> {
    const answer = await this.attempt(method, params, schema);
    if (answer instanceof CoreRpcError) throw answer;
    return answer;
  }

  /** One call whose RPC error is an answer the caller reads (a block not found, a transaction refused). */
  async attempt<T>(method: string, params: readonly unknown[], schema: z.ZodType<T>): Promise<T | CoreRpcError> {
    const [answer] = await this.batch([{ method, params }], schema);
    if (answer === undefined) throw new ChainResponseError(`Bitcoin Core answered no result to ${method}`);
    return answer;
  }

  /** Several calls in one request, answered in order: each its result, or the CoreRpcError it met. */
  async batch<T>(
    calls: ReadonlyArray<{ readonly method: string; readonly params: readonly unknown[] }>,
    schema: z.ZodType<T>,
  ): Promise<Array<T | CoreRpcError>> {
    const first = this.#nextId;
    this.#nextId += calls.length;
    const body = JSON.stringify(
      calls.map(({ method, params }, index) => ({ jsonrpc: '2.0', id: first + index, method, params })),
    );
    const methods = [...new Set(calls.map(({ method }) => method))].join(',');
    const request: ChainRequest = {
      method: 'POST',
      endpoint: methods,
      path: this.#path,
      body,
      contentType: 'application/json',
      headers: { authorization: await this.#authorize(false) },
    };
    let reply = await this.#http.request(request);
    // bitcoind writes a new cookie each time it starts: read it again once before giving up.
    if (reply.status === 401 && this.#credentials.kind === 'cookie') {
      reply = await this.#http.request({ ...request, headers: { authorization: await this.#authorize(true) } });
    }
    if (reply.status === 401 || reply.status === 403) {
      throw new ChainResponseError(
        `Bitcoin Core refused the server's RPC credentials (HTTP ${reply.status}): check BITCOIN_RPC_COOKIE_FILE or BITCOIN_RPC_USER and BITCOIN_RPC_PASSWORD, and bitcoind's rpcallowip`,
      );
    }
    if (reply.status !== 200) throw unexpectedStatus(this.#http.describe(request), reply);
    const answers = this.#parse(request, reply);
    return calls.map((call, index) => {
      const answer = answers.get(first + index);
      if (answer === undefined) throw this.#mismatch(request, reply, `no answer to ${call.method}`);
      if (answer.error !== undefined && answer.error !== null) {
        return new CoreRpcError(answer.error.code, answer.error.message);
      }
      const parsed = schema.safeParse(answer.result);
      if (parsed.success) return parsed.data;
      const problems = parsed.error.issues
        .slice(0, 5)
        .map((issue) => `${issue.path.length === 0 ? '(result)' : issue.path.join('.')}: ${issue.message}`);
      throw this.#mismatch(request, reply, `${call.method}: ${problems.join('; ')}`);
    });
  }

  #parse(request: ChainRequest, reply: ChainReply) {
    let json: unknown;
    try {
      json = JSON.parse(replyText(reply).replace(amountAsText, '"$1":"$2"'));
    } catch {
      throw this.#mismatch(request, reply, 'malformed JSON');
    }
    const parsed = replySchema.safeParse(json);
    if (!parsed.success) throw this.#mismatch(request, reply, 'not a JSON-RPC batch reply');
    return new Map(parsed.data.map((answer) => [answer.id, answer]));
  }

  async #authorize(fresh: boolean): Promise<string> {
    if (this.#authorization !== undefined && !fresh) return this.#authorization;
    const secret =
      this.#credentials.kind === 'password'
        ? `${this.#credentials.user}:${this.#credentials.password}`
        : await readCookie(this.#credentials.path);
    this.#authorization = `Basic ${Buffer.from(secret).toString('base64')}`;
    return this.#authorization;
  }

  #mismatch(request: ChainRequest, reply: ChainReply, expected: string): ChainResponseError {
    return new ChainResponseError(
      `${this.#http.describe(request)} answered a body that does not match Bitcoin Core's JSON-RPC: ${expected} (HTTP ${reply.status})`,
    );
  }
}

/** The cookie file holds `__cookie__:<password>` on one line; a missing file is an operator's mistake to name. */
async function readCookie(path: string): Promise<string> {
  try {
    return (await readFile(path, 'utf8')).trim();
  } catch (error) {
    const code = error instanceof Error && 'code' in error ? String(error.code) : 'unreadable';
    throw new ChainResponseError(`Bitcoin Core's cookie file ${path} could not be read (${code})`);
  }
}
