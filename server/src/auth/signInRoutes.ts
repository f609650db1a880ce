import { z } from 'zod';
import { apiRoute } from '../http/apiRoute';
import type { RouteModule } from '../http/services';
import { addressField, publicKeyField, signatureField, walletProofFields } from './authRequests';
import { provePaymentAddress } from './paymentAddressProof';
import type { Sessions } from './sessions';
import { consumeSignInChallenge, createSignInChallenge } from './signInChallenges';
import { linkAddress, recordSignIn } from './userAccounts';
import { checkSignInAddress, proveWallet } from './walletProof';

const tag = 'auth';

/** Challenge sign-in: the wallet signs a one-time message naming its address, then trades it for tokens. */
export const signInRoutes =
  (sessions: Sessions): RouteModule<'authClock' | 'config' | 'database'> =>
  (app, { database, config, authClock }) => {
    apiRoute(app, {
      path: '/api/v1/user/ordinals/challenge',
      summary: 'A one-time message for a wallet to sign in with',
      tag,
      auth: 'none',
      // The app sends the key it already has; it is checked and kept at login, where the signature proves it.
      body: z.object({ address: addressField, public_key: publicKeyField }),
      data: z.object({ challenge_id: z.uuid(), message: z.string(), expires_at: z.iso.datetime() }),
      rateLimitNamedAddress: (body) => body.address,
      handler: async ({ body, ip }) => {
        const address = checkSignInAddress(body.address, config.NETWORK);
        const challenge = await createSignInChallenge(database.db, {
          address,
          requesterIp: ip,
          network: config.NETWORK,
          ttlSeconds: config.SIGN_IN_CHALLENGE_TTL_SECONDS,
          limits: { perAddress: config.CHALLENGES_PER_ADDRESS, perCaller: config.CHALLENGES_PER_IP },
          now: authClock(),
        });
        return {
          challenge_id: challenge.id,
          message: challenge.message,
          expires_at: challenge.expiresAt.toISOString(),
        };
      },
    });

    apiRoute(app, {
      path: '/api/v1/user/ordinals/login',
      summary: "Signs in with the wallet's signature over a challenge",
      tag,
      auth: 'none',
      body: z.object({
        challenge_id: z.uuid({ error: 'challenge_id must be the id the challenge call answered.' }),
        ...walletProofFields,
        client_id: z.string().trim().min(1).max(64).optional(),
        /** A wallet that pays from another address (Xverse) signs the same message with it: it is then the user's too. */
        payment_address: z.string().trim().min(1).max(100).optional(),
        payment_signature: signatureField.optional(),
        payment_public_key: publicKeyField,
      }),
      data: z.object({
        access_token: z.string(),
        refresh_token: z.string(),
        expires_in: z.number().int(),
        address: z.string(),
      }),
      rateLimitNamedAddress: (body) => body.address,
      handler: async ({ body }) => {
        const address = checkSignInAddress(body.address, config.NETWORK);
        const now = authClock();
        const message = await consumeSignInChallenge(database.db, { id: body.challenge_id, address, now });
        const wallet = proveWallet(
          { address, signature: body.signature, publicKey: body.public_key, wallet: body.wallet },
          message,
          config.NETWORK,
        );
        const payment = provePaymentAddress(body, message, config.NETWORK);
        const userId = await recordSignIn(database.db, wallet, now);
        if (payment) await linkAddress(database.db, userId, payment, now);
        const tokens = await sessions.start({ userId, address: wallet.address }, body.client_id);
        return { ...tokens, address: wallet.address };
      },
    });
  };
