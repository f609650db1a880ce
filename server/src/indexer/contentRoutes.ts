import { eq } from 'drizzle-orm';
import type { RouteModule } from '../http/services';
import { inscriptionContents } from '../db/schema';

/**
 * Inscription content is untrusted: served as a sandboxed document (scripts may run, but in an opaque origin,
 * never the app's: no allow-same-origin), never sniffed into another type, embeddable from any origin, and
 * cached for good since an inscription's content never changes.
 */
export const contentSecurityPolicy =
  "default-src 'self' 'unsafe-eval' 'unsafe-inline' data: blob:; sandbox allow-scripts";
const immutableCache = 'public, max-age=31536000, immutable';
const inscriptionIdPattern = /^[0-9a-f]{64}i(0|[1-9][0-9]{0,9})$/;

/** GET /content/:inscriptionId: the inscription's body as inscribed, as ord serves it (a delegate's if it has one). */
export const contentRoutes: RouteModule = (app, _kit, { database }) => {
  const contentOf = async (inscriptionId: string) => {
    const [row] = await database.db
      .select()
      .from(inscriptionContents)
      .where(eq(inscriptionContents.inscriptionId, inscriptionId));
    return row;
  };
  app.get<{ Params: { inscriptionId: string } }>(
    '/content/:inscriptionId',
    { schema: { hide: true } },
    async (request, reply) => {
      const { inscriptionId } = request.params;
      const own = inscriptionIdPattern.test(inscriptionId) ? await contentOf(inscriptionId) : undefined;
      // ord shows a delegate's content in place of the delegating inscription's own.
      const row = own?.delegate ? ((await contentOf(own.delegate)) ?? own) : own;
      // ord answers 404 for an envelope without a body, as for an unknown id.
      if (row?.body === null || row === undefined) {
        reply.callNotFound();
        return reply;
      }
      void reply
        .header('content-type', row.contentType ?? 'application/octet-stream')
        .header('content-security-policy', contentSecurityPolicy)
        .header('x-content-type-options', 'nosniff')
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('cache-control', immutableCache);
      if (row.contentEncoding !== null) void reply.header('content-encoding', row.contentEncoding);
      return reply.send(Buffer.from(row.body));
    },
  );
};
