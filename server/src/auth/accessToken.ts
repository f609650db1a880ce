import { errors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import type { Authenticate, SignedInUser } from '../http/callerAccess';
import { ApiError } from '../http/ApiError';

const issuer = 'ordmarket';
const claimsSchema = z.object({ sub: z.string().min(1), addr: z.string().min(1), sid: z.uuid() });

export interface AccessTokens {
  /**
   * A short-lived bearer token (HS256 JWT) naming the user, the address they signed in with and the session (refresh
   * token family) it belongs to.
   */
  issue(user: SignedInUser, sessionId: string): Promise<string>;
  authenticate: Authenticate;
}

export interface AccessTokenOptions {
  readonly secret: Uint8Array;
  readonly ttlSeconds: number;
  /** The clock tokens are issued and expire by (tests skip it ahead). */
  readonly now: () => Date;
  /**
   * Whether the session is still open, asked on every authenticated call and never cached: a logout or a stolen
   * refresh token ends the session's access tokens at once, on every instance.
   */
  readonly isSessionOpen: (sessionId: string) => Promise<boolean>;
}

const invalid = () => new ApiError('accessTokenInvalid', 'The access token is invalid. Please sign in again.');

export function accessTokens({ secret, ttlSeconds, now, isSessionOpen }: AccessTokenOptions): AccessTokens {
  // Imported once: handing jose the raw bytes would import the same key again on every call.
  const key = crypto.subtle.importKey('raw', new Uint8Array(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);
  /** The token's claims when it is ours and unexpired; a token without a session (made before sessions were named) is not. */
  const verify = async (token: string) => {
    try {
      const { payload } = await jwtVerify(token, await key, { issuer, algorithms: ['HS256'], currentDate: now() });
      return claimsSchema.parse(payload);
    } catch (error) {
      if (error instanceof errors.JWTExpired) {
        throw new ApiError('accessTokenExpired', 'The access token has expired. Please refresh it.');
      }
      throw invalid();
    }
  };
  return {
    issue: async (user, sessionId) => {
      // Whole seconds, as JWT times are; the expiry counts from the same reading.
      const issuedAt = Math.floor(now().getTime() / 1000);
      return new SignJWT({ addr: user.address, sid: sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.userId)
        .setIssuer(issuer)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ttlSeconds)
        .sign(await key);
    },
    authenticate: async (authorization) => {
      if (authorization === undefined || authorization.trim() === '') return undefined;
      const token = /^Bearer\s+(\S+)$/i.exec(authorization.trim())?.[1];
      if (token === undefined) throw invalid();
      const claims = await verify(token);
      // Answered as an invalid token (75000): the app refreshes once, the ended session refuses, and it signs out.
      if (!(await isSessionOpen(claims.sid))) {
        throw new ApiError('accessTokenInvalid', 'This session has ended. Please connect your wallet again.');
      }
      return { userId: claims.sub, address: claims.addr };
    },
  };
}
