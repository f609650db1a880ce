import type { z } from 'zod';
import type { ChainReply } from './ChainHttp';
import { ChainResponseError } from './chainHttpErrors';

const decoder = new TextDecoder();

export function replyText(reply: ChainReply): string {
  return decoder.decode(reply.body);
}

/** A status the endpoint does not document: the caller gets the host's own words, shortened. */
export function unexpectedStatus(what: string, reply: ChainReply): ChainResponseError {
  const text = replyText(reply).trim().slice(0, 300);
  return new ChainResponseError(`${what} (${reply.url}) answered ${reply.status}${text === '' ? '' : `: ${text}`}`);
}

/**
 * The reply's JSON checked against the documented shape. Extra fields pass (the APIs add fields over
 * time); missing or mistyped ones fail with the endpoint's name and the offending paths.
 */
export function parseJsonReply<T>(what: string, reply: ChainReply, schema: z.ZodType<T>): T {
  let json: unknown;
  try {
    json = JSON.parse(replyText(reply));
  } catch {
    throw new ChainResponseError(`${what} (${reply.url}) answered malformed JSON`);
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.length === 0 ? '(body)' : issue.path.join('.')}: ${issue.message}`);
  throw new ChainResponseError(
    `${what} (${reply.url}) answered a body that does not match the documented shape: ${problems.join('; ')}`,
  );
}

/** A reply parsed by `schema` for 2xx, undefined for 404, an error otherwise. */
export function lookupReply<T>(what: string, reply: ChainReply, parse: (reply: ChainReply) => T): T | undefined {
  if (reply.status === 404) return undefined;
  if (reply.status < 200 || reply.status >= 300) throw unexpectedStatus(what, reply);
  return parse(reply);
}
