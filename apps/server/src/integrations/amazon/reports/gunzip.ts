import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { asBuffer, byteLength, peek } from './chunks.ts';
import { ReportFormatError } from './report-format-error.ts';

/**
 * The bytes of a report, gunzipped when they are gzip (magic bytes 1f 8b): a document Amazon
 * compressed, or an upload saved as downloaded. Anything else passes through untouched.
 */
export async function* gunzipIfGzipped(bytes: AsyncIterable<Buffer | Uint8Array>): AsyncGenerator<Buffer> {
  const { head, all } = await peek(bytes, (chunks) => byteLength(chunks) >= 2);
  const start = Buffer.concat(head.map(asBuffer));
  const chunks = mapChunks(all, asBuffer);
  if (start[0] === 0x1f && start[1] === 0x8b) yield* gunzip(chunks);
  else yield* chunks;
}

async function* mapChunks<T, U>(source: AsyncIterable<T>, map: (chunk: T) => U): AsyncGenerator<U> {
  for await (const chunk of source) yield map(chunk);
}

async function* gunzip(bytes: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  const gunzipper = createGunzip();
  // The pipeline's failure also ends the loop below (it destroys the gunzipper with it), which
  // is where it is reported; this catch only keeps it from being an unhandled rejection.
  const piped = pipeline(Readable.from(bytes), gunzipper).catch(() => undefined);
  try {
    for await (const chunk of gunzipper) yield chunk as Buffer;
  } catch (error) {
    if (isZlibError(error))
      throw new ReportFormatError('The file is gzip-compressed but damaged or cut short; download it again.');
    throw error;
  }
  await piped;
}

const isZlibError = (error: unknown): boolean =>
  error instanceof Error && 'code' in error && /^Z_|^ERR_ZLIB/.test(String(error.code));
