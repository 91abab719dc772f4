import type { Readable } from 'node:stream';
import type { Database } from '../../db/client.ts';
import { inTenant } from '../../db/tenant-transaction.ts';
import { randomToken } from '../../lib/crypto.ts';
import type { FileRef, FileStore, OpenedFile, StoredFile } from '../../lib/file-store.ts';
import {
  completeFile,
  deleteFile,
  findChunk,
  findCompleteFile,
  insertChunk,
  insertFile,
} from './files.repository.ts';

/**
 * 1 MiB a chunk: a 512 MB report is 512 short inserts, each holding the embedded database's one
 * connection for a few milliseconds, and a reader holds at most one chunk in memory.
 */
export const FILE_CHUNK_BYTES = 1024 * 1024;

/** The default store: files in the product's own PostgreSQL (or PGlite), in chunks. */
export function postgresFileStore({ db }: { db: Database }): FileStore {
  const remove = (ref: FileRef) => inTenant(db, ref.organisationId, (tx) => deleteFile(tx, ref));
  return {
    kind: 'postgres',
    async put({ organisationId, body, contentType = 'application/octet-stream' }): Promise<StoredFile> {
      const ref = { organisationId, key: randomToken(24) };
      await inTenant(db, organisationId, (tx) => insertFile(tx, { ...ref, contentType }));
      try {
        let chunks = 0;
        let size = 0;
        for await (const chunk of rechunk(body, FILE_CHUNK_BYTES)) {
          const seq = chunks;
          await inTenant(db, organisationId, (tx) => insertChunk(tx, ref, seq, chunk));
          chunks += 1;
          size += chunk.length;
        }
        await inTenant(db, organisationId, (tx) => completeFile(tx, ref, { size, chunks }));
        return { key: ref.key, size };
      } catch (error) {
        // The body failed (a client that went away) or the database did: drop what was written.
        await remove(ref).catch(() => undefined);
        throw error;
      }
    },
    async open(ref): Promise<OpenedFile | null> {
      const file = await inTenant(db, ref.organisationId, (tx) => findCompleteFile(tx, ref));
      if (!file) return null;
      return { size: file.size, contentType: file.contentType, body: readChunks(db, ref, file.chunks) };
    },
    remove,
  };
}

/** One chunk per short transaction: nothing holds the connection while the reader is slow. */
async function* readChunks(db: Database, ref: FileRef, chunks: number): AsyncGenerator<Buffer> {
  for (let seq = 0; seq < chunks; seq++) {
    const data = await inTenant(db, ref.organisationId, (tx) => findChunk(tx, ref, seq));
    // Deleted while it was read (a new upload replaced it, its organisation was deleted).
    if (!data) throw new Error(`File ${ref.key} lost its chunk ${seq} while it was read`);
    yield asBuffer(data);
  }
}

/** node-postgres answers bytea as a Buffer, PGlite as a Uint8Array. */
function asBuffer(data: Uint8Array): Buffer {
  return Buffer.isBuffer(data) ? data : Buffer.from(data.buffer, data.byteOffset, data.byteLength);
}

/** The body's pieces (whatever sizes the socket or stream gives) regrouped into `size`-byte chunks. */
export async function* rechunk(
  body: Readable | AsyncIterable<Uint8Array>,
  size: number,
): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  for await (const piece of body as AsyncIterable<Uint8Array | string>) {
    let buffer = typeof piece === 'string' ? Buffer.from(piece) : asBuffer(piece);
    while (pendingBytes + buffer.length >= size) {
      const take = size - pendingBytes;
      pending.push(buffer.subarray(0, take));
      yield Buffer.concat(pending, size);
      buffer = buffer.subarray(take);
      pending = [];
      pendingBytes = 0;
    }
    if (buffer.length > 0) {
      pending.push(buffer);
      pendingBytes += buffer.length;
    }
  }
  if (pendingBytes > 0) yield Buffer.concat(pending, pendingBytes);
}
