import type { Import, ImportResource } from '@backoffice/shared';
import type { Executor, Transaction } from '../../db/client.ts';
import { inTenant } from '../../db/tenant-transaction.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { orNotFound } from '../../lib/or-not-found.ts';
import type { InOrganisation, OnRecord } from '../../lib/use-case.ts';
import { yieldToRequests } from '../../lib/yield-to-requests.ts';
import { applyImportJob, type ImportLog } from './imports.jobs.ts';
import { presentImport } from './imports.presenter.ts';
import {
  deleteImportRows,
  findImport,
  insertImport,
  markImportFailed,
  markImportQueued,
  stageImportRows,
} from './imports.repository.ts';

export const IMPORT_NOT_QUEUED = 'The upload could not be queued; nothing was imported. Try again.';

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
  // Marked queued with its job, in one transaction: an import is queued if and only if its job
  // is, whatever crashes when. The answer is read in it too: on PGlite the job, once committed,
  // could take the one connection for the whole apply before a later read.
  await jobs.prepare(applyImportJob);
  const payload = { organisationId, importId: created.id };
  const answer = await tenant(async (tx) => {
    await markImportQueued(tx, key);
    await jobs.enqueueIn(tx, applyImportJob, payload);
    return presentImport(orNotFound(await findImport(tx, key)));
  }).catch(async (error: unknown) => {
    // Neither queued nor sent: it reads failed at once rather than staging until the sweep.
    log.error({ err: error, ...payload }, 'import job not queued; the import failed');
    await tenant(async (tx) => {
      await markImportFailed(tx, { ...key, errors: null, message: IMPORT_NOT_QUEUED });
      await deleteImportRows(tx, payload);
    }).catch(() => undefined);
    throw error;
  });
  jobs.wake(applyImportJob);
  return { import: answer };
}

export async function showImport({
  db,
  organisationId,
  id,
}: OnRecord<Executor>): Promise<{ import: Import }> {
  return { import: presentImport(orNotFound(await findImport(db, { organisationId, id }))) };
}
