import { lt, or } from 'drizzle-orm';
import type { Database } from '../db/database';
import { qrLogins, signInChallenges } from '../db/schema';
import { qrClaimGraceSeconds } from './qrLogins';

/**
 * How long an ended sign-in record stays before it is purged: instances' clocks can differ by a little, and a
 * screen still polling its QR code should read 'expired' or 'claimed', not 'unknown'.
 */
export const endedSignInKeepSeconds = 60;

export interface PurgedSignIns {
  readonly challenges: number;
  readonly qrLogins: number;
}

/**
 * Deletes what can no longer sign anyone in: challenges used or expired, and QR logins claimed or past their
 * claim grace, in each case more than endedSignInKeepSeconds before `now`.
 */
export async function purgeEndedSignIns(db: Database, now: Date): Promise<PurgedSignIns> {
  const cutoff = new Date(now.getTime() - endedSignInKeepSeconds * 1000);
  const challenges = await db
    .delete(signInChallenges)
    .where(or(lt(signInChallenges.usedAt, cutoff), lt(signInChallenges.expiresAt, cutoff)))
    .returning({ id: signInChallenges.id });
  const claimableUntil = new Date(cutoff.getTime() - qrClaimGraceSeconds * 1000);
  const logins = await db
    .delete(qrLogins)
    .where(or(lt(qrLogins.claimedAt, cutoff), lt(qrLogins.expiresAt, claimableUntil)))
    .returning({ id: qrLogins.id });
  return { challenges: challenges.length, qrLogins: logins.length };
}
