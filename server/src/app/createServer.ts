import { randomUUID } from 'node:crypto';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { callerAccess, callerOf } from '../http/callerAccess';
import { handleError, notFoundEnvelope } from './errorHandler';
import { ApiError } from '../http/ApiError';
import { serveAppPages } from '../http/appPages';
import { compressAnswers } from '../http/compression';
import { refuseControlCharacters } from '../http/controlCharacters';
import { indexRoute } from './healthRoutes';
import { features } from './features';
import type { Services } from '../http/services';

const requestIdHeader = 'x-request-id';

function requestId(request: { headers: Record<string, string | string[] | undefined> }): string {
  const given = request.headers[requestIdHeader];
  // A caller's id is kept (so a proxy's id follows the request through the logs) if it looks sane.
  return typeof given === 'string' && /^[\w.-]{1,64}$/.test(given) ? given : randomUUID();
}

function allowedOrigin(services: Services) {
  const allowed = new Set(services.config.APP_ORIGINS);
  return (origin: string | undefined, answer: (error: Error | null, allow: boolean) => void) => {
    // No Origin header: a same-origin page, curl or a server. Those are not what CORS protects against.
    answer(null, origin === undefined || allowed.has(origin) || isOwnOrigin(origin, services));
  };
}

function isOwnOrigin(origin: string, services: Services): boolean {
  try {
    const { hostname, port } = new URL(origin);
    const local = hostname === 'localhost' || hostname === '127.0.0.1' || hostname === services.config.HOST;
    return local && Number(port) === services.config.PORT;
  } catch {
    return false;
  }
}

/**
 * The HTTP server: JSON logs with request ids, body size limit, no control characters in URLs and bodies,
 * CORS for the app's origins, a per-IP rate limit (plus per-address limits on routes that name one),
 * zod-validated routes, /openapi.json, and every error answered as an envelope. Nothing listens until the
 * caller says so.
 */
export async function createServer(services: Services, logger: Logger): Promise<FastifyInstance> {
  const { config } = services;
  const loggerInstance: FastifyBaseLogger = logger;
  const app = Fastify({
    loggerInstance,
    bodyLimit: config.BODY_LIMIT_BYTES,
    genReqId: requestId,
    // Behind the operator's proxies, the caller is the address they saw; nobody else's X-Forwarded-For is believed.
    trustProxy: config.TRUST_PROXY.length === 0 ? false : config.TRUST_PROXY,
    forceCloseConnections: 'idle',
    return503OnClosing: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  refuseControlCharacters(app);
  // Before every route, so each one (static files, pages and the API) gets the compression hook.
  await compressAnswers(app);
  // Client routes (and unknown pages, which the app answers with its 404 screen) are pages of the app.
  const servesApp = await serveAppPages(app, config.APP_DIST_DIR, services.feed, config.PAGE_FRESH_MS);
  app.setNotFoundHandler((request, reply) => reply.status(404).send(notFoundEnvelope(request.method, request.url)));
  app.addHook('onSend', async (request, reply) => {
    void reply.header(requestIdHeader, request.id);
  });

  await app.register(cors, { origin: allowedOrigin(services), methods: ['GET', 'POST'], maxAge: 600 });
  await app.register(rateLimit, {
    global: true,
    max: config.RATE_LIMIT_PER_MINUTE,
    timeWindow: '1 minute',
    keyGenerator: callerOf,
    errorResponseBuilder: (_request, context) =>
      new ApiError('rateLimited', `Too many requests. Please wait ${context.after} and try again.`),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Ordmarket API', version: '1.0.0', description: 'Every call answers {code, msg, data}.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });

  await app.register(callerAccess, {
    authenticate: services.tokens.authenticate,
    addressLimitPerMinute: config.ADDRESS_RATE_LIMIT_PER_MINUTE,
  });
  for (const registerFeature of features) await app.register(registerFeature, services);
  if (!servesApp) indexRoute(app, services);
  app.get('/openapi.json', { schema: { hide: true } }, () => app.swagger());
  return app;
}
