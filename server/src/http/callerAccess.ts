import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { ApiError } from './ApiError';
import { callerNetwork } from './callerNetwork';

/** Who called, as proven by a valid access token. */
export interface SignedInUser {
  readonly userId: string;
  /** The address the user signed in with. */
  readonly address: string;
}

/** Reads the bearer token: no header is a visitor; a bad or expired token is refused (65000 / 75000). */
export type Authenticate = (authorization: string | undefined) => Promise<SignedInUser | undefined>;

/** What a route asks of its caller, in its Fastify route config: a sign-in, and a per-address limit. */
export interface CallerAccess {
  readonly auth: 'none' | 'optional' | 'required';
  /** The key the per-address limit counts this call under, if the call acts for an address. */
  readonly addressLimitKey?: (request: FastifyRequest) => string | undefined;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller on routes that read the token (`access.auth` optional or required). */
    user: SignedInUser | undefined;
  }
  interface FastifyContextConfig {
    access?: CallerAccess;
  }
}

export interface CallerAccessOptions {
  readonly authenticate: Authenticate;
  readonly addressLimitPerMinute: number;
}

/**
 * Checks every route's caller before its handler runs, after its body is validated: reads the token where the route
 * reads one (a bad token is refused even where a sign-in is optional), refuses a visitor where one is required, then
 * counts the call against the address it acts for. A visitor is refused before anything is counted, so nobody
 * spends an address's allowance without signing in. Registered with fastify-plugin: it guards every feature.
 */
export const callerAccess = fastifyPlugin<CallerAccessOptions>(
  (app: FastifyInstance, { authenticate, addressLimitPerMinute }, done) => {
    const addressLimiter = app.createRateLimit({
      max: addressLimitPerMinute,
      timeWindow: '1 minute',
      keyGenerator: (request: FastifyRequest & { limitedAddress?: string }) =>
        `address:${request.limitedAddress ?? ''}`,
    });
    app.decorateRequest('user', undefined);
    app.addHook('preHandler', async (request) => {
      const access = request.routeOptions.config.access;
      if (access === undefined) return;
      if (access.auth !== 'none') request.user = await authenticate(request.headers.authorization);
      if (access.auth === 'required' && request.user === undefined) throw signInRequired();
      const key = access.addressLimitKey?.(request);
      if (key === undefined) return;
      Object.assign(request, { limitedAddress: key.toLowerCase() });
      const limit = await addressLimiter(request);
      if (!limit.isAllowed && limit.isExceeded) {
        throw new ApiError('rateLimited', 'Too many requests for this address. Please wait a minute and try again.');
      }
    });
    done();
  },
  { name: 'caller-access', dependencies: ['@fastify/rate-limit'] },
);

export const signInRequired = () => new ApiError('signInRequired', 'Please connect your wallet and sign in first.');

/** The caller as the per-caller limits count callers: an IPv4 address or an IPv6 /64. */
export const callerOf = (request: FastifyRequest): string => callerNetwork(request.ip);
