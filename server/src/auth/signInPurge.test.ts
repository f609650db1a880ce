import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { qrLogins, signInChallenges } from '../db/schema';
import { testDatabases } from '../testing/testDatabases';
import { approveQrLogin, checkQrLogin, createQrLogin, qrClaimGraceSeconds } from './qrLogins';
import { consumeSignInChallenge, createSignInChallenge } from './signInChallenges';
import { endedSignInKeepSeconds, purgeEndedSignIns } from './signInPurge';
import { startSignInPurge, type PurgeClock } from './signInPurgeJob';
import { testWallet } from './testing/testWallet';
import { recordSignIn } from './userAccounts';

const seconds = (from: Date, count: number) => new Date(from.getTime() + count * 1000);
const requesterIp = '203.0.113.9';

/** A clock whose time the test sets and whose scheduled runs the test fires. */
function manualClock(start: Date) {
  let now = start;
  const scheduled = new Map<() => Promise<void>, number>();
  const clock: PurgeClock = {
    now: () => now,
    every: (ms, run) => {
      scheduled.set(run, ms);
      return () => scheduled.delete(run);
    },
  };
  return {
    clock,
    setNow: (at: Date) => (now = at),
    intervals: () => [...scheduled.values()],
    fire: () => Promise.all([...scheduled.keys()].map((run) => run())),
  };
}

describe.each(testDatabases)('purging ended sign-ins on $name', (testDatabase) => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await testDatabase.open();
  }, 60_000);
  afterAll(() => database.close());

  const ids = async () => ({
    challenges: (await database.db.select({ id: signInChallenges.id }).from(signInChallenges)).map((row) => row.id),
    qrLogins: (await database.db.select({ id: qrLogins.id }).from(qrLogins)).map((row) => row.id),
  });

  /** One record of each kind, made at `start`; answers their ids by what becomes of them. */
  async function makeRecords(start: Date) {
    const address = testWallet(71, 'taproot').address;
    const challenge = (ttlSeconds: number) =>
      createSignInChallenge(database.db, {
        address,
        requesterIp: '198.51.100.1',
        network: 'devnet',
        ttlSeconds,
        limits: { perAddress: 5, perCaller: 30 },
        now: start,
      });
    const used = await challenge(300);
    await consumeSignInChallenge(database.db, { id: used.id, address, now: start });
    const expired = await challenge(5);
    const live = await challenge(3600);

    const user = {
      userId: await recordSignIn(database.db, { address, publicKey: undefined, wallet: 'xverse' }, start),
      address,
    };
    const qr = (ttlSeconds: number) =>
      createQrLogin(database.db, { network: 'devnet', ttlSeconds, requesterIp, now: start });
    const claimed = await qr(300);
    await approveQrLogin(database.db, claimed.requestId, user, start);
    await checkQrLogin(database.db, claimed.pollKey, start);
    const unclaimed = await qr(10);
    await approveQrLogin(database.db, unclaimed.requestId, user, start);
    const unapproved = await qr(10);
    const open = await qr(3600);
    return {
      challenges: { used: used.id, expired: expired.id, live: live.id },
      qrLogins: {
        claimed: claimed.requestId,
        unclaimed: unclaimed.requestId,
        unapproved: unapproved.requestId,
        open: open.requestId,
      },
    };
  }

  it('deletes what can no longer sign in, once the keep time has passed, and nothing else', async () => {
    const start = new Date();
    const made = await makeRecords(start);
    const before = await ids();

    // Within the keep time of every end, nothing goes: a polling screen still reads 'expired' or 'claimed'.
    expect(await purgeEndedSignIns(database.db, seconds(start, endedSignInKeepSeconds))).toEqual({
      challenges: 0,
      qrLogins: 0,
    });
    expect(await ids()).toEqual(before);

    // Used and expired challenges and the claimed login go; QR codes still within their claim grace stay.
    expect(await purgeEndedSignIns(database.db, seconds(start, 10 + endedSignInKeepSeconds))).toEqual({
      challenges: 2,
      qrLogins: 1,
    });
    let left = await ids();
    expect(left.challenges).toContain(made.challenges.live);
    expect(left.challenges).not.toContain(made.challenges.used);
    expect(left.challenges).not.toContain(made.challenges.expired);
    expect(left.qrLogins).not.toContain(made.qrLogins.claimed);
    expect(left.qrLogins).toEqual(expect.arrayContaining([made.qrLogins.unclaimed, made.qrLogins.unapproved]));

    // Past the claim grace too, the unclaimed and unapproved codes go; the open ones never do.
    const pastGrace = seconds(start, 10 + qrClaimGraceSeconds + endedSignInKeepSeconds + 1);
    expect(await purgeEndedSignIns(database.db, pastGrace)).toEqual({ challenges: 0, qrLogins: 2 });
    left = await ids();
    expect(left.challenges).toEqual([made.challenges.live]);
    expect(left.qrLogins).toEqual([made.qrLogins.open]);
  });

  it('runs on its interval, and on close stops and waits for the run in progress', async () => {
    await database.db.delete(signInChallenges);
    await database.db.delete(qrLogins);
    const start = new Date();
    await makeRecords(start);
    const time = manualClock(start);
    const job = startSignInPurge({
      db: database.db,
      log: pino({ level: 'silent' }),
      everySeconds: 60,
      clock: time.clock,
    });
    expect(time.intervals()).toEqual([60_000]);

    await time.fire();
    expect((await ids()).challenges).toHaveLength(3);

    time.setNow(seconds(start, 10 + endedSignInKeepSeconds));
    await time.fire();
    expect((await ids()).challenges).toHaveLength(1);

    time.setNow(seconds(start, 10 + qrClaimGraceSeconds + endedSignInKeepSeconds + 1));
    const running = time.fire();
    await job.close();
    // The run started before close had finished by the time close answered.
    expect((await ids()).qrLogins).toHaveLength(1);
    await running;
    expect(time.intervals()).toEqual([]);
  });
});
