import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import type { RunningServer } from '../startServer';
import { skippingClock } from '../testing/skippingClock';
import { startTestServer } from '../testing/startTestServer';
import { testDatabases } from '../testing/testDatabases';
import { call, requestChallenge, signIn, type Tokens } from './testing/authTestClient';
import { testWallet } from './testing/testWallet';

const unsupported =
  'This wallet type doesn\'t support ordinals. Use an address starting with "bc1p" or "bc1q" before connecting.';

interface AddressPage {
  items: Array<{ address: string; wallet: string; public_key: string | null }>;
  total: number;
  has_next: boolean;
}

describe.each(testDatabases)('wallet sign-in over HTTP on $name', (testDatabase) => {
  let database: DatabaseHandle;
  let server: RunningServer;
  let url: string;

  beforeAll(async () => {
    database = await testDatabase.open();
    server = await startTestServer(database);
    url = server.url;
  }, 120_000);
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  it.each(['taproot', 'segwit', 'legacySignature'] as const)('signs in with a real %s signature', async (kind) => {
    const wallet = testWallet(kind === 'taproot' ? 11 : kind === 'segwit' ? 12 : 13, kind);
    const answer = await signIn(url, wallet);
    expect(answer).toMatchObject({ status: 200, code: 0, data: { address: wallet.address, expires_in: 900 } });
    expect(answer.data.refresh_token).toMatch(/^[\w-]{43}$/);

    const addresses = await call<AddressPage>(
      url,
      '/phoenix/user_all/get_ordinals_user_address',
      {},
      answer.data.access_token,
    );
    expect(addresses).toMatchObject({ code: 0, data: { total: 1, has_next: false } });
    expect(addresses.data.items).toEqual([
      expect.objectContaining({ address: wallet.address, wallet: 'unisat', public_key: wallet.publicKey }),
    ]);
  });

  it('shows a human-readable one-time message naming the address', async () => {
    const wallet = testWallet(14, 'taproot');
    const challenge = await requestChallenge(url, wallet.address);
    expect(challenge.code).toBe(0);
    expect(challenge.data.message).toMatch(/^Sign in to Ordmarket\n/);
    expect(challenge.data.message).toContain(`Address: ${wallet.address}`);
    expect(challenge.data.message).toMatch(/Nonce: [0-9a-f]{32}/);
    expect(challenge.data.message).toContain(`Expires at: ${challenge.data.expires_at}`);
    expect((await requestChallenge(url, wallet.address)).data.message).not.toBe(challenge.data.message);
  });

  it('keeps one user per address across sign-ins', async () => {
    const wallet = testWallet(15, 'segwit');
    const first = await signIn(url, wallet);
    const second = await signIn(url, wallet);
    const page = await call<AddressPage>(
      url,
      '/phoenix/user_all/get_ordinals_user_address',
      {},
      second.data.access_token,
    );
    expect(page.data.total).toBe(1);
    expect(first.data.address).toBe(second.data.address);
  });

  it('refuses a signature by another key', async () => {
    const answer = await signIn(url, testWallet(16, 'taproot'), testWallet(17, 'taproot'));
    expect(answer).toMatchObject({ status: 401, code: 10020003, data: null });
    expect(answer.msg).toMatch(/signature does not match/);
  });

  it('refuses a challenge used twice', async () => {
    const wallet = testWallet(18, 'taproot');
    const challenge = await requestChallenge(url, wallet.address);
    const login = {
      challenge_id: challenge.data.challenge_id,
      address: wallet.address,
      signature: wallet.sign(challenge.data.message),
      wallet: 'xverse',
    };
    expect((await call(url, '/api/v1/user/ordinals/login', login)).code).toBe(0);
    const again = await call(url, '/api/v1/user/ordinals/login', login);
    expect(again).toMatchObject({ status: 400, code: 10020002 });
    expect(again.msg).toMatch(/expired or was already used/);
  });

  it('refuses an unknown challenge and a challenge made for another address', async () => {
    const wallet = testWallet(19, 'taproot');
    const unknown = await call(url, '/api/v1/user/ordinals/login', {
      challenge_id: '00000000-0000-4000-8000-000000000000',
      address: wallet.address,
      signature: wallet.sign('anything'),
      wallet: 'unisat',
    });
    expect(unknown.code).toBe(10020002);
    const challenge = await requestChallenge(url, testWallet(20, 'taproot').address);
    const other = await call(url, '/api/v1/user/ordinals/login', {
      challenge_id: challenge.data.challenge_id,
      address: wallet.address,
      signature: wallet.sign(challenge.data.message),
      wallet: 'unisat',
    });
    expect(other.code).toBe(10020002);
  });

  it("refuses a mainnet address on the devnet with the spec's message", async () => {
    const mainnet = testWallet(21, 'taproot', 'mainnet');
    const challenge = await requestChallenge(url, mainnet.address);
    expect(challenge).toMatchObject({ status: 400, code: 10020001, msg: unsupported });
    const login = await call(url, '/api/v1/user/ordinals/login', {
      challenge_id: '00000000-0000-4000-8000-000000000000',
      address: mainnet.address,
      signature: mainnet.sign('x'),
      wallet: 'unisat',
    });
    expect(login).toMatchObject({ status: 400, code: 10020001, msg: unsupported });
  });

  it('validates the request with readable messages', async () => {
    const badAddress = await call(url, '/api/v1/user/ordinals/challenge', { address: 'tb1p not an address!' });
    expect(badAddress).toMatchObject({ status: 400, code: 10010001 });
    expect(badAddress.msg).toContain('address: The address must be a Bitcoin address');
    const missing = await call(url, '/api/v1/user/ordinals/login', { address: testWallet(22, 'taproot').address });
    expect(missing.code).toBe(10010001);
    expect(missing.msg).toContain('challenge_id');
    const wrongType = await call(url, '/api/v1/user/ordinals/challenge', { address: 42 });
    expect(wrongType).toMatchObject({ code: 10010001, msg: 'Invalid request. address: Enter the wallet address.' });
    const badWallet = await call(url, '/api/v1/user/ordinals/login', {
      challenge_id: '00000000-0000-4000-8000-000000000000',
      address: testWallet(22, 'taproot').address,
      signature: 'AA==',
      wallet: 'metamask',
    });
    expect(badWallet.msg).toContain('wallet: The wallet must be unisat, xverse or devnet.');
  });

  it('answers 75000 for a garbage bearer token and 10180006 without one', async () => {
    const garbage = await call(url, '/phoenix/user_all/get_ordinals_user_address', {}, 'not.a.token');
    expect(garbage).toMatchObject({ status: 401, code: 75000 });
    const visitor = await call(url, '/phoenix/user_all/get_ordinals_user_address', {});
    expect(visitor).toMatchObject({ status: 401, code: 10180006 });
  });

  it('describes every sign-in endpoint in /openapi.json', async () => {
    const document = (await (await fetch(new URL('/openapi.json', url))).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/user/ordinals/challenge',
        '/api/v1/user/ordinals/login',
        '/api/v1/user/ordinals/logout',
        '/api/v1/user/ordinals/qrcode',
        '/api/v1/user/ordinals/approve_qrcode',
        '/api/v1/user/ordinals/check_qrcode_status',
        '/v1/oauth2/token',
        '/phoenix/user_all/get_ordinals_user_address',
      ]),
    );
  });

  describe('with short lifetimes and a low per-address limit', () => {
    let shortLived: RunningServer;
    let shortDatabase: DatabaseHandle;
    // Sign-ins go by this clock, so a test sees a lifetime end by skipping past it.
    const time = skippingClock();

    beforeAll(async () => {
      shortDatabase = await testDatabase.open();
      shortLived = await startTestServer(
        shortDatabase,
        {
          SIGN_IN_CHALLENGE_TTL_SECONDS: '1',
          ACCESS_TOKEN_TTL_SECONDS: '1',
          // Each test there uses its own addresses, at most two calls each, but the one testing the limit.
          ADDRESS_RATE_LIMIT_PER_MINUTE: '2',
        },
        { authClock: time.now },
      );
    }, 120_000);
    afterAll(async () => {
      await shortLived.close();
      await shortDatabase.close();
    });

    it('limits sign-in attempts per address', async () => {
      const address = testWallet(23, 'taproot').address;
      const codes: number[] = [];
      for (let attempt = 0; attempt < 3; attempt += 1)
        codes.push((await requestChallenge(shortLived.url, address)).code);
      expect(codes).toEqual([0, 0, 10010005]);
      // Another address is not held back by the first one's attempts.
      expect((await requestChallenge(shortLived.url, testWallet(24, 'taproot').address)).code).toBe(0);
    });

    it('refuses an expired challenge', async () => {
      const wallet = testWallet(25, 'taproot');
      const challenge = await requestChallenge(shortLived.url, wallet.address);
      time.skip(1_000);
      const login = await call(shortLived.url, '/api/v1/user/ordinals/login', {
        challenge_id: challenge.data.challenge_id,
        address: wallet.address,
        signature: wallet.sign(challenge.data.message),
        wallet: 'unisat',
      });
      expect(login).toMatchObject({ status: 400, code: 10020002 });
    });

    it('answers 65000 for an expired access token', async () => {
      const answer = await signIn(shortLived.url, testWallet(26, 'segwit'));
      const tokens: Tokens = answer.data;
      expect(tokens.expires_in).toBe(1);
      // JWT times are whole seconds, counted from the same reading: one second on, the token has expired.
      time.skip(1_000);
      const expired = await call(
        shortLived.url,
        '/phoenix/user_all/get_ordinals_user_address',
        {},
        tokens.access_token,
      );
      expect(expired).toMatchObject({ status: 401, code: 65000 });
    });
  });
});
