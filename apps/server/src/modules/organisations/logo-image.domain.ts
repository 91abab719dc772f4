import { fileTypeFromBuffer } from 'file-type';

/** Raster formats only: SVG can carry script, so it is refused rather than sanitised. */
const ALLOWED = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif']);

/** The logo's MIME type, decided by its bytes, never by its name or the client's content type. */
export async function detectLogoType(bytes: Buffer): Promise<string | undefined> {
  const type = await fileTypeFromBuffer(bytes);
  return type && ALLOWED.has(type.mime) ? type.mime : undefined;
}
