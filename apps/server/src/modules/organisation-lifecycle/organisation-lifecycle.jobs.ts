import type { BaseLogger } from 'pino';
import type { Database, Transaction } from '../../db/client.ts';
import { inTenant } from '../../db/tenant-transaction.ts';
import { defineJob, type JobQueue } from '../../jobs/job-queue.ts';
import type { FileStore } from '../../lib/file-store.ts';
import { giveWayToRequests } from '../../lib/request-priority.ts';
import { FILE_STORE_TABLES } from '../files/files.facts.ts';
import { deleteOrganisation } from '../organisations/organisations.usecases.ts';
import { childrenFirst, type TenantTable } from './deletion-order.domain.ts';
import {
  addRemoved,
  findDeletion,
  finishDeletion,
  recordDeletionError,
  startDeletionRun,
  unfinishedDeletions,
} from './organisation-deletions.repository.ts';
import {
  countTenantRows,
  deleteTenantRowsBatch,
  fileKeysOfOrganisation,
  tenantTableGraph,
} from './organisation-rows.repository.ts';

/**
 * Removes a deleted organisation's files and rows (decision 20). `organisationId` in the payload
 * lets the queue's inspection find it like every organisation's job.
 */
export const organisationDeletionJob = defineJob<{ organisationId: number; deletionId: number }>({
  name: 'organisations.delete',
  retryLimit: 5,
  retryDelaySeconds: 30,
});

/** Every ten minutes, and when an instance starts: deletions whose job failed get one again. */
export const deletionSweepJob = defineJob<Record<string, never>>({
  name: 'organisations.deletion-sweep',
  retryLimit: 0,
  retryDelaySeconds: 60,
});
export const DELETION_SWEEP_CRON = '*/10 * * * *';

/**
 * Rows per delete: each batch is its own short transaction, so on the embedded database other
 * requests run between them, and an organisation of millions of ledger rows never holds one
 * transaction for minutes.
 */
export const DELETION_BATCH_ROWS = 5_000;

export interface DeletionRun {
  db: Database;
  files: FileStore;
  organisationId: number;
  deletionId: number;
  /** A run stops after this long, at a batch's end, and the job is sent again for the rest. */
  sliceSeconds: number;
  stopping?: AbortSignal;
}

/**
 * One run of a deletion. Idempotent and resumable: each step removes what is still there, so a
 * run after a crash, a retry or a stop carries on where the last one ended. Files go first (the
 * rows say where they are), then the tenant tables children first, in batches, then the
 * organisation's own row, whose delete cascades to anything left. Everything of the
 * organisation's is deleted inside its tenant transaction: row security would refuse any other
 * organisation's row, whatever the statement said.
 */
export async function runOrganisationDeletion(run: DeletionRun): Promise<'done' | 'continued'> {
  const { db, files, organisationId, deletionId } = run;
  const deletion = await findDeletion(db, { deletionId });
  if (!deletion || deletion.status === 'done') return 'done';
  const deadline = Date.now() + run.sliceSeconds * 1000;
  const outOfTime = () => Date.now() >= deadline || run.stopping?.aborted === true;
  const tenant = <T>(work: (tx: Transaction) => Promise<T>) => inTenant(db, organisationId, work);

  const keys = await tenant((tx) => fileKeysOfOrganisation(tx, { organisationId }));
  const graph = await tenantTableGraph(db);
  const tables = childrenFirst(graph.tables, graph.references);
  let rows = 0;
  for (const table of tables)
    if (!FILE_STORE_TABLES.has(table.name))
      rows += await tenant((tx) => countTenantRows(tx, { organisationId, table }));
  await startDeletionRun(db, { deletionId, remaining: keys.length + rows });

  for (const key of keys) {
    if (outOfTime()) return 'continued';
    await files.remove({ organisationId, key });
    await addRemoved(db, { deletionId, count: 1 });
  }
  for (const table of tables) {
    if (!(await emptyTable(run, table, outOfTime))) return 'continued';
  }
  await tenant((tx) => deleteOrganisation({ db: tx, organisationId }));
  await finishDeletion(db, { deletionId });
  return 'done';
}

/** Deletes the table's rows of the organisation a batch at a time; false when time ran out first. */
async function emptyTable(run: DeletionRun, table: TenantTable, outOfTime: () => boolean): Promise<boolean> {
  const { db, organisationId, deletionId } = run;
  for (;;) {
    if (outOfTime()) return false;
    const removed = await inTenant(db, organisationId, async (tx) => {
      const count = await deleteTenantRowsBatch(tx, { organisationId, table, limit: DELETION_BATCH_ROWS });
      // Files were counted as files; what is left of the store's rows (an upload cut short) is not.
      if (!FILE_STORE_TABLES.has(table.name)) await addRemoved(tx, { deletionId, count });
      return count;
    });
    await giveWayToRequests();
    if (removed < DELETION_BATCH_ROWS) return true;
  }
}

/**
 * Sends the job again for each deletion not done whose job used up its retries (the file store or
 * the database away for longer than they last): a deletion is never left half done. Its first job
 * cannot be lost, it commits with the deletion (requestOrganisationDeletion); one asked for in the
 * last minute is left alone.
 */
export async function retryFailedDeletions({
  db,
  jobs,
  log,
}: {
  db: Database;
  jobs: JobQueue;
  log: Pick<BaseLogger, 'warn'>;
}): Promise<number> {
  let sent = 0;
  for (const { deletionId, organisationId } of await unfinishedDeletions(db, { olderThanSeconds: 60 })) {
    const live = await jobs.liveJobs(organisationDeletionJob, { organisationId, deletionId });
    if (live.length) continue;
    await jobs.enqueue(organisationDeletionJob, { organisationId, deletionId });
    sent += 1;
  }
  if (sent) log.warn({ sent }, 'organisation deletions whose job failed were sent again');
  return sent;
}

export async function workOrganisationDeletions({
  db,
  jobs,
  log,
  files,
  sliceSeconds,
}: {
  db: Database;
  jobs: JobQueue;
  log: Pick<BaseLogger, 'warn' | 'error'>;
  files: FileStore;
  sliceSeconds: number;
}): Promise<void> {
  await jobs.work(organisationDeletionJob, async ({ payload, stopping, retryCount }) => {
    try {
      const outcome = await runOrganisationDeletion({ db, files, ...payload, sliceSeconds, stopping });
      if (outcome === 'continued') await jobs.enqueue(organisationDeletionJob, payload);
    } catch (error) {
      log.warn({ err: error, ...payload, retryCount }, 'organisation deletion failed; it runs again');
      await recordDeletionError(db, {
        deletionId: payload.deletionId,
        error: error instanceof Error ? error.message : String(error),
      }).catch(() => undefined);
      throw error;
    }
  });
  const sweep = () => retryFailedDeletions({ db, jobs, log });
  // A sweep that fails on start waits for the next one rather than stopping the start.
  await sweep().catch((error: unknown) => log.warn({ err: error }, 'the organisation deletion sweep failed'));
  await jobs.work(deletionSweepJob, () => sweep().then(() => undefined));
  await jobs.schedule(deletionSweepJob, DELETION_SWEEP_CRON, {});
}
