import { z } from 'zod';
import { apiRoute } from '../http/apiRoute';
import type { RouteModule } from '../http/services';
import { endSessions } from './refreshTokens';
import type { Sessions } from './sessions';

const refreshTokenField = z
  .string({ error: 'Send the refresh token the last sign-in or refresh answered.' })
  .trim()
  .min(1, 'Send the refresh token the last sign-in or refresh answered.')
  .max(200, 'The refresh token is too long.');

/** Keeping a session alive (spec §7 /v1/oauth2/token) and ending it. */
export const sessionRoutes =
  (sessions: Sessions): RouteModule<'authClock' | 'database'> =>
  (app, { database, authClock }) => {
    apiRoute(app, {
      path: '/v1/oauth2/token',
      summary: 'Swaps a refresh token for a new access and refresh token',
      tag: 'auth',
      auth: 'none',
      body: z.object({
        refresh_token: refreshTokenField,
        client_id: z
          .string({ error: 'Send the client_id of the app.' })
          .trim()
          .min(1, 'Send the client_id of the app.')
          .max(64, 'client_id is at most 64 characters.'),
        grant_type: z.literal('refresh_token', { error: 'grant_type must be "refresh_token".' }),
      }),
      data: z.object({
        access_token: z.string(),
        refresh_token: z.string(),
        expires_in: z.number().int(),
        token_type: z.literal('Bearer'),
      }),
      handler: async ({ body }) => ({
        ...(await sessions.refresh(body.refresh_token, body.client_id)),
        token_type: 'Bearer' as const,
      }),
    });

    apiRoute(app, {
      path: '/api/v1/user/ordinals/logout',
      summary: "Ends the refresh token's session, or every session of the user when none is given",
      tag: 'auth',
      auth: 'required',
      body: z.object({ refresh_token: refreshTokenField.optional() }).optional(),
      data: z.object({ ended_sessions: z.number().int().min(0) }),
      handler: async ({ body, user }) => ({
        ended_sessions: await endSessions(database.db, {
          userId: user.userId,
          token: body?.refresh_token,
          now: authClock(),
        }),
      }),
    });
  };
