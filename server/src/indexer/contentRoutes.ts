import type { FastifyReply } from 'fastify';
import type { RouteModule } from '../http/services';
import { servedContent, type ServedContent } from './servedContent';

/**
 * Inscription content is untrusted: served as a sandboxed document (scripts may run, but in an opaque origin,
 * never the app's: no allow-same-origin), never sniffed into another type, embeddable from any origin, and
 * cached for good since an inscription's content never changes.
 */
export const contentSecurityPolicy =
  "default-src 'self' 'unsafe-eval' 'unsafe-inline' data: blob:; sandbox allow-scripts";
export const immutableCache = 'public, max-age=31536000, immutable';

/** GET /content/:inscriptionId: the inscription's body as inscribed, as ord serves it (a delegate's if it has one). */
export const contentRoutes: RouteModule<'database'> = (app, { database }) => {
  app.get<{ Params: { inscriptionId: string } }>(
    '/content/:inscriptionId',
    { schema: { hide: true } },
    async (request, reply) => {
      const content = await servedContent(database, request.params.inscriptionId);
      if (content === undefined) {
        reply.callNotFound();
        return reply;
      }
      void reply
        .header('x-content-type-options', 'nosniff')
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('cache-control', immutableCache);
      return sendAsInscribed(reply, content);
    },
  );
};

/** An envelope's field as a header value: printable ASCII, as HTTP sends one; null for anything else. */
const headerValue = (value: string | null) => (value !== null && /^[\x20-\x7e]*$/.test(value) ? value : null);

/**
 * The body as inscribed, with its own type and encoding, inside the content sandbox. An envelope's type or encoding
 * may be any text, which no header can carry: such a body is served as bytes, without it, rather than failing.
 */
export function sendAsInscribed(reply: FastifyReply, content: ServedContent): FastifyReply {
  void reply
    .header('content-type', headerValue(content.contentType) ?? 'application/octet-stream')
    .header('content-security-policy', contentSecurityPolicy);
  const encoding = headerValue(content.contentEncoding);
  if (encoding !== null) void reply.header('content-encoding', encoding);
  return reply.send(Buffer.from(content.body));
}
