import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { signInChallenges } from '../db/schema';
import { ApiError } from '../http/ApiError';
import type { RunningServer } from '../startServer';
import { startTestServer } from '../testing/startTestServer';
import { testDatabases } from '../testing/testDatabases';
import { call, requestChallenge, type Challenge, type Tokens } from './testing/authTestClient';
import { refuseQrLoginOverLimit } from './qrLoginLimit';
import { approveQrLogin, checkQrLogin, createQrLogin } from './qrLogins';
import { consumeSignInChallenge, createSignInChallenge } from './signInChallenges';
import { testWallet } from './testing/testWallet';
import { recordSignIn } from './userAccounts';

const seconds = (from: Date, count: number) => new Date(from.getTime() + count * 1000);

describe.each(testDatabases)('limits on open sign-ins, on $name', (testDatabase) => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await testDatabase.open();
  }, 60_000);
  afterAll(() => database.close());

  const owner = '203.0.113.10';
  const stranger = '198.51.100.20';
  const limits = { perAddress: 5, perCaller: 8 };
  const challenge = (address: string, now: Date, ttlSeconds = 300, requesterIp = owner) =>
    createSignInChallenge(database.db, { address, requesterIp, network: 'devnet', ttlSeconds, limits, now });
  const consume = (id: string, address: string, now: Date) => consumeSignInChallenge(database.db, { id, address, now });
  /** The refusal's message, or undefined when the challenge was made. */
  const challengeRefusal = (address: string, now: Date, requesterIp: string) =>
    challenge(address, now, 300, requesterIp).then(
      () => undefined,
      (error: unknown) => (error instanceof ApiError ? `${error.errorName}: ${error.message}` : String(error)),
    );

  it("keeps a caller's 5 newest live challenges of an address, retiring its older ones and nobody else's", async () => {
    const address = testWallet(61, 'taproot').address;
    const other = testWallet(62, 'taproot').address;
    const start = new Date();
    const untouched = await challenge(other, start);
    const strangers = await challenge(address, start, 300, stranger);
    const made = [];
    for (let n = 0; n < 7; n += 1) made.push(await challenge(address, seconds(start, n)));
    const at = seconds(start, 10);
    for (const retired of made.slice(0, 2)) {
      await expect(consume(retired.id, address, at)).rejects.toMatchObject({ errorName: 'challengeUnknown' });
    }
    for (const kept of made.slice(2)) expect(await consume(kept.id, address, at)).toBe(kept.message);
    expect(await consume(untouched.id, other, at)).toBe(untouched.message);
    expect(await consume(strangers.id, address, at)).toBe(strangers.message);
  });

  it("never retires the owner's challenge, however many other callers ask for its address", async () => {
    const address = testWallet(66, 'taproot').address;
    const start = new Date();
    const owners = await challenge(address, start);
    for (let n = 0; n < 125; n += 1) {
      await challenge(address, seconds(start, n / 100), 300, `198.51.100.${n % 25}`);
    }
    expect(await consume(owners.id, address, seconds(start, 2))).toBe(owners.message);
    // Each caller kept at most its own 5: the rows stay bounded per caller.
    const rows = await database.db.select().from(signInChallenges).where(eq(signInChallenges.address, address));
    expect(rows).toHaveLength(1 + 25 * 5);
  });

  it('refuses a caller past its limit across addresses, saying when its first one ends', async () => {
    const start = new Date();
    const ip = '192.0.2.44';
    const [held, ...others] = Array.from({ length: 5 }, (_, n) => testWallet(200 + n, 'taproot').address);
    if (held === undefined || others.length !== 4) throw new Error('no addresses');
    const [second, third, fourth, fifth] = others as [string, string, string, string];
    // 5 for one address (its limit), 3 for three others: the caller's 8.
    for (let n = 0; n < 5; n += 1) expect(await challengeRefusal(held, seconds(start, n), ip)).toBeUndefined();
    for (const [n, address] of [second, third, fourth].entries()) {
      expect(await challengeRefusal(address, seconds(start, 5 + n), ip)).toBeUndefined();
    }
    expect(await challengeRefusal(fifth, seconds(start, 8), ip)).toBe(
      'rateLimited: Too many sign-in messages are open from your network. Sign the one your wallet is showing, or try again in 292 seconds.',
    );
    expect(await challengeRefusal(fifth, seconds(start, 299.5), ip)).toMatch(/try again in 1 second\.$/);
    // One more for an address below its own limit would take one more place; one at its limit retires its oldest.
    expect(await challengeRefusal(second, seconds(start, 9), ip)).toMatch(/^rateLimited: /);
    expect(await challengeRefusal(held, seconds(start, 9), ip)).toBeUndefined();
    // Another caller is not refused, nor this one once a challenge of its has ended (the retired one ended early).
    expect(await challengeRefusal(fifth, seconds(start, 9), '192.0.2.45')).toBeUndefined();
    expect(await challengeRefusal(fifth, seconds(start, 300), ip)).toMatch(/^rateLimited: .+ try again in 1 second\.$/);
    expect(await challengeRefusal(fifth, seconds(start, 301), ip)).toBeUndefined();
  });

  it('counts only live challenges: used and expired ones take no place', async () => {
    const address = testWallet(63, 'taproot').address;
    const start = new Date();
    const used = await challenge(address, start);
    await consume(used.id, address, start);
    const expiring = [];
    for (let n = 0; n < 4; n += 1) expiring.push(await challenge(address, start, 5));
    const later = seconds(start, 5);
    const fresh = [];
    for (let n = 0; n < 5; n += 1) fresh.push(await challenge(address, seconds(later, n)));
    // Nothing live was over the limit, so nothing was retired: ended rows wait for the purge.
    const rows = await database.db.select().from(signInChallenges).where(eq(signInChallenges.address, address));
    expect(rows).toHaveLength(10);
    expect(await consume(fresh[0]?.id ?? '', address, seconds(later, 5))).toBe(fresh[0]?.message);
  });

  it('refuses a QR code past the limit of open codes per IP, saying when one ends', async () => {
    const ip = '198.51.100.7';
    const start = new Date();
    /** The refusal's message, or undefined when one more code may be made. */
    const refusal = (now: Date, requesterIp = ip) =>
      refuseQrLoginOverLimit(database.db, { requesterIp, liveLimit: 3, now }).then(
        () => undefined,
        (error: unknown) => (error instanceof ApiError ? `${error.errorName}: ${error.message}` : String(error)),
      );
    const show = () => createQrLogin(database.db, { network: 'devnet', ttlSeconds: 120, requesterIp: ip, now: start });
    const open = [];
    for (let n = 0; n < 3; n += 1) {
      expect(await refusal(start)).toBeUndefined();
      open.push(await show());
    }
    expect(await refusal(start)).toBe(
      'rateLimited: Too many QR codes are open from your network. Scan one that is showing, or try again in 120 seconds.',
    );
    expect(await refusal(seconds(start, 119.5))).toMatch(/try again in 1 second\.$/);
    expect(await refusal(start, '198.51.100.8')).toBeUndefined();

    // Approved but not yet collected, a code still counts; once its screen has the tokens, it does not.
    const address = testWallet(64, 'taproot').address;
    const user = {
      userId: await recordSignIn(database.db, { address, publicKey: undefined, wallet: 'xverse' }, start),
      address,
    };
    const first = open[0];
    if (!first) throw new Error('no code');
    await approveQrLogin(database.db, first.requestId, user, seconds(start, 1));
    expect(await refusal(seconds(start, 1))).toMatch(/^rateLimited: /);
    expect((await checkQrLogin(database.db, first.pollKey, seconds(start, 2))).status).toBe('approved');
    expect(await refusal(seconds(start, 2))).toBeUndefined();

    // Expired codes free their places too.
    await show();
    expect(await refusal(seconds(start, 2))).toMatch(/^rateLimited: /);
    expect(await refusal(seconds(start, 120))).toBeUndefined();
  });
});

