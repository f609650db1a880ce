import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import type { RunningServer } from '../startServer';
import { skippingClock } from '../testing/skippingClock';
import { startTestServer } from '../testing/startTestServer';
import { testDatabases } from '../testing/testDatabases';
import { call, refresh, signIn } from './testing/authTestClient';
import { testWallet } from './testing/testWallet';

const refused = { status: 401, code: 10020004, msg: 'This session was ended. Please connect your wallet again.' };
/** An access token whose session has ended: 75000, which the app answers by refreshing once, then signing out. */
const accessRefused = { status: 401, code: 75000, msg: 'This session has ended. Please connect your wallet again.' };
const reuseGraceSeconds = 30;

describe.each(testDatabases)('sessions over HTTP on $name', (testDatabase) => {
  let database: DatabaseHandle;
  let server: RunningServer;
  let url: string;

  // Sessions go by this clock, so a test steps past the reuse grace without waiting for it.
  const time = skippingClock();

  beforeAll(async () => {
    database = await testDatabase.open();
    server = await startTestServer(
      database,
      { REFRESH_REUSE_GRACE_SECONDS: String(reuseGraceSeconds) },
      { authClock: time.now },
    );
    url = server.url;
  }, 120_000);
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  const session = async (seed: number) => (await signIn(url, testWallet(seed, 'taproot'))).data;

  it('rotates the refresh token into a new pair', async () => {
    const first = await session(31);
    const next = await refresh(url, first.refresh_token);
    expect(next).toMatchObject({ status: 200, code: 0, data: { token_type: 'Bearer', expires_in: 900 } });
    expect(next.data.refresh_token).not.toBe(first.refresh_token);
    const page = await call(url, '/phoenix/user_all/get_ordinals_user_address', {}, next.data.access_token);
    expect(page.code).toBe(0);
  });

  const addresses = (accessToken: string) => call(url, '/phoenix/user_all/get_ordinals_user_address', {}, accessToken);

  it('refuses a refresh token reused after the grace and ends its session, its access tokens at once', async () => {
    const first = await session(32);
    const next = await refresh(url, first.refresh_token);
    expect((await addresses(next.data.access_token)).code).toBe(0);
    time.skip((reuseGraceSeconds + 1) * 1000);
    expect(await refresh(url, first.refresh_token)).toMatchObject(refused);
    expect(await refresh(url, next.data.refresh_token)).toMatchObject(refused);
    expect(await addresses(next.data.access_token)).toMatchObject(accessRefused);
    expect(await addresses(first.access_token)).toMatchObject(accessRefused);
  });

  it('keeps the session when its client presents the refresh token it just swapped again, within the grace', async () => {
    const first = await session(37);
    const next = await refresh(url, first.refresh_token);
    time.skip((reuseGraceSeconds - 5) * 1000);
    const again = await refresh(url, first.refresh_token);
    expect(again).toMatchObject({ status: 200, code: 0, data: { token_type: 'Bearer' } });
    expect(again.data.refresh_token).not.toBe(next.data.refresh_token);
    // Both tabs' pairs work: one session, not revoked.
    for (const pair of [next.data, again.data]) expect((await addresses(pair.access_token)).code).toBe(0);
    expect((await refresh(url, again.data.refresh_token)).code).toBe(0);
    expect((await refresh(url, next.data.refresh_token)).code).toBe(0);
  });

  it('ends the session when another client presents a just-swapped refresh token', async () => {
    const first = await session(38);
    const next = await refresh(url, first.refresh_token);
    const stolen = await call(url, '/v1/oauth2/token', {
      refresh_token: first.refresh_token,
      client_id: 'someone-else',
      grant_type: 'refresh_token',
    });
    expect(stolen).toMatchObject(refused);
    expect(await addresses(next.data.access_token)).toMatchObject(accessRefused);
  });

  it('lets two concurrent refreshes of one client succeed in one session', async () => {
    const first = await session(33);
    const answers = await Promise.all([refresh(url, first.refresh_token), refresh(url, first.refresh_token)]);
    expect(answers.map((answer) => answer.code)).toEqual([0, 0]);
    for (const answer of answers) expect((await addresses(answer.data.access_token)).code).toBe(0);
  });

  it('refuses an unknown refresh token and checks the grant', async () => {
    expect(await refresh(url, 'x'.repeat(43))).toMatchObject(refused);
    const first = await session(34);
    const wrongGrant = await call(url, '/v1/oauth2/token', {
      refresh_token: first.refresh_token,
      client_id: 'ordmarket-web',
      grant_type: 'password',
    });
    expect(wrongGrant).toMatchObject({ status: 400, code: 10010001 });
    expect(wrongGrant.msg).toContain('grant_type must be "refresh_token".');
    const noClient = await call(url, '/v1/oauth2/token', {
      refresh_token: first.refresh_token,
      client_id: '',
      grant_type: 'refresh_token',
    });
    expect(noClient.msg).toContain('client_id');
    // Neither bad request used the token up.
    expect((await refresh(url, first.refresh_token)).code).toBe(0);
  });

  it('ends the session on logout', async () => {
    const first = await session(35);
    const other = await session(35);
    const logout = await call(
      url,
      '/api/v1/user/ordinals/logout',
      { refresh_token: first.refresh_token },
      first.access_token,
    );
    expect(logout).toMatchObject({ code: 0, data: { ended_sessions: 1 } });
    expect(await refresh(url, first.refresh_token)).toMatchObject(refused);
    // Its access token ends with it, at once.
    expect(await addresses(first.access_token)).toMatchObject(accessRefused);
    // The same wallet's session on another device stays.
    expect((await addresses(other.access_token)).code).toBe(0);
    expect((await refresh(url, other.refresh_token)).code).toBe(0);
  });

  it('ends every session of the user on logout without a refresh token', async () => {
    const first = await session(36);
    const other = await session(36);
    const logout = await call(url, '/api/v1/user/ordinals/logout', {}, first.access_token);
    expect(logout).toMatchObject({ code: 0, data: { ended_sessions: 2 } });
    expect(await refresh(url, other.refresh_token)).toMatchObject(refused);
    for (const ended of [first, other]) expect(await addresses(ended.access_token)).toMatchObject(accessRefused);
    expect(await call(url, '/api/v1/user/ordinals/logout', {}, first.access_token)).toMatchObject(accessRefused);
    expect((await call(url, '/api/v1/user/ordinals/logout', {})).code).toBe(10180006);
  });
});
