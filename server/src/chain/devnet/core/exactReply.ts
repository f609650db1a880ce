import type { FastifyReply } from 'fastify';

/** libevent's type for a reply Core writes without one (an empty 401 or 404). */
export const libeventDefaultType = 'text/html; charset=ISO-8859-1';

/**
 * Sends a body with exactly Core's Content-Type. Fastify appends "; charset=utf-8" to a string body's type, and
 * clients compare the header whole (the bitcoin-core package reads an answer as JSON only if it is
 * "application/json"), so the body goes out as bytes.
 */
export function sendExact(
  reply: FastifyReply,
  status: number,
  contentType: string,
  body: string | Uint8Array,
): FastifyReply {
  return reply
    .status(status)
    .header('content-type', contentType)
    .send(typeof body === 'string' ? Buffer.from(body, 'utf8') : Buffer.from(body));
}
