import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses what the server writes per request (API JSON, index.html, text content). The app's hashed
 * files are compressed once at build time instead (see appPages.ts), so none of this work is theirs.
 *
 * Brotli quality 4, not zlib's default 11: on a 40-item list answer here, 11 took about 10 ms of CPU per
 * request, 4 about 0.1 ms (the same as gzip level 6) for a body a third smaller than gzip's. Answers under
 * 1 KB go out as they are: the saving is less than one packet and the encoder's setup is not free. Only
 * JSON is added to the types the plugin's MIME table marks compressible: its default list also takes
 * octet-stream, and inscription content of that type is often an image or archive already compressed.
 */
export async function compressAnswers(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    customTypes: /(?:\/|\+)json(?:;|$)/,
  });
}
