import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Below this a compressed answer saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compresses answers (JSON, the SPA's HTML, anything textual) for a client that asks for it,
 * brotli first. Built assets under /build/ are compressed once at build time and served as is
 * (plugins/web-app.ts, `preCompressed`); this compresses what is made per request, at brotli
 * quality 4: close to gzip's speed, smaller output; quality 11 (the default) costs milliseconds
 * per list page.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
});
