import { randomBytes } from 'node:crypto';
import { bytesToHex, type NetworkName } from '@ordmarket/protocol';
import { and, count, desc, eq, gt, inArray, isNull, min, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { signInChallenges } from '../db/schema';
import { ApiError } from '../http/ApiError';
import { tryAgainIn } from './tryAgainIn';

export interface SignInChallenge {
  readonly id: string;
  readonly message: string;
  readonly expiresAt: Date;
}

/** The text the wallet shows its owner: what they are signing in to, as whom, and until when. */
export function signInMessage(address: string, nonce: string, network: NetworkName, issuedAt: Date, expiresAt: Date) {
  return [
    'Sign in to Ordmarket',
    '',
    `Address: ${address}`,
    `Network: ${network}`,
    `Nonce: ${nonce}`,
    `Issued at: ${issuedAt.toISOString()}`,
    `Expires at: ${expiresAt.toISOString()}`,
  ].join('\n');
}

/** How many live (unused, unexpired) challenges a caller may hold; a caller is an IP, or an IPv6 /64. */
export interface ChallengeLimits {
  /** Per address: one more retires the caller's own oldest for that address. */
  readonly perAddress: number;
  /** Across addresses: one more, for an address not yet at its limit, is refused until one of them ends. */
  readonly perCaller: number;
}

/**
 * Stores a fresh one-time message for `address` (already checked and canonical) asked for by `requesterIp`. Anyone
 * may ask for a challenge naming any address, so every limit counts per caller: a stranger's requests retire or
 * refuse only the stranger's own challenges, never the one the owner's wallet is signing. Past `perAddress` the
 * caller's oldest for the address is retired (a trader who clicks connect again keeps the newest attempt working);
 * past `perCaller` a new address is refused, so one caller cannot fill the table. The count is not atomic with the
 * insert: requests racing at the limit can overshoot it by how many race.
 */
export async function createSignInChallenge(
  db: Database,
  request: {
    address: string;
    requesterIp: string;
    network: NetworkName;
    ttlSeconds: number;
    limits: ChallengeLimits;
    now: Date;
  },
): Promise<SignInChallenge> {
  const { address, requesterIp, network, ttlSeconds, limits, now } = request;
  await refuseCallerOverLimit(db, { address, requesterIp, limits, now });
  const expiresAt = new Date(now.getTime() + ttlSeconds * 1000);
  const message = signInMessage(address, bytesToHex(randomBytes(16)), network, now, expiresAt);
  const [stored] = await db
    .insert(signInChallenges)
    .values({ address, requesterIp, message, createdAt: now, expiresAt })
    .returning({ id: signInChallenges.id });
  if (!stored) throw new Error('The sign-in challenge was not stored.');
  await retireCallersOldest(db, { address, requesterIp, keep: stored.id, liveLimit: limits.perAddress, now });
  return { id: stored.id, message, expiresAt };
}

const isLive = (now: Date) => and(isNull(signInChallenges.usedAt), gt(signInChallenges.expiresAt, now));

async function refuseCallerOverLimit(
  db: Database,
  request: { address: string; requesterIp: string; limits: ChallengeLimits; now: Date },
): Promise<void> {
  const { address, requesterIp, limits, now } = request;
  const [open] = await db
    .select({
      fromCaller: count(),
      forAddress: sql<number>`count(*) filter (where ${signInChallenges.address} = ${address})`.mapWith(Number),
      firstExpiry: min(signInChallenges.expiresAt),
    })
    .from(signInChallenges)
    .where(and(eq(signInChallenges.requesterIp, requesterIp), isLive(now)));
  if (!open || open.fromCaller < limits.perCaller || open.firstExpiry === null) return;
  // At its limit for this address the caller retires one of its own: the new challenge takes no more room.
  if (open.forAddress >= limits.perAddress) return;
  throw new ApiError(
    'rateLimited',
    `Too many sign-in messages are open from your network. Sign the one your wallet is showing, or ${tryAgainIn(open.firstExpiry, now)}.`,
  );
}

async function retireCallersOldest(
  db: Database,
  request: { address: string; requesterIp: string; keep: string; liveLimit: number; now: Date },
): Promise<void> {
  const { address, requesterIp, keep, liveLimit, now } = request;
  const olderLive = await db
    .select({ id: signInChallenges.id })
    .from(signInChallenges)
    .where(
      and(
        eq(signInChallenges.address, address),
        eq(signInChallenges.requesterIp, requesterIp),
        ne(signInChallenges.id, keep),
        isLive(now),
      ),
    )
    .orderBy(desc(signInChallenges.createdAt), desc(signInChallenges.id))
    .offset(liveLimit - 1);
  if (olderLive.length === 0) return;
  await db.delete(signInChallenges).where(
    inArray(
      signInChallenges.id,
      olderLive.map((challenge) => challenge.id),
    ),
  );
}

/**
 * Marks the challenge used and answers its message, in one conditional update so that of two logins racing
 * with the same challenge only one gets it. A challenge gets one attempt: a wrong signature burns it too.
 */
export async function consumeSignInChallenge(
  db: Database,
  request: { id: string; address: string; now: Date },
): Promise<string> {
  const { id, address, now } = request;
  const [consumed] = await db
    .update(signInChallenges)
    .set({ usedAt: now })
    .where(
      and(
        eq(signInChallenges.id, id),
        eq(signInChallenges.address, address),
        isNull(signInChallenges.usedAt),
        gt(signInChallenges.expiresAt, now),
      ),
    )
    .returning({ message: signInChallenges.message });
  if (!consumed) {
    throw new ApiError(
      'challengeUnknown',
      'This sign-in message has expired or was already used. Please connect your wallet again to get a new one.',
    );
  }
  return consumed.message;
}
