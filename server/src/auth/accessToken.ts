import { errors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import type { Authenticate, SignedInUser } from '../http/apiRoute';
import { ApiError } from '../http/ApiError';

const issuer = 'ordmarket';
const claimsSchema = z.object({ sub: z.string().min(1), addr: z.string().min(1) });

export interface AccessTokens {
  /** A short-lived bearer token (HS256 JWT) naming the user and the address they signed in with. */
  issue(user: SignedInUser): Promise<string>;
  authenticate: Authenticate;
}

/** `now` is the clock tokens are issued and expire by (tests skip it ahead). */
export function accessTokens(secret: Uint8Array, ttlSeconds: number, now: () => Date): AccessTokens {
  return {
    issue: (user) => {
      // Whole seconds, as JWT times are; the expiry counts from the same reading.
      const issuedAt = Math.floor(now().getTime() / 1000);
      return new SignJWT({ addr: user.address })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.userId)
        .setIssuer(issuer)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ttlSeconds)
        .sign(secret);
    },
    authenticate: async (authorization) => {
      if (authorization === undefined || authorization.trim() === '') return undefined;
      const token = /^Bearer\s+(\S+)$/i.exec(authorization.trim())?.[1];
      if (token === undefined) {
        throw new ApiError('accessTokenInvalid', 'The access token is invalid. Please sign in again.');
      }
      try {
        const { payload } = await jwtVerify(token, secret, { issuer, algorithms: ['HS256'], currentDate: now() });
        const claims = claimsSchema.parse(payload);
        return { userId: claims.sub, address: claims.addr };
      } catch (error) {
        if (error instanceof errors.JWTExpired) {
          throw new ApiError('accessTokenExpired', 'The access token has expired. Please refresh it.');
        }
        throw new ApiError('accessTokenInvalid', 'The access token is invalid. Please sign in again.');
      }
    },
  };
}
