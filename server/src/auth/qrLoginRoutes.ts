import { networkNames } from '@ordmarket/protocol';
import { z } from 'zod';
import { apiRoute } from '../http/apiRoute';
import type { RouteModule } from '../http/services';
import { walletProofFields } from './authRequests';
import { refuseQrLoginOverLimit } from './qrLoginLimit';
import { approveQrLogin, checkQrLogin, createQrLogin, pendingQrLoginMessage, readQrLoginRequest } from './qrLogins';
import type { Sessions } from './sessions';
import { recordSignIn } from './userAccounts';
import { proveWallet } from './walletProof';

const tag = 'auth';
// Two different ids on purpose: the screen polls with a secret, the phone approves the id the QR code shows.
const pollKeyField = z
  .string({ error: 'qrcode_id must be the qrcode_id the qrcode call answered.' })
  .regex(/^[\w-]{43}$/, 'qrcode_id must be the qrcode_id the qrcode call answered, not the id in the QR code.');
const requestIdField = z.uuid({ error: 'qrcode_id must be the id in the QR code (the last part of its address).' });

/** QR sign-in: one device shows a code, a wallet on another signs its message, the first collects tokens. */
export const qrLoginRoutes =
  (sessions: Sessions): RouteModule<'authClock' | 'config' | 'database'> =>
  (app, { database, config, authClock }) => {
    apiRoute(app, {
      path: '/api/v1/user/ordinals/qrcode',
      summary: 'A short-lived sign-in request to show as a QR code',
      tag,
      auth: 'none',
      body: z.object({}).optional(),
      data: z.object({
        /** Secret: only this device polls check_qrcode_status with it. */
        qrcode_id: z.string(),
        /**
         * What the QR code carries and approve_qrcode takes. The app puts it in a link to its own approving
         * screen: only the page knows the origin people reach it at (behind a proxy or a CDN, not this server).
         */
        request_id: z.uuid(),
        message: z.string(),
        expires_at: z.iso.datetime(),
      }),
      handler: async ({ ip }) => {
        const now = authClock();
        await refuseQrLoginOverLimit(database.db, { requesterIp: ip, liveLimit: config.QR_LOGINS_PER_IP, now });
        const login = await createQrLogin(database.db, {
          network: config.NETWORK,
          ttlSeconds: config.QR_LOGIN_TTL_SECONDS,
          requesterIp: ip,
          now,
        });
        return {
          qrcode_id: login.pollKey,
          request_id: login.requestId,
          message: login.message,
          expires_at: login.expiresAt.toISOString(),
        };
      },
    });

    apiRoute(app, {
      path: '/api/v1/user/ordinals/get_qrcode_request',
      summary: 'What approving a QR sign-in (qrcode_id: the id in the QR code) asks the wallet to sign, and until when',
      tag,
      auth: 'none',
      body: z.object({ qrcode_id: requestIdField }),
      data: z.object({
        message: z.string(),
        network: z.enum(networkNames),
        expires_at: z.iso.datetime(),
        /** Seconds left by the server's clock, so a phone whose clock is off still counts down right. */
        expires_in: z.number().int().nonnegative(),
        /** 'expired' also when another wallet already approved the code. */
        status: z.enum(['pending', 'expired']),
      }),
      handler: async ({ body }) => {
        const now = authClock();
        const request = await readQrLoginRequest(database.db, body.qrcode_id, now);
        return {
          message: request.message,
          network: config.NETWORK,
          expires_at: request.expiresAt.toISOString(),
          expires_in: Math.max(0, Math.floor((request.expiresAt.getTime() - now.getTime()) / 1000)),
          status: request.status,
        };
      },
    });

    apiRoute(app, {
      path: '/api/v1/user/ordinals/approve_qrcode',
      summary: "Approves a QR sign-in (qrcode_id: the id in the QR code) with the wallet's signature over its message",
      tag,
      auth: 'none',
      body: z.object({ qrcode_id: requestIdField, ...walletProofFields }),
      data: z.object({ address: z.string() }),
      rateLimitNamedAddress: (body) => body.address,
      handler: async ({ body }) => {
        const now = authClock();
        const message = await pendingQrLoginMessage(database.db, body.qrcode_id, now);
        const wallet = proveWallet(
          { address: body.address, signature: body.signature, publicKey: body.public_key, wallet: body.wallet },
          message,
          config.NETWORK,
        );
        const userId = await recordSignIn(database.db, wallet, now);
        await approveQrLogin(database.db, body.qrcode_id, { userId, address: wallet.address }, now);
        return { address: wallet.address };
      },
    });

    apiRoute(app, {
      path: '/api/v1/user/ordinals/check_qrcode_status',
      summary:
        'Where a QR sign-in stands (qrcode_id: the secret the qrcode call answered); the first check after approval carries the tokens',
      tag,
      auth: 'none',
      body: z.object({ qrcode_id: pollKeyField }),
      data: z.object({
        status: z.enum(['pending', 'approved', 'claimed', 'expired']),
        access_token: z.string().optional(),
        refresh_token: z.string().optional(),
        expires_in: z.number().int().optional(),
        address: z.string().optional(),
      }),
      handler: async ({ body }) => {
        const login = await checkQrLogin(database.db, body.qrcode_id, authClock());
        if (login.status !== 'approved') return { status: login.status };
        return { status: 'approved' as const, ...(await sessions.start(login.user)), address: login.user.address };
      },
    });
  };
