import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { z } from 'zod';
import { callerOf, signInRequired, type CallerAccess, type SignedInUser } from './callerAccess';
import { envelopeSchema, errorEnvelopeSchema } from './envelope';
import { errorCodes, type ErrorName } from './errorCodes';

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

/** The envelope codes that travel as HTTP 200: steps of a flow the app carries on with, not refusals. */
type StepName = { [Name in ErrorName]: (typeof errorCodes)[Name]['status'] extends 200 ? Name : never }[ErrorName];

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
  /**
   * A step the route answers with its data under a code of its own instead of 0 (a repeat mint answers its empty
   * order): the message when this answer is such a step.
   */
  readonly step?: { readonly name: StepName; readonly message: (data: z.output<Data>) => string | undefined };
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

/** The key a route's per-address limit counts a call under, for routes that act for an address. */
function addressLimit<Body extends z.ZodType>({
  rateLimitAddress,
  rateLimitNamedAddress,
}: Pick<RouteBase<Body, z.ZodType>, 'rateLimitAddress' | 'rateLimitNamedAddress'>): Pick<
  CallerAccess,
  'addressLimitKey'
> {
  if (rateLimitNamedAddress === undefined && rateLimitAddress === undefined) return {};
  return {
    addressLimitKey: (request) => {
      const body = request.body as z.output<Body>;
      const named = rateLimitNamedAddress?.(body);
      return named === undefined ? rateLimitAddress?.(body, request.user) : `${callerOf(request)} ${named}`;
    },
  };
}

/**
 * Registers one POST endpoint answering the `{code, msg, data}` envelope. The body is validated by its zod schema
 * (which also feeds /openapi.json); the caller is checked by `callerAccess` from the route's config; errors become
 * envelopes in the server's error handler.
 */
export function apiRoute<Body extends z.ZodType, Data extends z.ZodType>(
  app: FastifyInstance,
  options: ApiRouteOptions<Body, Data>,
): void {
  const { step } = options;
  const success = envelopeSchema(options.data);
  const stepCode = step && errorCodes[step.name].code;
  app.route({
    method: 'POST',
    url: options.path,
    config: { access: { auth: options.auth, ...addressLimit(options) } },
    schema: {
      summary: options.summary,
      tags: [options.tag],
      ...(options.auth === 'none' ? {} : { security: [{ bearer: [] }] }),
      body: options.body,
      response: {
        200:
          stepCode === undefined
            ? success
            : z.union([success, z.object({ code: z.literal(stepCode), msg: z.string(), data: options.data })]),
        '4xx': errorEnvelopeSchema,
        '5xx': errorEnvelopeSchema,
      },
    },
    handler: async (request) => {
      const call = { body: request.body as z.output<Body>, ip: callerOf(request), log: request.log };
      const { user } = request;
      let data: z.output<Data>;
      if (options.auth === 'required') {
        // callerAccess has refused the visitor already; this narrows the type.
        if (user === undefined) throw signInRequired();
        data = await options.handler({ ...call, user });
      } else {
        data = await options.handler({ ...call, user });
      }
      const stepMessage = step?.message(data);
      if (stepCode !== undefined && stepMessage !== undefined) return { code: stepCode, msg: stepMessage, data };
      return { code: 0 as const, msg: 'ok', data };
    },
  });
}
