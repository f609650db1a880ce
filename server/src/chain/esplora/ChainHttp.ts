import type { Logger } from 'pino';
import { backoffDelay, defaultBackoff, retryAfterMs, type BackoffPolicy } from './backoff';
import { ChainUnavailable } from './chainHttpErrors';
import { HostRotation } from './HostRotation';

/** Time as the HTTP layer sees it; tests pass a manual clock so backoff and cool-down run instantly. */
export interface ChainClock {
  now(): number;
  sleep(ms: number): Promise<void>;
  /** In [0, 1), for backoff jitter. */
  random(): number;
  /** A signal that aborts with a TimeoutError after `ms`: an attempt's deadline. */
  timeout(ms: number): AbortSignal;
}

export const systemClock: ChainClock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  random: () => Math.random(),
  timeout: (ms) => AbortSignal.timeout(ms),
};

export interface ChainHttpOptions {
  /** Names the service in errors and logs ('Esplora', 'ord'). */
  readonly service: string;
  /** Base URLs in order of preference, without a trailing slash ('https://mempool.space/api'). */
  readonly hosts: readonly string[];
  readonly fetch?: typeof fetch;
  readonly clock?: ChainClock;
  /** Per attempt, body included. */
  readonly timeoutMs?: number;
  /** Attempts per request across all hosts, the first one included. */
  readonly attempts?: number;
  readonly backoff?: BackoffPolicy;
  /** How long a failing host is skipped. */
  readonly coolDownMs?: number;
  /** Sent with every request (ord needs Accept: application/json). */
  readonly headers?: Readonly<Record<string, string>>;
  readonly log?: Logger;
}

export interface ChainRequest {
  readonly method: 'GET' | 'POST';
  /** The route as the API documents it ('/tx/:txid'), for errors and logs. */
  readonly endpoint: string;
  /** The concrete path, segments already encoded. */
  readonly path: string;
  readonly body?: string;
  readonly contentType?: string;
}

/** A host's answer that is final: a success or a client error (4xx but 429). */
export interface ChainReply {
  readonly status: number;
  readonly url: string;
  readonly headers: Headers;
  readonly body: Uint8Array;
}

type Attempt = { kind: 'reply'; reply: ChainReply } | { kind: 'failure'; reason: string; retryAfterMs?: number };

/**
 * HTTP to a public chain service, which rate-limits and goes down: each attempt has a timeout; 429, 5xx,
 * timeouts and network errors move on to the next host at once when one is available, otherwise wait
 * (exponential backoff with jitter, at least the server's Retry-After) and try again, a bounded number of
 * times. A failing host cools down so later requests skip it.
 */
export class ChainHttp {
  readonly service: string;
  readonly #rotation: HostRotation;
  readonly #fetch: typeof fetch;
  readonly #clock: ChainClock;
  readonly #timeoutMs: number;
  readonly #attempts: number;
  readonly #backoff: BackoffPolicy;
  readonly #coolDownMs: number;
  readonly #headers: Readonly<Record<string, string>>;
  readonly #log: Logger | undefined;

  constructor(options: ChainHttpOptions) {
    this.service = options.service;
    this.#rotation = new HostRotation(options.hosts.map((host) => host.replace(/\/+$/, '')));
    this.#fetch = options.fetch ?? fetch;
    this.#clock = options.clock ?? systemClock;
    this.#timeoutMs = options.timeoutMs ?? 10_000;
    this.#attempts = Math.max(1, options.attempts ?? 4);
    this.#backoff = options.backoff ?? defaultBackoff;
    this.#coolDownMs = options.coolDownMs ?? 60_000;
    this.#headers = options.headers ?? {};
    this.#log = options.log;
  }

  get hosts(): readonly string[] {
    return this.#rotation.hosts;
  }

  /** `Esplora GET /tx/:txid`: how errors name a request. */
  describe(request: ChainRequest): string {
    return `${this.service} ${request.method} ${request.endpoint}`;
  }

  async request(request: ChainRequest): Promise<ChainReply> {
    const failures: string[] = [];
    for (let attempt = 1; attempt <= this.#attempts; attempt += 1) {
      const host = this.#rotation.pick(this.#clock.now());
      const outcome = await this.#attempt(host, request);
      if (outcome.kind === 'reply') {
        this.#rotation.recover(host);
        return outcome.reply;
      }
      failures.push(`${host}: ${outcome.reason}`);
      const now = this.#clock.now();
      this.#rotation.coolDown(host, now + Math.max(this.#coolDownMs, outcome.retryAfterMs ?? 0));
      this.#log?.warn(
        { service: this.service, endpoint: request.endpoint, host, attempt, reason: outcome.reason },
        'chain host failed',
      );
      if (attempt === this.#attempts) break;
      // Another host is ready: fail over now rather than wait on the one that just failed.
      if (this.#rotation.hasAvailable(now)) continue;
      const wait = Math.max(
        backoffDelay(attempt, this.#backoff, () => this.#clock.random()),
        outcome.retryAfterMs ?? 0,
      );
      await this.#clock.sleep(Math.min(wait, this.#backoff.maxDelayMs));
    }
    throw new ChainUnavailable(
      `${this.describe(request)} failed after ${this.#attempts} attempts: ${failures.join('; ')}`,
    );
  }

  async #attempt(host: string, request: ChainRequest): Promise<Attempt> {
    const url = `${host}${request.path}`;
    const headers: Record<string, string> = { ...this.#headers };
    if (request.contentType !== undefined) headers['content-type'] = request.contentType;
    try {
      const response = await this.#fetch(url, {
        method: request.method,
        headers,
        body: request.body,
        signal: this.#clock.timeout(this.#timeoutMs),
      });
      // Read the body under the same timeout: a host that stalls mid-body is as dead as a silent one.
      const body = new Uint8Array(await response.arrayBuffer());
      if (response.status === 429 || response.status >= 500) {
        const retryAfter = retryAfterMs(response.headers.get('retry-after'), this.#clock.now());
        return {
          kind: 'failure',
          reason: `answered ${response.status}`,
          ...(retryAfter === undefined ? {} : { retryAfterMs: retryAfter }),
        };
      }
      return { kind: 'reply', reply: { status: response.status, url, headers: response.headers, body } };
    } catch (error) {
      return { kind: 'failure', reason: networkFailure(error, this.#timeoutMs) };
    }
  }
}

function networkFailure(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return `no answer within ${timeoutMs} ms`;
  }
  if (error instanceof Error) {
    const cause: unknown = error.cause;
    const code = cause instanceof Error && 'code' in cause && typeof cause.code === 'string' ? cause.code : undefined;
    return `network error (${code ?? error.message})`;
  }
  return 'network error';
}
