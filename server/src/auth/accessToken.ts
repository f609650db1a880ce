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

export function accessTokens(secret: Uint8Array, ttlSeconds: number): AccessTokens {
  return {
    issue: (user) =>
      new SignJWT({ addr: user.address })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.userId)
        .setIssuer(issuer)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(secret),
    authenticate: async (authorization) => {
      if (authorization === undefined || authorization.trim() === '') return undefined;
      const token = /^Bearer\s+(\S+)$/i.exec(authorization.trim())?.[1];
      if (token === undefined) {
        throw new ApiError('accessTokenInvalid', 'The access token is invalid. Please sign in again.');
      }
      try {
        const { payload } = await jwtVerify(token, secret, { issuer, algorithms: ['HS256'] });
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
