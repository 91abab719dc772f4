import { inTenant } from '../../db/tenant-transaction.ts';
import { type LegacyFileMove, openLegacyFile } from '../files/legacy-storage-dir.client.ts';
import { requestsWithLegacyDocuments, updateReportRequest } from './report-requests.repository.ts';

/**
 * The first start after migration 0038 moves each request's document from STORAGE_DIR into the
 * file store, one at a time, streamed. A document that is not there becomes gone (410, "upload it
 * again"). Idempotent: a start that stops half-way leaves the rest for the next; a file moved
 * twice by two instances starting together costs a stray copy, never a wrong document.
 */
export async function moveLegacyReportDocuments({
  db,
  files,
  storageDir,
  log,
}: LegacyFileMove): Promise<{ moved: number; gone: number }> {
  const pending = await requestsWithLegacyDocuments(db);
  let moved = 0;
  let gone = 0;
  for (const { organisationId, id, path } of pending) {
    const body = await openLegacyFile(storageDir, path as string);
    const stored = body ? await files.put({ organisationId, body }) : null;
    await inTenant(db, organisationId, (tx) =>
      updateReportRequest(
        tx,
        { organisationId, id },
        stored
          ? { documentFile: stored.key, fileSize: stored.size, legacyDocumentPath: null }
          : { documentGone: true, legacyDocumentPath: null },
      ),
    );
    if (stored) moved += 1;
    else gone += 1;
  }
  if (pending.length > 0)
    log.info({ moved, gone, from: storageDir }, 'report documents moved into the file store');
  return { moved, gone };
}
