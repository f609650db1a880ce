import { ApiCallError } from './ApiCallError';
import type { ClientClock } from './clientClock';

/** The answer of every API call, before its code is looked at. */
export interface Envelope {
  readonly code: number;
  readonly msg: string;
  readonly data: unknown;
}

export interface EnvelopeRequest {
  readonly fetch: typeof fetch;
  readonly baseUrl: string;
  readonly path: string;
  readonly body: unknown;
  readonly accessToken: string | undefined;
  readonly timeoutMs: number;
  readonly clock: ClientClock;
}

const isEnvelope = (value: unknown): value is Envelope =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Partial<Envelope>).code === 'number' &&
  typeof (value as Partial<Envelope>).msg === 'string';

/** The message for a call that never got an envelope back (spec §8: the error's message or 'Network Error'). */
function unanswered(request: EnvelopeRequest, error: unknown): ApiCallError {
  // Worded with 'timeout' on purpose: the client swallows those instead of toasting them (spec §8).
  if (error instanceof DOMException && error.name === 'TimeoutError') {
    return new ApiCallError(request.path, undefined, `timeout of ${request.timeoutMs}ms exceeded`, { cause: error });
  }
  const message = error instanceof Error && error.message !== '' ? error.message : 'Network Error';
  return new ApiCallError(request.path, undefined, message, { cause: error });
}

/**
 * POSTs JSON to the API and answers its envelope whatever the code; throws ApiCallError (code undefined) only
 * when no envelope came back in time.
 */
export async function postEnvelope(request: EnvelopeRequest): Promise<Envelope> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (request.accessToken !== undefined) headers.authorization = `Bearer ${request.accessToken}`;
  let answer: unknown;
  try {
    const response = await request.fetch(new URL(request.path, request.baseUrl), {
      method: 'POST',
      headers,
      // Fastify refuses an empty JSON body, and every optional body schema accepts {}.
      body: JSON.stringify(request.body ?? {}),
      signal: request.clock.timeout(request.timeoutMs),
    });
    answer = await response.json().catch(() => ({ status: response.status }));
  } catch (error) {
    throw unanswered(request, error);
  }
  if (!isEnvelope(answer)) {
    const status = (answer as { status?: unknown }).status;
    const message = typeof status === 'number' ? `Request failed with status code ${status}` : 'Network Error';
    throw new ApiCallError(request.path, undefined, message);
  }
  return answer;
}
