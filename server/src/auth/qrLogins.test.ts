import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { testDatabases } from '../testing/testDatabases';
import { approveQrLogin, createQrLogin, pendingQrLoginMessage, readQrLoginRequest } from './qrLogins';
import { testWallet } from './testing/testWallet';
import { recordSignIn } from './userAccounts';

const seconds = (from: Date, count: number) => new Date(from.getTime() + count * 1000);

describe.each(testDatabases)('a QR sign-in request as the approving device reads it, on $name', (testDatabase) => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await testDatabase.open();
  }, 60_000);
  afterAll(() => database.close());

  it('is pending until its expiry, then expired', async () => {
    const now = new Date();
    const login = await createQrLogin(database.db, {
      network: 'devnet',
      ttlSeconds: 10,
      requesterIp: '127.0.0.1',
      now,
    });
    const lastSecond = await readQrLoginRequest(database.db, login.requestId, seconds(now, 9));
    expect(lastSecond).toEqual({ message: login.message, expiresAt: login.expiresAt, status: 'pending' });
    expect(await pendingQrLoginMessage(database.db, login.requestId, seconds(now, 9))).toBe(login.message);

    const atExpiry = await readQrLoginRequest(database.db, login.requestId, seconds(now, 10));
    expect(atExpiry.status).toBe('expired');
    await expect(pendingQrLoginMessage(database.db, login.requestId, seconds(now, 10))).rejects.toMatchObject({
      errorName: 'qrLoginUnknown',
    });
  });

  it('reads as expired once a wallet approved it, however long it has left', async () => {
    const now = new Date();
    const address = testWallet(55, 'taproot').address;
    const user = {
      userId: await recordSignIn(database.db, { address, publicKey: undefined, wallet: 'xverse' }, now),
      address,
    };
    const login = await createQrLogin(database.db, {
      network: 'devnet',
      ttlSeconds: 60,
      requesterIp: '127.0.0.1',
      now,
    });
    await approveQrLogin(database.db, login.requestId, user, seconds(now, 1));
    expect((await readQrLoginRequest(database.db, login.requestId, seconds(now, 2))).status).toBe('expired');
  });

  it('refuses an id no code was made with', async () => {
    await expect(
      readQrLoginRequest(database.db, '00000000-0000-4000-8000-000000000000', new Date()),
    ).rejects.toMatchObject({ errorName: 'qrLoginUnknown' });
  });
});
