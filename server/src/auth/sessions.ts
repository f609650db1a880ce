import { ApiError } from '../http/ApiError';
import type { SignedInUser } from '../http/callerAccess';
import type { Services } from '../http/services';
import { rotateRefreshToken, startRefreshFamily } from './refreshTokens';

/** What the app keeps after a sign-in (spec §3 "Locally kept"): the two tokens. */
export interface SessionTokens {
  access_token: string;
  refresh_token: string;
  /** Seconds the access token lives. */
  expires_in: number;
}

export interface Sessions {
  /** A new session for a user who just proved their wallet (by a challenge or a QR code). */
  start(user: SignedInUser, clientId?: string): Promise<SessionTokens>;
  /** The next pair for a refresh token; any refusal is the same to the app: connect the wallet again. */
  refresh(refreshToken: string, clientId: string): Promise<SessionTokens>;
}

export function sessions({
  database,
  tokens,
  config,
  authClock,
}: Pick<Services, 'database' | 'tokens' | 'config' | 'authClock'>): Sessions {
  const ttlSeconds = config.REFRESH_TOKEN_TTL_SECONDS;
  // The access token names its session, so ending the session ends it too.
  const pair = async (user: SignedInUser, sessionId: string, refreshToken: string): Promise<SessionTokens> => ({
    access_token: await tokens.issue(user, sessionId),
    refresh_token: refreshToken,
    expires_in: config.ACCESS_TOKEN_TTL_SECONDS,
  });
  return {
    start: async (user, clientId) => {
      const session = await startRefreshFamily(database.db, { user, clientId, ttlSeconds, now: authClock() });
      return pair(user, session.familyId, session.refreshToken);
    },
    refresh: async (refreshToken, clientId) => {
      const rotation = await rotateRefreshToken(database.db, {
        token: refreshToken,
        clientId,
        ttlSeconds,
        reuseGraceSeconds: config.REFRESH_REUSE_GRACE_SECONDS,
        now: authClock(),
      });
      if (!rotation.ok) {
        throw new ApiError('refreshTokenRefused', 'This session was ended. Please connect your wallet again.');
      }
      return pair(rotation.user, rotation.familyId, rotation.refreshToken);
    },
  };
}
