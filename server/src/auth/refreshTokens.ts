import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/database';
import { refreshTokenFamilies, refreshTokens } from '../db/schema';
import type { SignedInUser } from '../http/callerAccess';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Only the hash is stored: a leaked database row cannot be replayed as a token. */
export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

async function addToken(tx: Database | Transaction, familyId: string, ttlSeconds: number, now: Date) {
  const token = randomBytes(32).toString('base64url');
  await tx.insert(refreshTokens).values({
    tokenHash: hashRefreshToken(token),
    familyId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ttlSeconds * 1000),
  });
  return token;
}

export interface NewSession {
  readonly familyId: string;
  readonly refreshToken: string;
}

/** Starts a session (a new family) for a user who just proved their wallet. */
export async function startRefreshFamily(
  db: Database,
  request: { user: SignedInUser; clientId?: string | undefined; ttlSeconds: number; now: Date },
): Promise<NewSession> {
  const { user, clientId, ttlSeconds, now } = request;
  return db.transaction(async (tx) => {
    const [family] = await tx
      .insert(refreshTokenFamilies)
      .values({ userId: user.userId, address: user.address, clientId: clientId ?? null, createdAt: now })
      .returning({ id: refreshTokenFamilies.id });
    if (!family) throw new Error('The session was not stored.');
    return { familyId: family.id, refreshToken: await addToken(tx, family.id, ttlSeconds, now) };
  });
}

export type RotationRefusal = 'unknown' | 'revoked' | 'reused' | 'expired' | 'otherClient';

export type Rotation =
  | { readonly ok: true; readonly user: SignedInUser; readonly familyId: string; readonly refreshToken: string }
  | { readonly ok: false; readonly reason: RotationRefusal };

async function revokeFamily(tx: Database | Transaction, familyId: string, reason: string, now: Date) {
  await tx
    .update(refreshTokenFamilies)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(refreshTokenFamilies.id, familyId), isNull(refreshTokenFamilies.revokedAt)));
}

async function findToken(tx: Transaction, tokenHash: string) {
  const [found] = await tx
    .select({
      familyId: refreshTokens.familyId,
      usedAt: refreshTokens.usedAt,
      expiresAt: refreshTokens.expiresAt,
      revokedAt: refreshTokenFamilies.revokedAt,
      familyClientId: refreshTokenFamilies.clientId,
      userId: refreshTokenFamilies.userId,
      address: refreshTokenFamilies.address,
    })
    .from(refreshTokens)
    .innerJoin(refreshTokenFamilies, eq(refreshTokens.familyId, refreshTokenFamilies.id))
    .where(eq(refreshTokens.tokenHash, tokenHash));
  return found;
}

type FoundToken = NonNullable<Awaited<ReturnType<typeof findToken>>>;

export interface RotationRequest {
  readonly token: string;
  readonly clientId: string;
  readonly ttlSeconds: number;
  /** How long after its swap a token may come back from its own client for another pair (0: never). */
  readonly reuseGraceSeconds: number;
  readonly now: Date;
}

/**
 * Swaps a refresh token for the next one of its family, in one transaction. The swap marks the presented token used
 * with `where used_at is null`, so of two refreshes racing with one token only one swaps it. A token already used
 * is what a stolen copy looks like, and the whole family (the session, its access tokens with it) is revoked; except
 * when it comes back within `reuseGraceSeconds` of its swap from the client that swapped it: tabs of one app that
 * refreshed at once (or a refresh whose answer was lost) then get another pair of the same session. Refusals are
 * answered, not thrown, so the revocation commits.
 */
export async function rotateRefreshToken(db: Database, request: RotationRequest): Promise<Rotation> {
  const { token, clientId, now } = request;
  const tokenHash = hashRefreshToken(token);
  return db.transaction(async (tx): Promise<Rotation> => {
    const found = await findToken(tx, tokenHash);
    if (!found) return { ok: false, reason: 'unknown' };
    if (found.revokedAt !== null) return { ok: false, reason: 'revoked' };
    if (found.usedAt !== null) return reuse(tx, found, request);
    if (found.familyClientId !== null && found.familyClientId !== clientId) return { ok: false, reason: 'otherClient' };
    if (found.expiresAt <= now) return { ok: false, reason: 'expired' };

    const swapped = await tx
      .update(refreshTokens)
      .set({ usedAt: now })
      .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt)))
      .returning({ familyId: refreshTokens.familyId });
    if (swapped.length === 0) {
      // Another refresh swapped it first (and has committed): judged as any reuse, by what that one recorded.
      const winner = await findToken(tx, tokenHash);
      return winner ? reuse(tx, winner, request) : { ok: false, reason: 'unknown' };
    }
    if (found.familyClientId === null) {
      await tx
        .update(refreshTokenFamilies)
        .set({ clientId })
        .where(and(eq(refreshTokenFamilies.id, found.familyId), isNull(refreshTokenFamilies.clientId)));
    }
    return nextPair(tx, found, request);
  });
}

async function nextPair(tx: Transaction, found: FoundToken, request: RotationRequest): Promise<Rotation> {
  return {
    ok: true,
    user: { userId: found.userId, address: found.address },
    familyId: found.familyId,
    refreshToken: await addToken(tx, found.familyId, request.ttlSeconds, request.now),
  };
}

/** A used token presented again: another pair within the grace from its own client, otherwise the session ends. */
async function reuse(tx: Transaction, found: FoundToken, request: RotationRequest): Promise<Rotation> {
  const { clientId, reuseGraceSeconds, now } = request;
  if (found.revokedAt !== null) return { ok: false, reason: 'revoked' };
  const withinGrace = found.usedAt !== null && now.getTime() < found.usedAt.getTime() + reuseGraceSeconds * 1000;
  if (withinGrace && found.familyClientId === clientId && now < found.expiresAt) return nextPair(tx, found, request);
  await revokeFamily(tx, found.familyId, 'reused', now);
  return { ok: false, reason: 'reused' };
}

/**
 * Whether a session (a refresh token family) exists and has not ended. One primary-key read, made for every
 * authenticated call.
 */
export async function isSessionOpen(db: Database, familyId: string): Promise<boolean> {
  const [family] = await db
    .select({ revokedAt: refreshTokenFamilies.revokedAt })
    .from(refreshTokenFamilies)
    .where(eq(refreshTokenFamilies.id, familyId));
  return family?.revokedAt === null;
}

/**
 * Ends sessions of `userId` (their access tokens too): the one `token` belongs to, or every one of them when no token
 * is given. Answers how many were ended.
 */
export async function endSessions(
  db: Database,
  request: { userId: string; token?: string | undefined; now: Date },
): Promise<number> {
  const { userId, token, now } = request;
  const owned = and(eq(refreshTokenFamilies.userId, userId), isNull(refreshTokenFamilies.revokedAt));
  if (token === undefined) {
    const ended = await db
      .update(refreshTokenFamilies)
      .set({ revokedAt: now, revokedReason: 'logout' })
      .where(owned)
      .returning({ id: refreshTokenFamilies.id });
    return ended.length;
  }
  const [found] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashRefreshToken(token)));
  if (!found) return 0;
  const ended = await db
    .update(refreshTokenFamilies)
    .set({ revokedAt: now, revokedReason: 'logout' })
    .where(and(eq(refreshTokenFamilies.id, found.familyId), owned))
    .returning({ id: refreshTokenFamilies.id });
  return ended.length;
}
