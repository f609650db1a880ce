import { createHash, randomBytes } from 'node:crypto';
import { bytesToHex, type NetworkName } from '@ordmarket/protocol';
import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../db/database';
import { qrLogins } from '../db/schema';
import { ApiError } from '../http/ApiError';
import type { SignedInUser } from '../http/callerAccess';

/**
 * After approval the showing device has this long past the code's expiry to collect its tokens, so a phone
 * approving in the code's last second still signs the screen in on its next poll.
 */
export const qrClaimGraceSeconds = 30;

export interface QrLogin {
  /** The showing device's secret handle for polling; never shown in the QR code. */
  readonly pollKey: string;
  /** The id the QR code shows and the approving wallet's message names. */
  readonly requestId: string;
  readonly message: string;
  readonly expiresAt: Date;
}

/**
 * The public id of a QR login, derived from the showing device's poll key. The QR code is on a screen anyone
 * nearby can read, so what it shows must not be enough to collect the tokens: only the poll key is, and it
 * cannot be worked out from this id.
 */
export function qrRequestId(pollKey: string): string {
  const bytes = createHash('sha256').update(`ordmarket-qr-login:${pollKey}`).digest().subarray(0, 16);
  // Shaped as a random (version 4) UUID so it fits the id column.
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytesToHex(bytes);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** What the approving wallet signs: it says plainly that another device will be signed in. */
function qrLoginMessage(id: string, network: NetworkName, issuedAt: Date, expiresAt: Date): string {
  return [
    'Sign in to Ordmarket on another device',
    '',
    'Signing approves the sign-in shown as a QR code. Only sign if you scanned it from your own screen.',
    `Request: ${id}`,
    `Network: ${network}`,
    `Nonce: ${bytesToHex(randomBytes(16))}`,
    `Issued at: ${issuedAt.toISOString()}`,
    `Expires at: ${expiresAt.toISOString()}`,
  ].join('\n');
}

/** Stores a new code asked for from `requesterIp` (see qrLoginLimit for how many one IP may have open). */
export async function createQrLogin(
  db: Database,
  request: { network: NetworkName; ttlSeconds: number; requesterIp: string; now: Date },
): Promise<QrLogin> {
  const { network, ttlSeconds, requesterIp, now } = request;
  const pollKey = randomBytes(32).toString('base64url');
  const requestId = qrRequestId(pollKey);
  const expiresAt = new Date(now.getTime() + ttlSeconds * 1000);
  const message = qrLoginMessage(requestId, network, now, expiresAt);
  await db.insert(qrLogins).values({ id: requestId, message, requesterIp, createdAt: now, expiresAt });
  return { pollKey, requestId, message, expiresAt };
}

const unknownQrLogin = () =>
  new ApiError('qrLoginUnknown', 'This QR code is unknown. Please show a new QR code and scan it again.');
const closedQrLogin = () =>
  new ApiError('qrLoginUnknown', 'This QR code has expired or was already used. Please show a new one.');

/** What the approving device is asked to sign; 'expired' also covers a code another wallet already approved. */
export interface QrLoginRequest {
  readonly message: string;
  readonly expiresAt: Date;
  readonly status: 'pending' | 'expired';
}

/** A login as the approving device sees it, by the id its QR code shows; nothing in it lets anyone collect the tokens. */
export async function readQrLoginRequest(db: Database, id: string, now: Date): Promise<QrLoginRequest> {
  const [login] = await db.select().from(qrLogins).where(eq(qrLogins.id, id));
  if (!login) throw unknownQrLogin();
  const isOpen = login.approvedAt === null && login.expiresAt > now;
  return { message: login.message, expiresAt: login.expiresAt, status: isOpen ? 'pending' : 'expired' };
}

/** The message a pending, unexpired login (by the id its QR code shows) asks the approving wallet to sign. */
export async function pendingQrLoginMessage(db: Database, id: string, now: Date): Promise<string> {
  const request = await readQrLoginRequest(db, id, now);
  if (request.status !== 'pending') throw closedQrLogin();
  return request.message;
}

/** Records the approving wallet's user; only the first approval of an unexpired code counts. */
export async function approveQrLogin(db: Database, id: string, user: SignedInUser, now: Date): Promise<void> {
  const approved = await db
    .update(qrLogins)
    .set({ userId: user.userId, address: user.address, approvedAt: now })
    .where(and(eq(qrLogins.id, id), isNull(qrLogins.approvedAt), gt(qrLogins.expiresAt, now)))
    .returning({ id: qrLogins.id });
  if (approved.length === 0) throw closedQrLogin();
}

export type QrLoginStatus = { status: 'pending' | 'expired' | 'claimed' } | { status: 'approved'; user: SignedInUser };

/**
 * Where the login stands for the showing device, which asks with its poll key. Tokens go out exactly once: the first check after
 * approval claims the login (a conditional update, so two racing polls cannot both claim) and gets the
 * user to make tokens for; every later check answers 'claimed' with nothing. An approved login not
 * collected within the grace period answers 'expired'.
 */
export async function checkQrLogin(db: Database, pollKey: string, now: Date): Promise<QrLoginStatus> {
  const id = qrRequestId(pollKey);
  const [login] = await db.select().from(qrLogins).where(eq(qrLogins.id, id));
  if (!login) throw unknownQrLogin();
  if (login.claimedAt !== null) return { status: 'claimed' };
  if (login.approvedAt === null) return { status: login.expiresAt <= now ? 'expired' : 'pending' };
  const claimBy = new Date(login.expiresAt.getTime() + qrClaimGraceSeconds * 1000);
  if (claimBy <= now) return { status: 'expired' };
  const [claimed] = await db
    .update(qrLogins)
    .set({ claimedAt: now })
    .where(and(eq(qrLogins.id, id), isNull(qrLogins.claimedAt), isNotNull(qrLogins.approvedAt)))
    .returning({ userId: qrLogins.userId, address: qrLogins.address });
  const userId = claimed?.userId;
  const address = claimed?.address;
  if (!userId || !address) return { status: 'claimed' };
  return { status: 'approved', user: { userId, address } };
}
