// The caller check every API route shares, on a bare server with the real error handler: who is let through, who is
// refused with which code, when an address's allowance is counted, and a step answered with its own code and data.
import rateLimit from '@fastify/rate-limit';
import { envelopeCodes } from '@ordmarket/protocol';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { handleError } from '../app/errorHandler';
import { ApiError } from './ApiError';
import { apiRoute } from './apiRoute';
import { callerAccess, type Authenticate } from './callerAccess';

const alice = { userId: 'user-alice', address: 'bc1qalice' };

// Tokens as the real reader treats them: none is a visitor, a known one is its user, anything else is refused.
const authenticate: Authenticate = (authorization) => {
  if (authorization === undefined) return Promise.resolve(undefined);
  if (authorization === 'Bearer alice') return Promise.resolve(alice);
  return Promise.reject(new ApiError('accessTokenInvalid', 'Your sign-in is not valid. Please sign in again.'));
};

async function testServer(): Promise<FastifyInstance> {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  await app.register(rateLimit, { global: false });
  await app.register(callerAccess, { authenticate, addressLimitPerMinute: 2 });
  const who = z.object({ user: z.string() });
  apiRoute(app, {
    path: '/optional',
    summary: 'who calls, if anyone',
    tag: 'test',
    auth: 'optional',
    body: z.object({}),
    data: who,
    handler: ({ user }) => Promise.resolve({ user: user?.address ?? 'visitor' }),
  });
  apiRoute(app, {
    path: '/required',
    summary: 'who calls, signed in, counted per address named',
    tag: 'test',
    auth: 'required',
    body: z.object({ address: z.string() }),
    data: who,
    rateLimitAddress: (body) => body.address,
    handler: ({ user }) => Promise.resolve({ user: user.address }),
  });
  apiRoute(app, {
    path: '/step',
    summary: 'a step answered under its own code',
    tag: 'test',
    auth: 'none',
    body: z.object({ again: z.boolean() }),
    data: z.object({ again: z.boolean() }),
    step: { name: 'repeatMint', message: (data) => (data.again ? 'Again?' : undefined) },
    handler: ({ body }) => Promise.resolve(body),
  });
  return app;
}

describe('callerAccess and apiRoute', () => {
  let app: FastifyInstance;
  beforeEach(async () => {
    app = await testServer();
  });
  afterEach(() => app.close());

  const post = async (path: string, payload: object, token?: string) => {
    const headers = token === undefined ? {} : { authorization: `Bearer ${token}` };
    const response = await app.inject({ method: 'POST', url: path, payload, headers });
    return { status: response.statusCode, ...response.json<{ code: number; msg: string; data: unknown }>() };
  };

  it('lets a visitor through where a sign-in is optional, names a signed-in caller, and refuses a bad token', async () => {
    expect(await post('/optional', {})).toMatchObject({ code: 0, data: { user: 'visitor' } });
    expect(await post('/optional', {}, 'alice')).toMatchObject({ code: 0, data: { user: 'bc1qalice' } });
    expect(await post('/optional', {}, 'forged')).toMatchObject({
      status: 401,
      code: envelopeCodes.accessTokenInvalid,
      data: null,
    });
  });

  it('refuses a visitor where a sign-in is required, without spending the named address allowance', async () => {
    for (let call = 0; call < 5; call += 1) {
      expect(await post('/required', { address: 'bc1qalice' })).toMatchObject({
        status: 401,
        code: envelopeCodes.signInRequired,
      });
    }
    expect(await post('/required', { address: 'bc1qalice' }, 'alice')).toMatchObject({ code: 0 });
  });

  it('counts signed-in calls per address, case aside, and refuses the one over the limit', async () => {
    expect((await post('/required', { address: 'bc1qALICE' }, 'alice')).code).toBe(0);
    expect((await post('/required', { address: 'bc1qalice' }, 'alice')).code).toBe(0);
    expect(await post('/required', { address: 'bc1qalice' }, 'alice')).toMatchObject({
      status: 429,
      code: envelopeCodes.rateLimited,
      msg: 'Too many requests for this address. Please wait a minute and try again.',
    });
    expect((await post('/required', { address: 'bc1qbob' }, 'alice')).code).toBe(0);
  });

  it('checks the body before the caller: an invalid body is refused as such even from a visitor', async () => {
    expect(await post('/required', {})).toMatchObject({ status: 400, code: envelopeCodes.invalidRequest });
  });

  it("answers a route's step under the step's code with its data, and code 0 otherwise", async () => {
    expect(await post('/step', { again: true })).toEqual({
      status: 200,
      code: envelopeCodes.repeatMint,
      msg: 'Again?',
      data: { again: true },
    });
    expect(await post('/step', { again: false })).toEqual({ status: 200, code: 0, msg: 'ok', data: { again: false } });
  });
});
