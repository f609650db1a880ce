import { readdir, readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text the browser fetches; images and fonts are compressed formats already, source maps only devtools read. */
const compressible = /\.(?:js|css|svg|json|txt)$/;

/**
 * Writes `<file>.br` and `<file>.gz` beside each text file of the build's assets folder, at the slowest, best
 * levels: paid once per build instead of per request, and the server sends them as they are.
 */
export function precompressedFiles(): Plugin {
  let outDir = '';
  return {
    name: 'ordmarket:precompressed-files',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir, config.build.assetsDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir)).filter((file) => compressible.test(file));
      await Promise.all(
        files.map(async (file) => {
          const path = resolve(outDir, file);
          const bytes = await readFile(path);
          const [brotliCopy, gzipCopy] = await Promise.all([
            brotli(bytes, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              },
            }),
            gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${path}.br`, brotliCopy), writeFile(`${path}.gz`, gzipCopy)]);
        }),
      );
    },
  };
}
