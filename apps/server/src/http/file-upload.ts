import type { FastifyRequest } from 'fastify';
import { validationFailed } from '../lib/app-error.ts';
import { CSV_MAX_BYTES, CSV_TOO_LARGE } from '../lib/csv.ts';

/**
 * The bytes of a multipart upload's file, at most CSV_MAX_BYTES; `missing` is the field error
 * when there is none. A larger file is refused whole (422 on `file`): past the limit the parser
 * stops reading, and the plugin either throws (a 413 without a field) or hands over the part it
 * read, depending on timing; a file cut short would have had its first rows imported as if they
 * were all of it. Per-request throwFileSizeLimit works at runtime but is missing from the
 * plugin's types.
 */
export async function readUploadedFile(
  request: FastifyRequest,
  { missing }: { missing: string },
): Promise<Buffer> {
  const options = { throwFileSizeLimit: false, limits: { fileSize: CSV_MAX_BYTES } } as Parameters<
    FastifyRequest['file']
  >[0];
  const file = await request.file(options);
  if (!file) throw validationFailed({ file: [missing] });
  const chunks: Buffer[] = [];
  for await (const chunk of file.file) chunks.push(chunk as Buffer);
  if (file.file.truncated) throw validationFailed({ file: [CSV_TOO_LARGE] });
  return Buffer.concat(chunks);
}
