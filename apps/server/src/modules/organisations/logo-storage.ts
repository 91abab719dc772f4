import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { randomToken } from '../../lib/crypto.ts';

/** Raster formats only: SVG can carry script, so it is refused rather than sanitised. */
const ALLOWED = new Map([
  ['image/png', 'png'],
  ['image/jpeg', 'jpg'],
  ['image/webp', 'webp'],
  ['image/gif', 'gif'],
]);

/** Decides by the file's bytes, never by its name or the client's content type. */
export async function detectLogoExtension(bytes: Buffer): Promise<string | undefined> {
  const type = await fileTypeFromBuffer(bytes);
  return type ? ALLOWED.get(type.mime) : undefined;
}

/** Writes the logo under a fresh name (so caches never show the old one); returns its storage path. */
export async function saveLogo({
  storageDir,
  organisationUlid,
  bytes,
  extension,
}: {
  storageDir: string;
  organisationUlid: string;
  bytes: Buffer;
  extension: string;
}): Promise<string> {
  const relative = `logos/${organisationUlid.toLowerCase()}-${randomToken(8)}.${extension}`;
  await mkdir(join(storageDir, 'logos'), { recursive: true });
  await writeFile(join(storageDir, relative), bytes);
  return relative;
}

export async function deleteStoredFile(storageDir: string, relative: string | null): Promise<void> {
  if (relative) await rm(join(storageDir, relative), { force: true });
}
