import { randomBytes } from 'node:crypto';
import { bytesToHex, type NetworkName } from '@ordmarket/protocol';
import { and, desc, eq, gt, inArray, isNull, ne } from 'drizzle-orm';
import type { Database } from '../db/database';
import { signInChallenges } from '../db/schema';
import { ApiError } from '../http/ApiError';

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

/**
 * Stores a fresh one-time message for `address` (already checked and canonical), keeping at most `liveLimit`
 * live (unused, unexpired) challenges for the address: the oldest beyond that are retired. Anyone may ask for
 * a challenge naming any address, so refusing past the limit would let a stranger lock an owner out of
 * signing in with a few calls; retiring keeps the owner's newest attempt (the one their wallet is showing)
 * working, and the rows per address bounded.
 */
export async function createSignInChallenge(
  db: Database,
  request: { address: string; network: NetworkName; ttlSeconds: number; liveLimit: number; now: Date },
): Promise<SignInChallenge> {
  const { address, network, ttlSeconds, liveLimit, now } = request;
  const expiresAt = new Date(now.getTime() + ttlSeconds * 1000);
  const message = signInMessage(address, bytesToHex(randomBytes(16)), network, now, expiresAt);
  const [stored] = await db
    .insert(signInChallenges)
    .values({ address, message, createdAt: now, expiresAt })
    .returning({ id: signInChallenges.id });
  if (!stored) throw new Error('The sign-in challenge was not stored.');
  await retireOldestChallenges(db, { address, keep: stored.id, liveLimit, now });
  return { id: stored.id, message, expiresAt };
}

async function retireOldestChallenges(
  db: Database,
  request: { address: string; keep: string; liveLimit: number; now: Date },
): Promise<void> {
  const { address, keep, liveLimit, now } = request;
  const olderLive = await db
    .select({ id: signInChallenges.id })
    .from(signInChallenges)
    .where(
      and(
        eq(signInChallenges.address, address),
        ne(signInChallenges.id, keep),
        isNull(signInChallenges.usedAt),
        gt(signInChallenges.expiresAt, now),
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
