import type { Import, ImportResource } from '@backoffice/shared';
import type { Executor, Transaction } from '../../db/client.ts';
import { inTenant } from '../../db/tenant-transaction.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { orNotFound } from '../../lib/or-not-found.ts';
import type { InOrganisation, OnRecord } from '../../lib/use-case.ts';
import { yieldToRequests } from '../../lib/yield-to-requests.ts';
import { applyImportJob, type ImportLog } from './imports.jobs.ts';
import { presentImport } from './imports.presenter.ts';
import { findImport, insertImport, markImportQueued, stageImportRows } from './imports.repository.ts';

/** Rows per staging statement: each is its own short statement, so other requests run between. */
export const STAGING_BATCH_ROWS = 2_000;

/**
 * Stages checked rows (each row's `data` is what the resource's applier reads) and queues the
 * job. `db` is the database itself: every batch is its own short transaction in the
 * organisation (inTenant), so other requests run between them.
 */
export async function startImport({
  db,
  jobs,
  log,
  organisationId,
  resource,
  rows,
}: InOrganisation & {
  jobs: JobQueue;
  log: ImportLog;
  resource: ImportResource;
  rows: { line: number; data: unknown }[];
}): Promise<{ import: Import }> {
  const tenant = <T>(work: (tx: Transaction) => Promise<T>) => inTenant(db, organisationId, work);
  const created = await tenant((tx) => insertImport(tx, { organisationId, resource, total: rows.length }));
  const key = { organisationId, id: created.id };
  for (let start = 0; start < rows.length; start += STAGING_BATCH_ROWS) {
    const batch = rows.slice(start, start + STAGING_BATCH_ROWS);
    await tenant((tx) => stageImportRows(tx, { organisationId, importId: created.id, rows: batch }));
    await yieldToRequests();
  }
  // Marked queued, and the answer read, before the job is sent: sent first, the job could take
  // the database before the answer's read (on PGlite, its one connection for the whole apply),
  // and the upload would answer only once the import was done. A job that could not be sent, or
  // an instance dying in between, leaves a queued import without a job, which
  // resendStrandedImports sends within minutes: the import is accepted either way.
  const answer = await tenant(async (tx) => {
    await markImportQueued(tx, key);
    return presentImport(orNotFound(await findImport(tx, key)));
  });
  await jobs.enqueue(applyImportJob, { organisationId, importId: created.id }).catch((error: unknown) => {
    log.error(
      { err: error, organisationId, importId: created.id },
      'import job not sent; it is resent later',
    );
  });
  return { import: answer };
}

export async function showImport({
  db,
  organisationId,
  id,
}: OnRecord<Executor>): Promise<{ import: Import }> {
  return { import: presentImport(orNotFound(await findImport(db, { organisationId, id }))) };
}
