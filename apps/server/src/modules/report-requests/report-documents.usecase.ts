import type { Database } from '../../db/client.ts';
import { inTenant } from '../../db/tenant-transaction.ts';
import type { FileStore, OpenedFile } from '../files/file-store.client.ts';
import { reportRequestErrors } from './report-requests.errors.ts';
import { updateReportRequest } from './report-requests.repository.ts';
import type { ReportRequestRow } from './report-requests.tables.ts';

/**
 * A request's document in the file store (decision 18): as it arrived, an upload maybe gzipped,
 * a download already unpacked. Readable by any instance; never from a public path.
 */
export type DocumentState = 'none' | 'stored' | 'gone';

export function documentStateOf(
  request: Pick<ReportRequestRow, 'documentFile' | 'documentGone'>,
): DocumentState {
  if (request.documentGone) return 'gone';
  return request.documentFile ? 'stored' : 'none';
}

/**
 * Opens the request's document. Throws 404 while it has none yet, 410 when it had one that is no
 * longer stored (and records that, so the screen says so without asking the store again).
 */
export async function openReportDocument({
  db,
  files,
  request,
}: {
  db: Database;
  files: FileStore;
  request: Pick<ReportRequestRow, 'organisationId' | 'id' | 'documentFile' | 'documentGone'>;
}): Promise<OpenedFile> {
  const state = documentStateOf(request);
  if (state === 'none') throw reportRequestErrors.noDocumentYet();
  const { organisationId, id } = request;
  const opened =
    state === 'stored' ? await files.open({ organisationId, key: request.documentFile as string }) : null;
  if (opened) return opened;
  if (state === 'stored') await markDocumentGone(db, { organisationId, id });
  throw reportRequestErrors.documentGone();
}

export async function markDocumentGone(db: Database, key: { organisationId: number; id: number }) {
  await inTenant(db, key.organisationId, (tx) =>
    updateReportRequest(tx, key, { documentFile: null, documentGone: true }),
  );
}
