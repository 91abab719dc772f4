import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Report documents on disk under STORAGE_DIR, one per request, as they arrived (an upload maybe
 * gzipped, a download already unpacked). Written to a temporary name and renamed when complete,
 * so a half-written file is never taken for the document.
 */
export function documentPath(organisationId: number, requestId: number): string {
  return join('reports', String(organisationId), `${requestId}.report`);
}

export async function storeDocument(
  storageDir: string,
  path: string,
  body: Readable | AsyncIterable<Uint8Array>,
): Promise<{ size: number }> {
  const target = resolve(storageDir, path);
  const partial = `${target}.partial`;
  await mkdir(dirname(target), { recursive: true });
  try {
    await pipeline(body, createWriteStream(partial));
    await rename(partial, target);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return { size: (await stat(target)).size };
}

export function readDocument(storageDir: string, path: string): AsyncIterable<Buffer> {
  return createReadStream(resolve(storageDir, path), { highWaterMark: 256 * 1024 });
}

export async function removeDocument(storageDir: string, path: string): Promise<void> {
  await rm(resolve(storageDir, path), { force: true });
}

/** Gives a staged upload its request's place. */
export async function moveDocument(storageDir: string, from: string, to: string): Promise<void> {
  const target = resolve(storageDir, to);
  await mkdir(dirname(target), { recursive: true });
  await rename(resolve(storageDir, from), target);
}
