// The sign-in limits as an attacker meets them: requests from many IPs (Fastify's inject sets each one's address).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import type { RunningServer } from '../startServer';
import { startTestServer } from '../testing/startTestServer';
import { testDatabases } from '../testing/testDatabases';
import type { Answer, Challenge, Tokens } from './testing/authTestClient';
import { testWallet, type TestWallet } from './testing/testWallet';

const challengePath = '/api/v1/user/ordinals/challenge';

describe.each(testDatabases)('sign-in limits per caller over HTTP, on $name', (testDatabase) => {
  let database: DatabaseHandle;
  let server: RunningServer;

  // The default limits, the per-address rate limit included: they are what an attacker meets.
  beforeAll(async () => {
    database = await testDatabase.open();
    server = await startTestServer(database);
  }, 120_000);
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  async function post<Data>(path: string, body: unknown, remoteAddress: string): Promise<Answer<Data>> {
    const response = await server.app.inject({ method: 'POST', url: path, payload: body as object, remoteAddress });
    const envelope = response.json<{ code: number; msg: string; data: Data }>();
    return { status: response.statusCode, ...envelope };
  }

  const login = (wallet: TestWallet, challenge: Challenge, remoteAddress: string) =>
    post<Tokens>(
      '/api/v1/user/ordinals/login',
      {
        challenge_id: challenge.challenge_id,
        address: wallet.address,
        signature: wallet.sign(challenge.message),
        public_key: wallet.publicKey,
        wallet: 'unisat',
      },
      remoteAddress,
    );

  it('signs the owner in with the challenge it got before 125 other callers asked for its address', async () => {
    const owner = testWallet(81, 'taproot');
    const ownerIp = '203.0.113.10';
    const asked = await post<Challenge>(challengePath, { address: owner.address }, ownerIp);
    expect(asked.code).toBe(0);

    const strangers = [
      ...Array.from({ length: 100 }, (_, n) => `198.51.${100 + Math.floor(n / 50)}.${n % 50}`),
      ...Array.from({ length: 25 }, (_, n) => `2001:db8:${n.toString(16)}::7`),
    ];
    const answers = [];
    for (const ip of strangers) answers.push(await post<Challenge>(challengePath, { address: owner.address }, ip));
    expect(answers.filter((answer) => answer.code !== 0)).toEqual([]);

    expect(await login(owner, asked.data, ownerIp)).toMatchObject({
      status: 200,
      code: 0,
      data: { address: owner.address },
    });
  });

  it("keeps the owner's challenge when one other caller asks for its address 125 times", async () => {
    const owner = testWallet(82, 'segwit');
    const ownerIp = '203.0.113.11';
    const asked = await post<Challenge>(challengePath, { address: owner.address }, ownerIp);
    const answers = [];
    for (let n = 0; n < 125; n += 1) {
      answers.push(await post<Challenge>(challengePath, { address: owner.address }, '198.51.100.200'));
    }
    // Each retires that caller's own oldest; the per-address rate limit counts that caller alone.
    expect(answers.slice(0, 120).filter((answer) => answer.code !== 0)).toEqual([]);
    expect(answers.slice(120).map((answer) => [answer.status, answer.code])).toEqual(
      Array.from({ length: 5 }, () => [429, 10010005]),
    );
    expect(await login(owner, asked.data, ownerIp)).toMatchObject({ status: 200, code: 0 });
  });

  it('refuses a caller past its own limit with 10010005 (HTTP 429), saying when to try again', async () => {
    const ip = '192.0.2.60';
    const addresses = Array.from({ length: 31 }, (_, n) => testWallet(300 + n, 'taproot').address);
    const answers = [];
    for (const address of addresses) answers.push(await post<Challenge>(challengePath, { address }, ip));
    expect(answers.slice(0, 30).filter((answer) => answer.code !== 0)).toEqual([]);
    const refused = answers[30];
    expect(refused).toMatchObject({ status: 429, code: 10010005, data: null });
    expect(refused?.msg).toMatch(
      /^Too many sign-in messages are open from your network\. Sign the one your wallet is showing, or try again in \d+ seconds\.$/,
    );
    // Its neighbour in another network, and the owner of the refused address, are not refused.
    const owner = testWallet(330, 'taproot');
    expect(owner.address).toBe(addresses[30]);
    const ownerAsked = await post<Challenge>(challengePath, { address: owner.address }, '192.0.2.61');
    expect(ownerAsked.code).toBe(0);
    expect(await login(owner, ownerAsked.data, '192.0.2.61')).toMatchObject({ status: 200, code: 0 });
  });
});

describe.each(testDatabases)('the caller behind a trusted proxy, on $name', (testDatabase) => {
  let database: DatabaseHandle;
  let server: RunningServer;

  beforeAll(async () => {
    database = await testDatabase.open();
    server = await startTestServer(database, { TRUST_PROXY: '10.0.0.0/8', CHALLENGES_PER_IP: '1' });
  }, 120_000);
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  /** Asks for a challenge through `remoteAddress` (the proxy, or a caller connecting itself) claiming `forwardedFor`. */
  const ask = async (seed: number, remoteAddress: string, forwardedFor: string) => {
    const response = await server.app.inject({
      method: 'POST',
      url: challengePath,
      payload: { address: testWallet(seed, 'taproot').address },
      headers: { 'x-forwarded-for': forwardedFor },
      remoteAddress,
    });
    return response.json<{ code: number }>().code;
  };

  it("counts the callers the proxy names, and ignores what anyone else's X-Forwarded-For claims", async () => {
    // Through the proxy, two callers each get their one challenge; one of them asking for a second is refused.
    expect(await ask(90, '10.1.2.3', '198.51.100.1')).toBe(0);
    expect(await ask(91, '10.1.2.3', '198.51.100.2')).toBe(0);
    expect(await ask(92, '10.1.2.3', '198.51.100.1')).toBe(10010005);
    // A caller connecting directly is itself, whatever it claims to forward.
    expect(await ask(93, '203.0.113.50', '198.51.100.3')).toBe(0);
    expect(await ask(94, '203.0.113.50', '198.51.100.4')).toBe(10010005);
  });
});
