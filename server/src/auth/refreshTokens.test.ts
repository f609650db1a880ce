import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { refreshTokenFamilies, refreshTokens } from '../db/schema';
import { testDatabases } from '../testing/testDatabases';
import { endSessions, hashRefreshToken, isSessionOpen, rotateRefreshToken, startRefreshFamily } from './refreshTokens';
import { recordSignIn } from './userAccounts';

const ttlSeconds = 3600;
const clientId = 'ordmarket-web';
const reuseGraceSeconds = 30;

describe.each(testDatabases)('refresh tokens on $name', (testDatabase) => {
  let database: DatabaseHandle;
  let user: { userId: string; address: string };

  // One database for the suite: every test starts sessions of its own.
  beforeAll(async () => {
    database = await testDatabase.open();
    const address = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx';
    const wallet = { address, publicKey: undefined, wallet: 'unisat' as const };
    user = { userId: await recordSignIn(database.db, wallet, new Date()), address };
  }, 60_000);
  afterAll(() => database.close());

  const start = () => startRefreshFamily(database.db, { user, ttlSeconds, now: new Date() });
  const rotate = (token: string, now = new Date(), client = clientId) =>
    rotateRefreshToken(database.db, { token, clientId: client, ttlSeconds, reuseGraceSeconds, now });
  const afterGrace = () => new Date(Date.now() + reuseGraceSeconds * 1000);
  const isOpen = (familyId: string) => isSessionOpen(database.db, familyId);

  it('keeps only the hash of a random 32-byte token', async () => {
    const { refreshToken, familyId } = await start();
    expect(Buffer.from(refreshToken, 'base64url')).toHaveLength(32);
    const rows = await database.db.select().from(refreshTokens).where(eq(refreshTokens.familyId, familyId));
    expect(rows.map((row) => row.tokenHash)).toEqual([hashRefreshToken(refreshToken)]);
    expect(JSON.stringify(rows)).not.toContain(refreshToken);
  });

  it('rotates a token into the next one of the same family', async () => {
    const first = await start();
    const second = await rotate(first.refreshToken);
    expect(second).toMatchObject({ ok: true, user, familyId: first.familyId });
    if (!second.ok) throw new Error('refused');
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(await rotate(second.refreshToken)).toMatchObject({ ok: true });
  });

  it('revokes the family when a rotated token comes back after the grace, so the newer token dies too', async () => {
    const first = await start();
    const second = await rotate(first.refreshToken);
    if (!second.ok) throw new Error('refused');
    expect(await rotate(first.refreshToken, afterGrace())).toEqual({ ok: false, reason: 'reused' });
    expect(await rotate(second.refreshToken)).toEqual({ ok: false, reason: 'revoked' });
    const [family] = await database.db
      .select()
      .from(refreshTokenFamilies)
      .where(eq(refreshTokenFamilies.id, first.familyId));
    expect(family?.revokedReason).toBe('reused');
    expect(await isOpen(first.familyId)).toBe(false);
  });

  it('answers another pair of the same session to its own client within the grace', async () => {
    const first = await start();
    const second = await rotate(first.refreshToken);
    const again = await rotate(first.refreshToken, new Date(Date.now() + (reuseGraceSeconds - 1) * 1000));
    expect(again).toMatchObject({ ok: true, user, familyId: first.familyId });
    if (!second.ok || !again.ok) throw new Error('refused');
    expect(again.refreshToken).not.toBe(second.refreshToken);
    // Both pairs go on; the session is open.
    expect(await rotate(second.refreshToken)).toMatchObject({ ok: true });
    expect(await rotate(again.refreshToken)).toMatchObject({ ok: true });
    expect(await isOpen(first.familyId)).toBe(true);
  });

  it('revokes the family when another client brings a just-used token back, grace or not', async () => {
    const first = await start();
    expect(await rotate(first.refreshToken)).toMatchObject({ ok: true });
    expect(await rotate(first.refreshToken, new Date(), 'another-app')).toEqual({ ok: false, reason: 'reused' });
    expect(await isOpen(first.familyId)).toBe(false);
  });

  it('lets two concurrent refreshes of one client with one token through, in the same session', async () => {
    const first = await start();
    const outcomes = await Promise.all([rotate(first.refreshToken), rotate(first.refreshToken)]);
    expect(outcomes).toMatchObject([
      { ok: true, familyId: first.familyId },
      { ok: true, familyId: first.familyId },
    ]);
  });

  it('revokes when two clients race with one token: one swaps it, the other is a stolen copy', async () => {
    const first = await start();
    const outcomes = await Promise.all([rotate(first.refreshToken), rotate(first.refreshToken, new Date(), 'thief')]);
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(outcomes.filter((outcome) => !outcome.ok)).toEqual([{ ok: false, reason: 'reused' }]);
    expect(await isOpen(first.familyId)).toBe(false);
  });

  it('refuses unknown, expired and other-client tokens', async () => {
    expect(await rotate('nonsense')).toEqual({ ok: false, reason: 'unknown' });
    const first = await start();
    const later = new Date(Date.now() + (ttlSeconds + 1) * 1000);
    expect(await rotate(first.refreshToken, later)).toEqual({ ok: false, reason: 'expired' });
    const second = await rotate(first.refreshToken);
    if (!second.ok) throw new Error('refused');
    // The first refresh bound the session to its client.
    expect(await rotate(second.refreshToken, new Date(), 'another-app')).toEqual({ ok: false, reason: 'otherClient' });
  });

  it('ends one session by its token, or all of the user’s sessions', async () => {
    const other = {
      address: 'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7',
      wallet: 'xverse' as const,
    };
    const otherUser = {
      userId: await recordSignIn(database.db, { ...other, publicKey: undefined }, new Date()),
      address: other.address,
    };
    const one = await startRefreshFamily(database.db, { user: otherUser, ttlSeconds, now: new Date() });
    const two = await startRefreshFamily(database.db, { user: otherUser, ttlSeconds, now: new Date() });
    const end = (token?: string) => endSessions(database.db, { userId: otherUser.userId, token, now: new Date() });
    // Another user's token is not theirs to end.
    expect(await endSessions(database.db, { userId: user.userId, token: one.refreshToken, now: new Date() })).toBe(0);
    expect(await end(one.refreshToken)).toBe(1);
    expect(await rotate(one.refreshToken)).toEqual({ ok: false, reason: 'revoked' });
    expect(await rotate(two.refreshToken)).toMatchObject({ ok: true });
    expect(await endSessions(database.db, { userId: '00000000-0000-4000-8000-000000000000', now: new Date() })).toBe(0);
    expect(await end()).toBe(1);
    expect(await rotate(two.refreshToken)).toEqual({ ok: false, reason: 'revoked' });
    expect([await isOpen(one.familyId), await isOpen(two.familyId)]).toEqual([false, false]);
    expect(await isOpen('00000000-0000-4000-8000-000000000000')).toBe(false);
  });
});
