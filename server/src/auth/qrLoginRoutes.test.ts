import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import type { RunningServer } from '../startServer';
import { skippingClock } from '../testing/skippingClock';
import { startTestServer } from '../testing/startTestServer';
import { testDatabases } from '../testing/testDatabases';
import { call, refresh, type Tokens } from './testing/authTestClient';
import { testWallet, type TestWallet } from './testing/testWallet';

interface QrCode {
  qrcode_id: string;
  request_id: string;
  message: string;
  expires_at: string;
}
interface QrRequest {
  message: string;
  network: string;
  expires_at: string;
  expires_in: number;
  status: string;
}
type QrStatus = Partial<Tokens> & { status: string };

const ttlSeconds = 120;

describe.each(testDatabases)('QR sign-in over HTTP on $name', (testDatabase) => {
  let database: DatabaseHandle;
  let server: RunningServer;
  let url: string;
  // Sign-ins go by this clock, so a test sees a code expire by skipping past its lifetime.
  const time = skippingClock();

  beforeAll(async () => {
    database = await testDatabase.open();
    server = await startTestServer(database, { QR_LOGIN_TTL_SECONDS: String(ttlSeconds) }, { authClock: time.now });
    url = server.url;
  }, 120_000);
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  const showCode = async () => (await call<QrCode>(url, '/api/v1/user/ordinals/qrcode', {})).data;
  const read = (requestId: string) =>
    call<QrRequest>(url, '/api/v1/user/ordinals/get_qrcode_request', { qrcode_id: requestId });
  const check = (id: string) => call<QrStatus>(url, '/api/v1/user/ordinals/check_qrcode_status', { qrcode_id: id });
  const approve = (code: QrCode, wallet: TestWallet, signer: TestWallet = wallet) =>
    call<{ address: string }>(url, '/api/v1/user/ordinals/approve_qrcode', {
      qrcode_id: code.request_id,
      address: wallet.address,
      signature: signer.sign(code.message),
      public_key: wallet.publicKey,
      wallet: 'xverse',
    });

  it('goes from pending to approved and hands the tokens out once', async () => {
    const code = await showCode();
    expect(code.message).toContain(`Request: ${code.request_id}`);
    // The QR code shows nothing the screen polls with.
    expect(code.request_id).not.toContain(code.qrcode_id);
    expect(code.message).not.toContain(code.qrcode_id);
    expect((await check(code.qrcode_id)).data).toEqual({ status: 'pending' });

    const wallet = testWallet(41, 'taproot');
    expect(await approve(code, wallet)).toMatchObject({ code: 0, data: { address: wallet.address } });

    const approved = await check(code.qrcode_id);
    expect(approved.data).toMatchObject({ status: 'approved', address: wallet.address, expires_in: 900 });
    const { access_token: accessToken, refresh_token: refreshToken } = approved.data;
    if (accessToken === undefined || refreshToken === undefined) throw new Error('no tokens');
    const page = await call(url, '/phoenix/user_all/get_ordinals_user_address', {}, accessToken);
    expect(page).toMatchObject({ code: 0, data: { total: 1 } });
    expect((await refresh(url, refreshToken)).code).toBe(0);

    expect((await check(code.qrcode_id)).data).toEqual({ status: 'claimed' });
  });

  it('gives the approving device the message to sign, which approves the code once', async () => {
    const code = await showCode();
    const request = await read(code.request_id);
    expect(request).toMatchObject({ code: 0, data: { message: code.message, network: 'devnet', status: 'pending' } });
    expect(request.data.expires_at).toBe(code.expires_at);
    expect(request.data.expires_in).toBeGreaterThanOrEqual(0);
    expect(request.data.expires_in).toBeLessThanOrEqual(ttlSeconds);
    // Reading the request hands out nothing the screen polls with.
    expect(JSON.stringify(request.data)).not.toContain(code.qrcode_id);

    const wallet = testWallet(48, 'segwit');
    const approval = await call<{ address: string }>(url, '/api/v1/user/ordinals/approve_qrcode', {
      qrcode_id: code.request_id,
      address: wallet.address,
      signature: wallet.sign(request.data.message),
      public_key: wallet.publicKey,
      wallet: 'unisat',
    });
    expect(approval).toMatchObject({ code: 0, data: { address: wallet.address } });
    expect((await check(code.qrcode_id)).data).toMatchObject({ status: 'approved', address: wallet.address });
    // Used: the approving screen says so instead of offering to approve again.
    expect((await read(code.request_id)).data.status).toBe('expired');
  });

  it("ends a QR sign-in's access token with its session on logout", async () => {
    const code = await showCode();
    await approve(code, testWallet(49, 'taproot'));
    const { access_token: accessToken, refresh_token: refreshToken } = (await check(code.qrcode_id)).data;
    if (accessToken === undefined || refreshToken === undefined) throw new Error('no tokens');
    const addresses = () => call(url, '/phoenix/user_all/get_ordinals_user_address', {}, accessToken);
    expect((await addresses()).code).toBe(0);
    const logout = await call(url, '/api/v1/user/ordinals/logout', { refresh_token: refreshToken }, accessToken);
    expect(logout).toMatchObject({ code: 0, data: { ended_sessions: 1 } });
    expect(await addresses()).toMatchObject({ status: 401, code: 75000 });
  });

  it('reads a request only by the id in the QR code, and says when it is unknown', async () => {
    const code = await showCode();
    const byPollKey = await read(code.qrcode_id);
    expect(byPollKey).toMatchObject({ status: 400, code: 10010001 });
    expect(byPollKey.msg).toContain('the id in the QR code');
    const unknown = await read('00000000-0000-4000-8000-000000000000');
    expect(unknown).toMatchObject({ status: 404, code: 10020005 });
    expect(unknown.msg).toMatch(/unknown/);
  });

  it('lets only one of two racing checks collect the tokens', async () => {
    const code = await showCode();
    await approve(code, testWallet(42, 'segwit'));
    const answers = await Promise.all([check(code.qrcode_id), check(code.qrcode_id)]);
    expect(answers.map((answer) => answer.data.status).sort()).toEqual(['approved', 'claimed']);
  });

  it('refuses an approval signed by another key, and a second approval', async () => {
    const code = await showCode();
    const wallet = testWallet(43, 'taproot');
    expect((await approve(code, wallet, testWallet(44, 'taproot'))).code).toBe(10020003);
    expect((await check(code.qrcode_id)).data).toEqual({ status: 'pending' });
    expect((await approve(code, wallet)).code).toBe(0);
    const second = await approve(code, testWallet(45, 'taproot'));
    expect(second).toMatchObject({ code: 10020005 });
    expect(second.msg).toMatch(/expired or was already used/);
  });

  it('expires a code nobody approved', async () => {
    const code = await showCode();
    time.skip(ttlSeconds * 1000);
    expect((await check(code.qrcode_id)).data).toEqual({ status: 'expired' });
    expect((await read(code.request_id)).data).toMatchObject({ status: 'expired', expires_in: 0 });
    expect((await approve(code, testWallet(46, 'taproot'))).code).toBe(10020005);
  });

  it('answers an unknown code with qrLoginUnknown', async () => {
    const unknown = await check('x'.repeat(43));
    expect(unknown).toMatchObject({ status: 404, code: 10020005 });
    expect((await check('nope')).code).toBe(10010001);
  });

  it('does not hand the tokens to someone who only read the QR code', async () => {
    const code = await showCode();
    await approve(code, testWallet(47, 'taproot'));
    const onlooker = await check(code.request_id);
    expect(onlooker).toMatchObject({ status: 400, code: 10010001 });
    expect(onlooker.msg).toContain('not the id in the QR code');
    expect((await check(code.qrcode_id)).data.status).toBe('approved');
  });
});
