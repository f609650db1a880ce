import { afterEach, describe, expect, it, vi } from 'vitest';
import { backoffDelay, retryAfterMs } from './backoff';
import { ChainHttp, type ChainHttpOptions } from './ChainHttp';
import { ChainUnavailable } from './chainHttpErrors';
import { manualClock } from './testing/manualClock';
import { deadHostUrl, startReplayServer, type ReplayServer } from './testing/replayServer';

const tip = { method: 'GET', endpoint: '/blocks/tip/height', path: '/blocks/tip/height' } as const;
const text = (body: Uint8Array) => new TextDecoder().decode(body);
const servers: ReplayServer[] = [];

async function host(): Promise<ReplayServer> {
  const server = await startReplayServer();
  servers.push(server);
  return server;
}

function http(hosts: string[], options: Partial<ChainHttpOptions> = {}) {
  const clock = manualClock();
  return { clock, http: new ChainHttp({ service: 'Esplora', hosts, clock, ...options }) };
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

describe('ChainHttp backoff', () => {
  it('retries 503 with growing, jittered waits, then succeeds', async () => {
    const server = await host();
    server.route('GET', '/blocks/tip/height', { status: 503 }, { status: 503 }, { body: '840123' });
    const { clock, http: client } = http([server.url]);
    const reply = await client.request(tip);
    expect(text(reply.body)).toBe('840123');
    expect(clock.sleeps).toEqual([375, 750]);
    expect(server.requests).toHaveLength(3);
  });

  it('honours Retry-After on 429', async () => {
    const server = await host();
    server.route('GET', '/blocks/tip/height', { status: 429, headers: { 'retry-after': '3' } }, { body: '1' });
    const { clock, http: client } = http([server.url]);
    expect(text((await client.request(tip)).body)).toBe('1');
    expect(clock.sleeps).toEqual([3000]);
  });

  it('gives up after the allowed attempts with every failure in the message', async () => {
    const server = await host();
    server.route('GET', '/blocks/tip/height', { status: 502 });
    const { clock, http: client } = http([server.url], { attempts: 3 });
    const failure = client.request(tip);
    await expect(failure).rejects.toBeInstanceOf(ChainUnavailable);
    await expect(failure).rejects.toThrow(/^Esplora GET \/blocks\/tip\/height failed after 3 attempts: .*answered 502/);
    expect(server.requests).toHaveLength(3);
    expect(clock.sleeps).toHaveLength(2);
  });

  it('computes waits and reads both Retry-After forms', () => {
    const policy = { baseDelayMs: 100, maxDelayMs: 1000 };
    expect([1, 2, 3, 4, 5].map((retry) => backoffDelay(retry, policy, () => 0))).toEqual([50, 100, 200, 400, 500]);
    expect(backoffDelay(3, policy, () => 0.999_999)).toBe(400);
    expect(retryAfterMs('120', 0)).toBe(120_000);
    expect(retryAfterMs('Thu, 01 Jan 1970 00:00:10 GMT', 4000)).toBe(6000);
    expect(retryAfterMs('soon', 0)).toBeUndefined();
    expect(retryAfterMs(null, 0)).toBeUndefined();
  });
});

describe('ChainHttp failover', () => {
  it('moves to the second host at once when the first is down, and skips it during its cool-down', async () => {
    const dead = await deadHostUrl();
    const second = await host();
    second.route('GET', '/blocks/tip/height', { body: '7' });
    const { clock, http: client } = http([dead, second.url], { coolDownMs: 60_000 });
    const first = await client.request(tip);
    expect(text(first.body)).toBe('7');
    expect(first.url).toBe(`${second.url}/blocks/tip/height`);
    expect(clock.sleeps).toEqual([]);

    // The first host is cooling down: the next request goes straight to the second.
    const revived = await startReplayServer(Number(new URL(dead).port));
    servers.push(revived);
    revived.route('GET', '/blocks/tip/height', { body: '8' });
    expect(text((await client.request(tip)).body)).toBe('7');
    expect(revived.requests).toHaveLength(0);

    // Once the cool-down is over the first host is preferred again.
    clock.advance(60_001);
    expect(text((await client.request(tip)).body)).toBe('8');
  });

  it('fails over from a host that does not answer in time', async () => {
    const slow = await host();
    slow.route('GET', '/blocks/tip/height', { body: '1', delayMs: 2000 });
    const fast = await host();
    fast.route('GET', '/blocks/tip/height', { body: '2' });
    const { clock, http: client } = http([slow.url, fast.url], { timeoutMs: 100 });
    const reply = client.request(tip);
    await vi.waitFor(() => {
      expect(slow.requests).toHaveLength(1);
    });
    clock.expireTimeouts();
    expect(text((await reply).body)).toBe('2');
    expect(slow.requests).toHaveLength(1);
  });

  it('fails over on 429 and 5xx, and returns 4xx answers without retrying', async () => {
    const limited = await host();
    limited.route('GET', '/blocks/tip/height', { status: 429, headers: { 'retry-after': '30' } });
    limited.route('GET', '/tx/x', { status: 400, body: 'Invalid hex string' });
    const spare = await host();
    spare.route('GET', '/blocks/tip/height', { body: '3' });
    const { clock, http: client } = http([limited.url, spare.url]);
    expect(text((await client.request(tip)).body)).toBe('3');
    expect(clock.sleeps).toEqual([]);
    clock.advance(60_001);
    const refused = await client.request({ method: 'GET', endpoint: '/tx/:txid', path: '/tx/x' });
    expect(refused.status).toBe(400);
    expect(limited.requests.filter((request) => request.path === '/tx/x')).toHaveLength(1);
  });

  it('reports a network failure when every host is down', async () => {
    const { http: client } = http([await deadHostUrl(), await deadHostUrl()], { attempts: 2 });
    await expect(client.request(tip)).rejects.toThrow(/failed after 2 attempts: .*network error \(ECONNREFUSED\)/);
  });
});

describe('ChainHttp pacing', () => {
  it('waits out 429s without using up attempts, until the wait budget is spent', async () => {
    const server = await host();
    const limited = { status: 429, headers: { 'retry-after': '1' } };
    server.route('GET', '/blocks/tip/height', limited, limited, limited, limited, limited, { body: '9' });
    const { clock, http: client } = http([server.url], { attempts: 2 });
    expect(text((await client.request(tip)).body)).toBe('9');
    expect(clock.sleeps).toEqual([1000, 1000, 1000, 1000, 1000]);

    const stubborn = await host();
    stubborn.route('GET', '/blocks/tip/height', limited);
    const budgeted = http([stubborn.url], { attempts: 2, rateLimitWaitMs: 3500 });
    await expect(budgeted.http.request(tip)).rejects.toThrow(/answered 429 for 4 s/);
    expect(stubborn.requests).toHaveLength(4);
  });

  it('holds every request to a host that answered 429 until its Retry-After has passed', async () => {
    const server = await host();
    server.route('GET', '/blocks/tip/height', { status: 429, headers: { 'retry-after': '2' } }, { body: '5' });
    server.route('GET', '/blocks/tip/hash', { body: 'a'.repeat(64) });
    const clock = manualClock();
    const sentAt: Array<{ path: string; at: number }> = [];
    const timed: typeof fetch = (input, init) => {
      sentAt.push({ path: new URL(input instanceof Request ? input.url : input).pathname, at: clock.now() });
      return fetch(input, init);
    };
    const client = new ChainHttp({ service: 'Esplora', hosts: [server.url], clock, fetch: timed, maxInFlight: 1 });
    const start = clock.now();
    // The second request queued before the first met the 429: it waits it out all the same.
    await Promise.all([
      client.request(tip),
      client.request({ method: 'GET', endpoint: '/blocks/tip/hash', path: '/blocks/tip/hash' }),
    ]);
    expect(sentAt).toEqual([
      { path: '/blocks/tip/height', at: start },
      { path: '/blocks/tip/hash', at: start + 2000 },
      { path: '/blocks/tip/height', at: start + 2000 },
    ]);
  });

  it('sends a host at most maxInFlight requests at once', async () => {
    const server = await host();
    server.route('GET', '/blocks/tip/height', { body: '1', delayMs: 30 });
    let inFlight = 0;
    let most = 0;
    const counting: typeof fetch = async (...args) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      try {
        return await fetch(...args);
      } finally {
        inFlight -= 1;
      }
    };
    const client = new ChainHttp({ service: 'Esplora', hosts: [server.url], fetch: counting, maxInFlight: 3 });
    await Promise.all(Array.from({ length: 10 }, () => client.request(tip)));
    expect(server.requests).toHaveLength(10);
    expect(most).toBe(3);
  });
});
