import { and, count, eq, gt, isNull, min } from 'drizzle-orm';
import type { Database } from '../db/database';
import { qrLogins } from '../db/schema';
import { ApiError } from '../http/ApiError';
import { tryAgainIn } from './tryAgainIn';

/**
 * Refuses a new QR code while `requesterIp` already has `liveLimit` codes open (unclaimed and unexpired).
 * Anyone may ask for codes and each one is a row, so one IP must not pile them up; the limit is a handful, not
 * one, because many people can share an IP (an office, a carrier's NAT). Refused rather than retiring the
 * oldest: retiring would let one device behind that IP cancel the code another person is scanning. The count
 * is not atomic with the insert, so requests racing at the limit can overshoot it by how many race.
 */
export async function refuseQrLoginOverLimit(
  db: Database,
  request: { requesterIp: string; liveLimit: number; now: Date },
): Promise<void> {
  const { requesterIp, liveLimit, now } = request;
  const [open] = await db
    .select({ count: count(), firstExpiry: min(qrLogins.expiresAt) })
    .from(qrLogins)
    .where(and(eq(qrLogins.requesterIp, requesterIp), isNull(qrLogins.claimedAt), gt(qrLogins.expiresAt, now)));
  if (!open || open.count < liveLimit || open.firstExpiry === null) return;
  throw new ApiError(
    'rateLimited',
    `Too many QR codes are open from your network. Scan one that is showing, or ${tryAgainIn(open.firstExpiry, now)}.`,
  );
}
