import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { userAddresses, users } from '../db/schema';
import { ApiError } from '../http/ApiError';
import { testDatabases } from '../testing/testDatabases';
import { approveQrLogin, checkQrLogin, createQrLogin, qrClaimGraceSeconds } from './qrLogins';
import { consumeSignInChallenge, createSignInChallenge } from './signInChallenges';
import { testWallet } from './testing/testWallet';
import { listUserAddresses, recordSignIn } from './userAccounts';

const seconds = (from: Date, count: number) => new Date(from.getTime() + count * 1000);
const requesterIp = '203.0.113.7';

describe.each(testDatabases)('sign-in records on $name', (testDatabase) => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await testDatabase.open();
  }, 60_000);
  afterAll(() => database.close());

  it('hands a challenge to exactly one of two racing logins', async () => {
    const address = testWallet(51, 'taproot').address;
    const now = new Date();
    const challenge = await createSignInChallenge(database.db, {
      address,
      network: 'devnet',
      ttlSeconds: 60,
      requesterIp: '198.51.100.1',
      limits: { perAddress: 5, perCaller: 30 },
      now,
    });
    const consume = () => consumeSignInChallenge(database.db, { id: challenge.id, address, now });
    const outcomes = await Promise.allSettled([consume(), consume()]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    const rejected = outcomes.find((outcome) => outcome.status === 'rejected');
    expect(rejected?.reason).toBeInstanceOf(ApiError);
  });

  it('refuses a challenge at its expiry', async () => {
    const address = testWallet(52, 'taproot').address;
    const now = new Date();
    const challenge = await createSignInChallenge(database.db, {
      address,
      network: 'devnet',
      ttlSeconds: 5,
      requesterIp: '198.51.100.1',
      limits: { perAddress: 5, perCaller: 30 },
      now,
    });
    await expect(
      consumeSignInChallenge(database.db, { id: challenge.id, address, now: seconds(now, 5) }),
    ).rejects.toMatchObject({ errorName: 'challengeUnknown' });
  });

  it('makes one user for two racing first sign-ins of an address, and keeps its public key', async () => {
    const wallet = testWallet(53, 'segwit');
    const proven = { address: wallet.address, publicKey: wallet.publicKey, wallet: 'unisat' as const };
    const now = new Date();
    const usersBefore = (await database.db.select().from(users)).length;
    const [one, two] = await Promise.all([
      recordSignIn(database.db, proven, now),
      recordSignIn(database.db, proven, now),
    ]);
    expect(one).toBe(two);
    // The loser's fresh user row is gone: the race made one user, not two.
    expect(await database.db.select().from(users)).toHaveLength(usersBefore + 1);

    // A later sign-in without a key keeps the one reported before and records the wallet used.
    const later = seconds(now, 10);
    await recordSignIn(database.db, { ...proven, publicKey: undefined, wallet: 'xverse' }, later);
    const [row] = await database.db.select().from(userAddresses).where(eq(userAddresses.address, wallet.address));
    expect(row).toMatchObject({ publicKey: wallet.publicKey, wallet: 'xverse', firstSeenAt: now, lastSeenAt: later });
    expect(await listUserAddresses(database.db, one, { page: 1, limit: 20 })).toMatchObject({ total: 1 });
  });

  it('keeps approved QR tokens collectable for a grace period past the code’s expiry, then expires them', async () => {
    const wallet = { address: testWallet(54, 'taproot').address, publicKey: undefined, wallet: 'xverse' as const };
    const now = new Date();
    const user = { userId: await recordSignIn(database.db, wallet, now), address: wallet.address };
    const late = await createQrLogin(database.db, { network: 'devnet', ttlSeconds: 10, requesterIp, now });
    await approveQrLogin(database.db, late.requestId, user, seconds(now, 9));
    expect(await checkQrLogin(database.db, late.pollKey, seconds(now, 10 + qrClaimGraceSeconds - 1))).toEqual({
      status: 'approved',
      user,
    });

    const forgotten = await createQrLogin(database.db, { network: 'devnet', ttlSeconds: 10, requesterIp, now });
    await approveQrLogin(database.db, forgotten.requestId, user, seconds(now, 1));
    expect(await checkQrLogin(database.db, forgotten.pollKey, seconds(now, 10 + qrClaimGraceSeconds))).toEqual({
      status: 'expired',
    });
    await expect(approveQrLogin(database.db, forgotten.requestId, user, seconds(now, 2))).rejects.toMatchObject({
      errorName: 'qrLoginUnknown',
    });
  });
});
