import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import type { RunningServer } from '../startServer';
import { startTestServer } from '../testing/startTestServer';
import { testDatabases } from '../testing/testDatabases';
import { call, refresh, signIn } from './authTestClient';
import { testWallet } from './testWallet';

const refused = { status: 401, code: 10020004, msg: 'This session was ended. Please connect your wallet again.' };

describe.each(testDatabases)('sessions over HTTP on $name', (testDatabase) => {
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

  const session = async (seed: number) => (await signIn(url, testWallet(seed, 'taproot'))).data;

  it('rotates the refresh token into a new pair', async () => {
    const first = await session(31);
    const next = await refresh(url, first.refresh_token);
    expect(next).toMatchObject({ status: 200, code: 0, data: { token_type: 'Bearer', expires_in: 900 } });
    expect(next.data.refresh_token).not.toBe(first.refresh_token);
    const page = await call(url, '/phoenix/user_all/get_ordinals_user_address', {}, next.data.access_token);
    expect(page.code).toBe(0);
  });

  it('refuses a reused refresh token and ends the session it belonged to', async () => {
    const first = await session(32);
    const next = await refresh(url, first.refresh_token);
    expect(await refresh(url, first.refresh_token)).toMatchObject(refused);
    expect(await refresh(url, next.data.refresh_token)).toMatchObject(refused);
  });

  it('lets exactly one of two concurrent refreshes succeed', async () => {
    const first = await session(33);
    const answers = await Promise.all([refresh(url, first.refresh_token), refresh(url, first.refresh_token)]);
    expect(answers.map((answer) => answer.code).sort()).toEqual([0, 10020004]);
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
    // The same wallet's session on another device stays.
    expect((await refresh(url, other.refresh_token)).code).toBe(0);
  });

  it('ends every session of the user on logout without a refresh token', async () => {
    const first = await session(36);
    const other = await session(36);
    const logout = await call(url, '/api/v1/user/ordinals/logout', {}, first.access_token);
    expect(logout).toMatchObject({ code: 0, data: { ended_sessions: 2 } });
    expect(await refresh(url, other.refresh_token)).toMatchObject(refused);
    expect((await call(url, '/api/v1/user/ordinals/logout', {})).code).toBe(10180006);
  });
});
