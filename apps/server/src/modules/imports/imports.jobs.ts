import type { ImportResource, ImportResult } from '@backoffice/shared';
import type { BaseLogger } from 'pino';
import type { Database, Transaction } from '../../db/client.ts';
import { inTenant } from '../../db/tenant-transaction.ts';
import { defineJob, type JobQueue } from '../../jobs/job-queue.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  deleteImportRows,
  failAbandonedImports,
  lockImport,
  markImportApplied,
  markImportDone,
  markImportFailed,
  markImportRunning,
} from './imports.repository.ts';

/**
 * CSV imports in the background (decision 9). The upload checks every row, stages them here and
 * queues `imports.apply`; the job writes them all in one short set-based transaction, or none,
 * then settles what they owe outside it (ImportApplier).
 */
export const applyImportJob = defineJob<{ organisationId: number; importId: number }>({
  name: 'imports.apply',
  retryLimit: 3,
  retryDelaySeconds: 5,
  deadLetter: 'imports.apply.failed',
});

export interface ImportApplierArgs {
  db: Transaction;
  organisationId: number;
  importId: number;
}

/**
 * What a resource's import job does with its staged rows. `apply` runs inside the job's one
 * transaction: set-based statements over `import_rows`, never a row at a time; row errors (a 422
 * AppError) end the import, anything else is retried. `settle`, when a resource has it, writes
 * what the rows owe that need not commit with them (derived rows other screens read), after the
 * commit, in short transactions of its own, so the one transaction that holds the embedded
 * database's only connection stays short. It must be idempotent: a retry after a crash runs it
 * again, with the staged rows still there (they go once the import is done).
 */
export interface ImportApplier {
  apply(args: ImportApplierArgs): Promise<ImportResult>;
  settle?(args: ImportSettleArgs): Promise<void>;
}

/** Settling runs outside any transaction: `db` is the database itself, for short ones of its own. */
export interface ImportSettleArgs {
  db: Database;
  organisationId: number;
  importId: number;
}

export type ImportAppliers = Record<ImportResource, ImportApplier>;

export type ImportLog = Pick<BaseLogger, 'warn' | 'error'>;

/**
 * One attempt of `imports.apply`. Idempotent: an import that has ended is left alone, and the
 * write and the `done` mark commit together, so a retry after a crash (or after the attempt's
 * own commit) writes nothing twice. Row errors end the import at once; anything else is thrown
 * for pg-boss to retry, and recorded as the failure on the last attempt.
 */
export async function runImport({
  db,
  organisationId,
  importId,
  appliers,
  lastAttempt,
  log,
}: {
  db: Database;
  organisationId: number;
  importId: number;
  appliers: ImportAppliers;
  lastAttempt: boolean;
  log: Pick<BaseLogger, 'warn' | 'error'>;
}): Promise<void> {
  const key = { organisationId, id: importId };
  const started = await inTenant(db, organisationId, (tx) => markImportRunning(tx, key));
  if (!started) return;
  const applier = appliers[started.resource];
  try {
    if (!started.appliedAt) await applyInOneTransaction({ db, key, applier });
    await applier.settle?.({ db, organisationId, importId });
    await inTenant(db, organisationId, async (tx) => {
      await markImportDone(tx, key);
      await deleteImportRows(tx, { organisationId, importId });
    });
  } catch (error) {
    if (error instanceof AppError && error.status === 422) {
      await inTenant(db, organisationId, async (tx) => {
        await markImportFailed(tx, { ...key, errors: error.errors ?? null, message: error.message });
        await deleteImportRows(tx, { organisationId, importId });
      });
      return;
    }
    log.error({ err: error, organisationId, importId, lastAttempt }, 'import attempt failed');
    if (lastAttempt) await failImport({ db, organisationId, importId, log });
    throw error;
  }
}

/**
 * The import's rows written, and marked so, in one transaction: all or nothing. An import that
 * another attempt has written or ended meanwhile is left alone (the lock makes them take turns).
 */
async function applyInOneTransaction({
  db,
  key,
  applier,
}: {
  db: Database;
  key: { organisationId: number; id: number };
  applier: ImportApplier;
}): Promise<void> {
  await inTenant(db, key.organisationId, async (tx) => {
    const current = await lockImport(tx, key);
    if (!current || current.appliedAt || current.status === 'done' || current.status === 'failed') return;
    const result = await applier.apply({ db: tx, organisationId: key.organisationId, importId: key.id });
    // Another request created one of the keys between the update and the insert: roll back,
    // and the retry updates that row instead.
    if (result.created + result.updated !== current.total)
      throw new Error(`import ${key.id} wrote ${result.created + result.updated} of ${current.total} rows`);
    await markImportApplied(tx, { ...key, ...result });
  });
}

/**
 * An import whose job gave up (errors or expiry on every attempt): failed, nothing written. One
 * whose rows were written is done instead, whatever its settling left undone (the nightly
 * recompute writes every SKU's forecasts row).
 */
export async function failImport({
  db,
  organisationId,
  importId,
  log,
}: {
  db: Database;
  organisationId: number;
  importId: number;
  log: Pick<BaseLogger, 'warn'>;
}) {
  const key = { organisationId, id: importId };
  await inTenant(db, organisationId, async (tx) => {
    const current = await lockImport(tx, key);
    if (current?.appliedAt) {
      log.warn({ organisationId, importId }, 'import written but not settled: marked done');
      await markImportDone(tx, key);
    } else
      await markImportFailed(tx, {
        ...key,
        errors: null,
        message: 'The import could not be written; nothing was imported. Try again later.',
      });
    await deleteImportRows(tx, { organisationId, importId });
  });
}

/** An upload stages in seconds: one still staging this long after has lost its instance. */
const ABANDONED_AFTER_MINUTES = 10;

/**
 * Every five minutes, and when an instance starts: imports whose upload was cut short while
 * staging (its instance died mid-upload) are ended, failed with nothing written, whichever
 * instance lost them. A queued import always has its job: both commit together (startImport).
 */
export const importSweepJob = defineJob<Record<string, never>>({
  name: 'imports.sweep',
  retryLimit: 0,
  retryDelaySeconds: 60,
});
export const IMPORT_SWEEP_CRON = '*/5 * * * *';

async function sweepImports({ db, log }: { db: Database; log: ImportLog }) {
  const abandoned = await failAbandonedImports(db, { olderThanMinutes: ABANDONED_AFTER_MINUTES });
  if (abandoned) log.warn({ abandoned }, 'imports whose upload was interrupted were marked failed');
}

/** Runs imports on this instance, after a sweep (importSweepJob). */
export async function workImports({
  db,
  jobs,
  appliers,
  log,
}: {
  db: Database;
  jobs: JobQueue;
  appliers: ImportAppliers;
  log: ImportLog;
}): Promise<void> {
  await sweepImports({ db, log });
  await jobs.work(applyImportJob, ({ payload, retryCount, retryLimit }) =>
    runImport({ db, ...payload, appliers, lastAttempt: retryCount >= retryLimit, log }),
  );
  await jobs.workDeadLetters(applyImportJob, (payload) => failImport({ db, ...payload, log }));
  await jobs.work(importSweepJob, () => sweepImports({ db, log }));
  await jobs.schedule(importSweepJob, IMPORT_SWEEP_CRON, {});
}
