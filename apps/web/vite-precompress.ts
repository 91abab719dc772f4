import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Below this a compressed file saves less than its own request header. */
const MIN_BYTES = 1024;

/**
 * Writes a .br (brotli, quality 11) and a .gz beside every text asset of the build, once, so the
 * server sends them as they are (@fastify/static `preCompressed`) instead of compressing each
 * request; brotli at its best quality is too slow per request, fine once at build time.
 */
export function precompress(): Plugin {
  return {
    name: 'stockroom-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      for (const fileName of Object.keys(bundle)) {
        if (!TEXT.test(fileName)) continue;
        const path = join(outDir, fileName);
        const content = readFileSync(path);
        if (content.length < MIN_BYTES) continue;
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
        );
        writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}
