import type { RouteModule } from '../http/services';
import { immutableCache, sendAsInscribed } from './contentRoutes';
import { previewImage } from './previewImage';
import { servedContent } from './servedContent';

// A drawn card holds nothing to run or fetch; opened on its own it is still a sandboxed document.
const cardSecurityPolicy = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/**
 * GET /preview/:inscriptionId: an image a card can show for any inscription. Images are answered as they
 * are inscribed; text, HTML and everything else as a small SVG card of its type and first lines. Like
 * the content, it never changes, so it is cached for good.
 */
export const previewRoutes: RouteModule<'database'> = (app, { database }) => {
  app.get<{ Params: { inscriptionId: string } }>(
    '/preview/:inscriptionId',
    { schema: { hide: true } },
    async (request, reply) => {
      const content = await servedContent(database, request.params.inscriptionId);
      if (content === undefined) {
        reply.callNotFound();
        return reply;
      }
      const preview = await previewImage(content);
      void reply
        .header('x-content-type-options', 'nosniff')
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('cache-control', immutableCache);
      if (preview.kind === 'card') {
        return reply
          .header('content-type', 'image/svg+xml;charset=utf-8')
          .header('content-security-policy', cardSecurityPolicy)
          .send(preview.svg);
      }
      return sendAsInscribed(reply, content);
    },
  );
};
