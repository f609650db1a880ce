import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ChainResponseError, ChainUnavailable } from '../chain/esplora/chainHttpErrors';
import { ApiError } from '../http/ApiError';
import type { ErrorEnvelope } from '../http/envelope';
import { errorCodes } from '../http/errorCodes';

function fromFastify(error: FastifyError): ApiError | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError('bodyTooLarge', 'The request body is too large.');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new ApiError('unsupportedMediaType', 'Send the request body as JSON (Content-Type: application/json).');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new ApiError('malformedJson', 'The request body is empty; send a JSON object.');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new ApiError('malformedJson', 'The request body is not valid JSON.');
    default:
      break;
  }
  // Fastify's JSON parser throws a SyntaxError with status 400 for garbage bodies.
  if (error instanceof SyntaxError || (error.statusCode === 400 && error.message.includes('JSON'))) {
    return new ApiError('malformedJson', 'The request body is not valid JSON.');
  }
  return undefined;
}

function describeIssues(error: FastifyError): string {
  const issues = error.validation ?? [];
  const described = issues.slice(0, 5).map((issue) => {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    return field === '' ? issue.message : `${field}: ${issue.message}`;
  });
  return `Invalid request. ${described.join('; ')}`;
}

function asApiError(error: FastifyError): ApiError {
  if (error instanceof ApiError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) return new ApiError('invalidRequest', describeIssues(error));
  const known = fromFastify(error);
  if (known) return known;
  // A chain source that fails a read is never taken at its word: the request stops before anything is signed or sent.
  if (error instanceof ChainUnavailable) {
    return new ApiError(
      'chainUnavailable',
      'The Bitcoin network could not be reached just now, so nothing was sent. Try again in a moment.',
    );
  }
  if (error instanceof ChainResponseError) {
    return new ApiError(
      'chainUnavailable',
      "The Bitcoin network's data service gave an answer that could not be trusted, so nothing was sent. Try again in a moment.",
    );
  }
  if (error.statusCode === 429) {
    return new ApiError('rateLimited', 'Too many requests. Please wait a minute and try again.');
  }
  if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
    return new ApiError('invalidRequest', error.message);
  }
  return new ApiError('internal', 'Something went wrong on our side. Please try again.');
}

/** Turns every failure into the `{code, msg, data: null}` envelope; only real faults are logged as errors. */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): ErrorEnvelope {
  const refusal = asApiError(error);
  if (refusal.code === errorCodes.internal.code) request.log.error({ err: error }, 'request failed');
  else request.log.info({ code: refusal.code, reason: refusal.message }, 'request refused');
  void reply.status(refusal.statusCode);
  // A step the app takes in stride (dummy UTXOs to make first) travels as 200: the route's success schema does not
  // describe it, so its envelope is written as is.
  if (refusal.statusCode === 200) void reply.serializer((payload: unknown) => JSON.stringify(payload));
  return { code: refusal.code, msg: refusal.message, data: null };
}

/** The answer to a path the server does not have. */
export function notFoundEnvelope(method: string, url: string): ErrorEnvelope {
  const path = url.split('?')[0] ?? url;
  return { code: errorCodes.notFound.code, msg: `No such endpoint: ${method} ${path}`, data: null };
}
