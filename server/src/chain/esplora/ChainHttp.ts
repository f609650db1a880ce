import type { Logger } from 'pino';
import { backoffDelay, defaultBackoff, retryAfterMs, type BackoffPolicy } from './backoff';
import { ChainUnavailable } from './chainHttpErrors';
import { HostRotation } from './HostRotation';
import { HostSlots } from './HostSlots';

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
  /** Requests in flight to one host at once; more wait their turn. */
  readonly maxInFlight?: number;
  /**
   * How long one request may spend waiting out a host's 429s (Retry-After, or backoff without it) before it fails.
   * A 429 is the host pacing us, not failing: it does not use up an attempt.
   */
  readonly rateLimitWaitMs?: number;
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
  /** Sent with this request only, after the service's own (credentials read when the request is made). */
  readonly headers?: Readonly<Record<string, string>>;
}

/** A host's answer that is final: a success or a client error (4xx but 429). */
export interface ChainReply {
  readonly status: number;
  readonly url: string;
  readonly headers: Headers;
  readonly body: Uint8Array;
}

type Attempt =
  | { kind: 'reply'; reply: ChainReply }
  | { kind: 'failure'; reason: string; rateLimited: boolean; retryAfterMs?: number };

/**
 * HTTP to a public chain service, which rate-limits and goes down: each attempt has a timeout; 5xx, timeouts and
 * network errors move on to the next host at once when one is available, otherwise wait (exponential backoff with
 * jitter) and try again, a bounded number of times. A failing host cools down so later requests skip it. A host is
 * sent a few requests at a time, and a 429 pauses every request to it until its Retry-After has passed.
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
  readonly #slots: HostSlots;
  readonly #rateLimitWaitMs: number;

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
    this.#slots = new HostSlots(options.maxInFlight ?? 4);
    this.#rateLimitWaitMs = options.rateLimitWaitMs ?? 120_000;
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
    let attempt = 0;
    let rateLimits = 0;
    let rateLimitedMs = 0;
    for (;;) {
      const host = this.#rotation.pick(this.#clock.now());
      const outcome = await this.#slots.run(host, async () => {
        // Checked once a slot is ours: a 429 another request met while this one queued counts too.
        const paused = this.#rotation.waitFor(host, this.#clock.now());
        if (paused > 0) await this.#clock.sleep(paused);
        const answer = await this.#attempt(host, request);
        // Paused before the slot passes on, so the next request in the queue sees it.
        if (answer.kind === 'failure' && answer.rateLimited) {
          const wait = answer.retryAfterMs ?? backoffDelay(rateLimits + 1, this.#backoff, () => this.#clock.random());
          this.#rotation.pause(host, this.#clock.now() + wait);
          return { ...answer, retryAfterMs: wait };
        }
        return answer;
      });
      if (outcome.kind === 'reply') {
        this.#rotation.recover(host);
        return outcome.reply;
      }
      const now = this.#clock.now();
      this.#rotation.coolDown(host, now + Math.max(this.#coolDownMs, outcome.retryAfterMs ?? 0));
      this.#log?.warn(
        { service: this.service, endpoint: request.endpoint, host, attempt: attempt + 1, reason: outcome.reason },
        'chain host failed',
      );
      if (outcome.rateLimited) {
        rateLimits += 1;
        rateLimitedMs += outcome.retryAfterMs ?? 0;
        if (rateLimitedMs > this.#rateLimitWaitMs) {
          failures.push(`${host}: ${outcome.reason} for ${Math.round(rateLimitedMs / 1000)} s`);
          break;
        }
        continue;
      }
      failures.push(`${host}: ${outcome.reason}`);
      attempt += 1;
      if (attempt === this.#attempts) break;
      // Another host is ready: fail over now rather than wait on the one that just failed.
      if (this.#rotation.hasAvailable(now)) continue;
      const backoff = backoffDelay(attempt, this.#backoff, () => this.#clock.random());
      await this.#clock.sleep(Math.max(backoff, outcome.retryAfterMs ?? 0));
    }
    throw new ChainUnavailable(
      `${this.describe(request)} failed after ${Math.max(1, attempt)} attempts: ${failures.join('; ')}`,
    );
  }

  async #attempt(host: string, request: ChainRequest): Promise<Attempt> {
    const url = `${host}${request.path}`;
    const headers: Record<string, string> = { ...this.#headers, ...request.headers };
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
          rateLimited: response.status === 429,
          // A Retry-After beyond the longest wait is a host telling us to go away: wait what we would anyway.
          ...(retryAfter === undefined ? {} : { retryAfterMs: Math.min(retryAfter, this.#backoff.maxDelayMs) }),
        };
      }
      return { kind: 'reply', reply: { status: response.status, url, headers: response.headers, body } };
    } catch (error) {
      return { kind: 'failure', reason: networkFailure(error, this.#timeoutMs), rateLimited: false };
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