describe.each(testDatabases)('limits on open sign-ins over HTTP, on $name', (testDatabase) => {
  let database: DatabaseHandle;
  let server: RunningServer;

  beforeAll(async () => {
    database = await testDatabase.open();
    server = await startTestServer(database, { QR_LOGINS_PER_IP: '2', CHALLENGES_PER_ADDRESS: '2' });
  }, 120_000);
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  it('answers a QR code past the per-IP limit with the rateLimited envelope', async () => {
    const answers = [];
    for (let n = 0; n < 3; n += 1) answers.push(await call(server.url, '/api/v1/user/ordinals/qrcode', {}));
    expect(answers.map((answer) => [answer.status, answer.code])).toEqual([
      [200, 0],
      [200, 0],
      [429, 10010005],
    ]);
    expect(answers[2]?.msg).toMatch(/^Too many QR codes are open from your network\. .+ try again in \d+ seconds\.$/);
    expect(answers[2]?.data).toBeNull();
  });

  it('signs in with the newest challenge when an address asked for more than the limit', async () => {
    const wallet = testWallet(65, 'segwit');
    const challenges: Challenge[] = [];
    for (let n = 0; n < 3; n += 1) challenges.push((await requestChallenge(server.url, wallet.address)).data);
    const login = (picked: Challenge | undefined) =>
      call<Tokens>(server.url, '/api/v1/user/ordinals/login', {
        challenge_id: picked?.challenge_id,
        address: wallet.address,
        signature: wallet.sign(picked?.message ?? ''),
        public_key: wallet.publicKey,
        wallet: 'unisat',
      });
    // One of the two older ones is retired (which one is a tie when both were made in the same millisecond).
    const older = [await login(challenges[0]), await login(challenges[1])];
    expect(older.map((answer) => answer.code).sort()).toEqual([0, 10020002]);
    expect(await login(challenges[2])).toMatchObject({ status: 200, code: 0, data: { address: wallet.address } });
  });
});
