import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { FileRef } from '../../lib/file-store.ts';
import { storedFileChunks, storedFiles } from './files.tables.ts';

/** The SQL of the PostgreSQL file store (postgres-file-store.client.ts); every statement names its organisation. */
function fileWhere({ organisationId, key }: FileRef) {
  return and(eq(storedFiles.organisationId, organisationId), eq(storedFiles.key, key));
}

export async function insertFile(db: Executor, file: FileRef & { contentType: string }): Promise<void> {
  await db.insert(storedFiles).values(file);
}

export async function insertChunk(db: Executor, file: FileRef, seq: number, data: Uint8Array): Promise<void> {
  await db
    .insert(storedFileChunks)
    .values({ organisationId: file.organisationId, fileKey: file.key, seq, data });
}

export async function completeFile(
  db: Executor,
  file: FileRef,
  { size, chunks }: { size: number; chunks: number },
) {
  await db
    .update(storedFiles)
    .set({ size, chunks, complete: true, completedAt: new Date() })
    .where(fileWhere(file));
}

export async function findCompleteFile(
  db: Executor,
  file: FileRef,
): Promise<{ size: number; chunks: number; contentType: string } | undefined> {
  const [found] = await db
    .select({ size: storedFiles.size, chunks: storedFiles.chunks, contentType: storedFiles.contentType })
    .from(storedFiles)
    .where(and(fileWhere(file), eq(storedFiles.complete, true)));
  return found;
}

export async function findChunk(db: Executor, file: FileRef, seq: number): Promise<Uint8Array | undefined> {
  const [chunk] = await db
    .select({ data: storedFileChunks.data })
    .from(storedFileChunks)
    .where(
      and(
        eq(storedFileChunks.organisationId, file.organisationId),
        eq(storedFileChunks.fileKey, file.key),
        eq(storedFileChunks.seq, seq),
      ),
    );
  return chunk?.data;
}

/** The chunks go with it (on delete cascade). */
export async function deleteFile(db: Executor, file: FileRef): Promise<void> {
  await db.delete(storedFiles).where(fileWhere(file));
}
