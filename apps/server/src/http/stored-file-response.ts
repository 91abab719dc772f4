import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { OpenedFile } from '../lib/file-store.ts';

/**
 * Sends a file from the file store as the answer of an organisation route, streamed a chunk at a
 * time. Stored files are shown or saved, never run: no sniffing into HTML or script, and a
 * sandboxing policy in case a browser renders one anyway.
 */
export function sendStoredFile(
  reply: FastifyReply,
  file: OpenedFile,
  {
    contentType = file.contentType,
    attachmentName,
    cacheControl = 'private, no-store',
  }: { contentType?: string; attachmentName?: string; cacheControl?: string } = {},
): FastifyReply {
  reply
    .header('content-type', contentType)
    .header('content-length', String(file.size))
    .header('cache-control', cacheControl)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox");
  if (attachmentName !== undefined)
    reply.header(
      'content-disposition',
      `attachment; filename="${attachmentName.replace(/["\\\r\n]/g, '_')}"`,
    );
  return reply.send(Readable.from(file.body, { objectMode: false }));
}
