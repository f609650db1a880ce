import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ApiError } from './ApiError';
import { callerNetwork } from './callerNetwork';
import { envelopeSchema, errorEnvelopeSchema } from './envelope';

/** Who called, as proven by a valid access token. */
export interface SignedInUser {
  readonly userId: string;
  /** The address the user signed in with. */
  readonly address: string;
}

/** Reads the bearer token: no header is a visitor; a bad or expired token is refused (65000 / 75000). */
export type Authenticate = (authorization: string | undefined) => Promise<SignedInUser | undefined>;

export interface ApiCall<Body> {
  readonly body: Body;
  readonly user: SignedInUser | undefined;
  /** Who called, as the per-caller limits count callers: an IPv4 address or an IPv6 /64 (callerNetwork). */
  readonly ip: string;
  readonly log: FastifyBaseLogger;
}

export interface SignedInCall<Body> extends ApiCall<Body> {
  readonly user: SignedInUser;
}

interface RouteBase<Body extends z.ZodType, Data extends z.ZodType> {
  /** The spec's path (§7), always POST. */
  readonly path: string;
  readonly summary: string;
  readonly tag: string;
  readonly body: Body;
  readonly data: Data;
  /** Routes that act for an address get a per-address rate limit on top of the per-IP one. */
  readonly rateLimitAddress?: (body: z.output<Body>, user: SignedInUser | undefined) => string | undefined;
  /**
   * Routes where the caller names an address it has not proven yet (sign-in) get the per-address limit counted per
   * caller and address instead: a stranger naming an address spends their own allowance, never its owner's.
   */
  readonly rateLimitNamedAddress?: (body: z.output<Body>) => string | undefined;
}

export type ApiRouteOptions<Body extends z.ZodType, Data extends z.ZodType> =
  | (RouteBase<Body, Data> & {
      readonly auth: 'required';
      readonly handler: (call: SignedInCall<z.output<Body>>) => Promise<z.output<Data>>;
    })
  | (RouteBase<Body, Data> & {
      readonly auth: 'none' | 'optional';
      readonly handler: (call: ApiCall<z.output<Body>>) => Promise<z.output<Data>>;
    });

export interface RouteKit {
  readonly authenticate: Authenticate;
  /** Per-address limiter made by @fastify/rate-limit; answers whether this call goes over. */
  readonly overAddressLimit: (request: FastifyRequest, address: string) => Promise<boolean>;
}

/**
 * Registers one POST endpoint answering the `{code, msg, data}` envelope. The body is validated by its
 * zod schema (which also feeds /openapi.json); errors become envelopes in the server's error handler.
 */
export function apiRoute<Body extends z.ZodType, Data extends z.ZodType>(
  app: FastifyInstance,
  kit: RouteKit,
  options: ApiRouteOptions<Body, Data>,
): void {
  // The zod compilers set on the server validate the body; the handler's types come from the options.
  app.route({
    method: 'POST',
    url: options.path,
    schema: {
      summary: options.summary,
      tags: [options.tag],
      ...(options.auth === 'none' ? {} : { security: [{ bearer: [] }] }),
      body: options.body,
      response: { 200: envelopeSchema(options.data), '4xx': errorEnvelopeSchema, '5xx': errorEnvelopeSchema },
    },
    handler: async (request) => {
      const user = options.auth === 'none' ? undefined : await kit.authenticate(request.headers.authorization);
      const body = request.body as z.output<Body>;
      const ip = callerNetwork(request.ip);
      const named = options.rateLimitNamedAddress?.(body);
      const limitKey = named === undefined ? options.rateLimitAddress?.(body, user) : `${ip} ${named}`;
      if (limitKey !== undefined && (await kit.overAddressLimit(request, limitKey))) {
        throw new ApiError('rateLimited', 'Too many requests for this address. Please wait a minute and try again.');
      }
      const call = { body, user, ip, log: request.log };
      let data: z.output<Data>;
      if (options.auth === 'required') {
        if (!user) throw new ApiError('signInRequired', 'Please connect your wallet and sign in first.');
        data = await options.handler({ ...call, user });
      } else {
        data = await options.handler(call);
      }
      return { code: 0 as const, msg: 'ok', data };
    },
  });
}
