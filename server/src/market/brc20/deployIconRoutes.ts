import { normalizeTick } from '@ordmarket/protocol';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { brc20DeployIcons } from '../../db/schema';
import { apiRoute } from '../../http/apiRoute';
import { errorCodes } from '../../http/errorCodes';
import type { RouteModule } from '../../http/services';
import { tickField } from './brc20Fields';
import { deployIconPath } from '../../indexer/brc20/deployIconPath';
import { decodeIcon, iconContentTypes, iconExtension, looksLike, maxIconBytes } from './deployIcon';

const uploadBody = z
  .object({
    file_name: z
      .string()
      .min(1)
      .max(200)
      .refine(
        (name) => iconExtension(name) !== undefined,
        'file_name must end in .jpeg, .jpg, .webp, .png, .gif or .svg',
      ),
    /** The image as base64, bare or as a data: URL. */
    image: z
      .string()
      .min(1)
      .refine((text) => decodeIcon(text) !== undefined, 'image must be the file encoded as base64')
      .refine(
        (text) => (decodeIcon(text)?.length ?? 0) < maxIconBytes,
        `image must be smaller than ${maxIconBytes} bytes (100 KB); choose a smaller file`,
      ),
    tick: tickField.optional(),
  })
  .refine(
    ({ file_name, image }) => {
      const extension = iconExtension(file_name);
      const bytes = decodeIcon(image);
      return extension === undefined || bytes === undefined || looksLike(extension, bytes);
    },
    { error: 'image does not contain the kind of picture its file_name says', path: ['image'] },
  );

/** Token icons: uploaded with a deploy, served back as untrusted images. */
export const brc20DeployIconRoutes: RouteModule<'database'> = (app, { database }) => {
  const { db } = database;

  apiRoute(app, {
    path: '/btc/brc_20/upload_deployicon',
    summary: 'Upload the icon of a token to deploy (jpeg, jpg, webp, png, gif or svg; under 102400 bytes)',
    tag: 'brc-20 mint and deploy',
    auth: 'required',
    body: uploadBody,
    data: z.object({ icon_id: z.string(), icon_url: z.string(), size: z.number().int(), content_type: z.string() }),
    rateLimitAddress: (_body, user) => user?.address,
    handler: async ({ body, user }) => {
      const extension = iconExtension(body.file_name) ?? 'png';
      const bytes = decodeIcon(body.image) ?? Buffer.alloc(0);
      const [icon] = await db
        .insert(brc20DeployIcons)
        .values({
          tick: body.tick === undefined ? null : normalizeTick(body.tick),
          fileName: body.file_name,
          contentType: iconContentTypes[extension],
          bytes,
          size: bytes.length,
          uploaderAddress: user.address,
        })
        .returning({ id: brc20DeployIcons.id });
      if (!icon) throw new Error('the icon was not stored');
      return {
        icon_id: icon.id,
        icon_url: `${deployIconPath}/${icon.id}`,
        size: bytes.length,
        content_type: iconContentTypes[extension],
      };
    },
  });

  app.get(
    `${deployIconPath}/:id`,
    { schema: { hide: true, params: z.object({ id: z.uuid() }) } },
    async (request, reply) => {
      const { id } = request.params as { id: string };
      const [icon] = await db.select().from(brc20DeployIcons).where(eq(brc20DeployIcons.id, id));
      if (!icon) return reply.status(404).send({ code: errorCodes.notFound.code, msg: 'No such icon.', data: null });
      // Uploaded SVG is untrusted: no scripts, no loads, never sniffed as anything else.
      return reply
        .header('content-type', icon.contentType)
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=604800, immutable')
        .send(Buffer.from(icon.bytes));
    },
  );
};
