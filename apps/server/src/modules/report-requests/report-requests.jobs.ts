import type { BaseLogger } from 'pino';
import type { Database } from '../../db/client.ts';
import { inTenant } from '../../db/tenant-transaction.ts';
import type { Report } from '../../integrations/amazon/client/sp-api-client.ts';
import { deferralOf, defineJob, type JobQueue } from '../../jobs/job-queue.ts';
import type { FileStore } from '../files/file-store.client.ts';
import {
  connectedAmazonSources,
  findReportSource,
  sourcesDueForDailySync,
} from '../report-sources/report-sources.facts.ts';
import { catalogSourcesToSync, syncCatalogItems } from './catalog-items-sync.usecase.ts';
import { fetchFbaInventory } from './fba-inventory-sync.usecase.ts';
import type { MarketplaceClients } from './marketplace.client.ts';
import {
  awaitsExplanation,
  explainFatalReport,
  markReportCancelled,
  markReportFatal,
} from './report-failures.usecase.ts';
import { processStoredReport } from './report-processing.usecase.ts';
import { lockReportRequest, updateReportRequest } from './report-requests.repository.ts';
import { syncReportSource } from './report-syncs.usecases.ts';

/** Downloads (when requested) and processes a request's document (decision 15). */
export const processReportJob = defineJob<{ organisationId: number; requestId: number }>({
  name: 'report-requests.process',
  retryLimit: 5,
  retryDelaySeconds: 10,
  deadLetter: 'report-requests.process.failed',
});

/** Asks the marketplace for a report, then polls it until its document is ready. */
export const pollReportJob = defineJob<{ organisationId: number; requestId: number }>({
  name: 'report-requests.poll',
  retryLimit: 5,
  retryDelaySeconds: 30,
  deadLetter: 'report-requests.poll.failed',
});

/** Every connected source with a daily sync gets its sync queued (pg-boss cron, once a day). */
export const dailySyncJob = defineJob<Record<string, never>>({
  name: 'report-sources.daily-sync',
  retryLimit: 2,
  retryDelaySeconds: 300,
});

/** One source's sync: its inbound shipments now, its reports requested (then polled). */
export const syncSourceJob = defineJob<{ organisationId: number; reportSourceId: number }>({
  name: 'report-sources.sync',
  retryLimit: 3,
  retryDelaySeconds: 60,
});

/** When the daily sync runs (UTC): early, before sellers start their day in Europe. */
export const DAILY_SYNC_CRON = '15 4 * * *';

/** Every connected Amazon source gets its FBA inventory read queued (pg-boss cron, hourly). */
export const hourlyFbaInventoryJob = defineJob<Record<string, never>>({
  name: 'report-sources.fba-inventory-hourly',
  retryLimit: 1,
  retryDelaySeconds: 60,
});

/** One source's FBA inventory through the FBA Inventory API (fetchFbaInventory). */
export const fbaInventoryJob = defineJob<{ organisationId: number; reportSourceId: number }>({
  name: 'report-sources.fba-inventory',
  retryLimit: 3,
  retryDelaySeconds: 60,
});

/** When the FBA inventory is read (UTC): every hour, off the hour's rush. */
export const FBA_INVENTORY_CRON = '25 * * * *';

/**
 * One source's SKUs' marketplace titles and images from Amazon's catalog (syncCatalogItems): a
 * batch a run, the next run queued while SKUs are still due; put back when the seller's
 * getCatalogItem bucket is empty, like every Amazon call.
 */
export const catalogItemsJob = defineJob<{ organisationId: number; reportSourceId: number }>({
  name: 'report-sources.catalog-items',
  retryLimit: 3,
  retryDelaySeconds: 60,
});

/** Every connected Amazon source gets its catalog job queued (pg-boss cron, every 6 hours). */
export const scheduledCatalogItemsJob = defineJob<Record<string, never>>({
  name: 'report-sources.catalog-items-scheduled',
  retryLimit: 1,
  retryDelaySeconds: 300,
});

/** When the catalog job is queued (UTC): every 6 hours; new SKUs get their titles the same day. */
export const CATALOG_ITEMS_CRON = '40 */6 * * *';

interface JobDependencies {
  db: Database;
  jobs: JobQueue;
  log: Pick<BaseLogger, 'warn' | 'error' | 'info'>;
  files: FileStore;
  clients: MarketplaceClients;
  pollSeconds: number;
  /** How long one processing job may work before it hands over to the next (see processStoredReport). */
  sliceSeconds: number;
}

type Key = { organisationId: number; id: number };

/**
 * One step of a requested report's life at the marketplace: REQUESTED → createReport (202, a
 * report id) → IN_QUEUE; then getReport every `pollSeconds` until DONE (queue the processing),
 * CANCELLED (no data: nothing to process) or FATAL (then Amazon's explanation is fetched, and a
 * retry of this job fetches it again if that failed). Each step is its own job, so nothing waits
 * in memory and a restart goes on.
 */
export async function pollReport(
  dependencies: JobDependencies,
  { organisationId, requestId }: { organisationId: number; requestId: number },
): Promise<void> {
  const { db, jobs, clients, pollSeconds } = dependencies;
  const key = { organisationId, id: requestId };
  let fatalDocumentId: string | null = null;
  const asked = await askAmazon(dependencies, key);
  const next = await inTenant(db, organisationId, async (tx) => {
    const request = await lockReportRequest(tx, key);
    if (!request || !['REQUESTED', 'IN_QUEUE', 'IN_PROGRESS'].includes(request.status))
      return request && awaitsExplanation(request) ? 'explain' : 'stop';
    const source = await findReportSource(tx, { organisationId, id: request.reportSourceId });
    const client = source ? clients(source) : null;
    if (!client) {
      await updateReportRequest(tx, key, {
        status: 'FAILED',
        error: 'The report source is no longer connected to Amazon.',
      });
      return 'stop';
    }
    // Another attempt (one taken for lost) moved the request on since Amazon was asked: look again.
    if (!asked || asked.status !== request.status || asked.polls !== request.polls) return 'poll';
    if (asked.created) {
      const { reportId } = asked.created;
      await updateReportRequest(tx, key, { status: 'IN_QUEUE', marketplaceReportId: reportId });
      return 'poll';
    }
    const report = asked.report;
    if (!report) return 'poll';
    const polls = request.polls + 1;
    switch (report.processingStatus) {
      case 'DONE':
        await updateReportRequest(tx, key, {
          status: 'DONE',
          polls,
          marketplaceDocumentId: report.reportDocumentId,
        });
        return 'process';
      case 'CANCELLED':
        await markReportCancelled(tx, request, { polls });
        return 'stop';
      case 'FATAL':
        await markReportFatal(tx, key, { polls });
        fatalDocumentId = report.reportDocumentId;
        return fatalDocumentId ? 'explain' : 'stop';
      default:
        await updateReportRequest(tx, key, { status: report.processingStatus, polls });
        return 'poll';
    }
  });
  if (next === 'poll')
    await jobs.enqueue(pollReportJob, { organisationId, requestId }, { startAfterSeconds: pollSeconds });
  if (next === 'process') await jobs.enqueue(processReportJob, { organisationId, requestId });
  if (next === 'explain') await explainFatalReport(dependencies, key, fatalDocumentId);
}

/**
 * What Amazon says of a pending request (createReport for a REQUESTED one, else getReport), asked
 * outside any transaction: none holds the request's row, or on the embedded database every query,
 * while Amazon answers, and the client's rate limiter takes its token on the database's own
 * connection (decision 24). Null when there is nothing to ask (the request moved on, or its source
 * is gone: the transaction after it says so).
 */
async function askAmazon(
  { db, clients }: Pick<JobDependencies, 'db' | 'clients'>,
  key: Key,
): Promise<{ status: string; polls: number; created?: { reportId: string }; report?: Report } | null> {
  const found = await inTenant(db, key.organisationId, async (tx) => {
    const request = await lockReportRequest(tx, key);
    if (!request || !['REQUESTED', 'IN_QUEUE', 'IN_PROGRESS'].includes(request.status)) return null;
    const source = await findReportSource(tx, {
      organisationId: key.organisationId,
      id: request.reportSourceId,
    });
    const client = source ? clients(source) : null;
    return client ? { request, client } : null;
  });
  if (!found) return null;
  const { request, client } = found;
  const asked = { status: request.status, polls: request.polls };
  if (request.status === 'REQUESTED')
    return {
      ...asked,
      created: await client.createReport({
        reportType: request.reportType,
        marketplaceIds: request.marketplaceIds,
        ...(request.dataStartTime ? { dataStartTime: request.dataStartTime } : {}),
        ...(request.dataEndTime ? { dataEndTime: request.dataEndTime } : {}),
      }),
    };
  return { ...asked, report: await client.getReport(request.marketplaceReportId as string) };
}

/**
 * Fetches a requested report's document into the file store (once: a retry after it was stored
 * reads the stored file), then processes it.
 */
export async function downloadAndProcess(
  dependencies: JobDependencies,
  { organisationId, requestId }: { organisationId: number; requestId: number },
  stopping?: AbortSignal,
): Promise<void> {
  const { db, clients, files, log } = dependencies;
  const key: Key = { organisationId, id: requestId };
  const pending = await inTenant(db, organisationId, async (tx) => {
    const request = await lockReportRequest(tx, key);
    if (!request || request.documentFile || request.documentGone || !request.marketplaceDocumentId)
      return null;
    const source = await findReportSource(tx, { organisationId, id: request.reportSourceId });
    return { request, client: source ? clients(source) : null };
  });
  if (pending) {
    if (!pending.client) {
      await inTenant(db, organisationId, (tx) =>
        updateReportRequest(tx, key, {
          status: 'FAILED',
          error: 'The report source is no longer connected to Amazon.',
        }),
      );
      return;
    }
    const document = await pending.client.downloadReportDocument(
      pending.request.marketplaceDocumentId as string,
    );
    const stored = await files.put({ organisationId, body: document.body });
    const kept = await inTenant(db, organisationId, async (tx) => {
      // An attempt presumed dead may have stored it meanwhile: the first one stored is kept.
      if ((await lockReportRequest(tx, key))?.documentFile) return false;
      await updateReportRequest(tx, key, {
        documentFile: stored.key,
        fileSize: stored.size,
        charset: document.charset,
      });
      return true;
    });
    if (!kept) await files.remove({ organisationId, key: stored.key });
  }
  const outcome = await processStoredReport({
    db,
    organisationId,
    requestId,
    files,
    log,
    sliceSeconds: dependencies.sliceSeconds,
    stopping,
  });
  if (outcome === 'continued')
    await dependencies.jobs.enqueue(processReportJob, { organisationId, requestId });
}

/** A job that used up its retries: the request says so, with the last reason we know. */
async function failRequest(
  db: Database,
  { organisationId, requestId }: { organisationId: number; requestId: number },
) {
  await inTenant(db, organisationId, async (tx) => {
    const request = await lockReportRequest(tx, { organisationId, id: requestId });
    if (!request || ['PROCESSED', 'CANCELLED', 'FATAL', 'FAILED'].includes(request.status)) return;
    await updateReportRequest(
      tx,
      { organisationId, id: requestId },
      {
        status: 'FAILED',
        error: request.error ?? 'The report could not be fetched or processed after several tries.',
      },
    );
  });
}

/** Queues an FBA inventory read for every connected Amazon source (cross-organisation keys only). */
export async function queueFbaInventoryReads({
  db,
  jobs,
}: {
  db: Database;
  jobs: JobQueue;
}): Promise<number> {
  const connected = await connectedAmazonSources(db);
  for (const { organisationId, id } of connected)
    await jobs.enqueue(fbaInventoryJob, { organisationId, reportSourceId: id });
  return connected.length;
}

/** Queues the catalog job of every connected Amazon source (cross-organisation keys only). */
export async function queueCatalogItemsSyncs({
  db,
  jobs,
}: {
  db: Database;
  jobs: JobQueue;
}): Promise<number> {
  const sources = await catalogSourcesToSync(db);
  for (const source of sources) await jobs.enqueue(catalogItemsJob, source);
  return sources.length;
}

/**
 * Queues a sync for every connected Amazon source with has_daily_sync. Reads across
 * organisations (the job's own connection, not a tenant's) only the keys it queues.
 */
export async function queueDailySyncs({ db, jobs }: { db: Database; jobs: JobQueue }): Promise<number> {
  const due = await sourcesDueForDailySync(db);
  for (const source of due) await jobs.enqueue(syncSourceJob, source);
  return due.length;
}

export async function workReportRequests(dependencies: JobDependencies): Promise<void> {
  const { db, jobs, log } = dependencies;
  await jobs.work(pollReportJob, async ({ payload, retryCount, retryLimit }) => {
    try {
      await pollReport(dependencies, payload);
    } catch (error) {
      log.warn({ err: error, ...payload, retryCount }, 'report poll failed');
      // A job put back for Amazon's rate limit (deferralOf) runs again: its request goes on.
      if (retryCount >= retryLimit && deferralOf(error) === null) await failRequest(db, payload);
      throw error;
    }
  });
  await jobs.work(processReportJob, async ({ payload, retryCount, retryLimit, stopping }) => {
    try {
      await downloadAndProcess(dependencies, payload, stopping);
    } catch (error) {
      log.warn({ err: error, ...payload, retryCount }, 'report processing failed');
      // A job put back for Amazon's rate limit (deferralOf) runs again: its request goes on.
      if (retryCount >= retryLimit && deferralOf(error) === null) await failRequest(db, payload);
      throw error;
    }
  });
  await jobs.work(syncSourceJob, async ({ payload }) => {
    const synced = await syncReportSource({
      ...dependencies,
      ...payload,
      followUps: {
        poll: (requestId) =>
          jobs.enqueue(pollReportJob, { organisationId: payload.organisationId, requestId }),
        process: (requestId) =>
          jobs.enqueue(processReportJob, { organisationId: payload.organisationId, requestId }),
      },
    });
    // The sync has just read the inbound shipments and the orders (new SKUs among them): Amazon's
    // stock figures are read now, not at the next hourly run, and the catalog job follows that read.
    if (synced) await jobs.enqueue(fbaInventoryJob, payload);
  });
  await jobs.work(dailySyncJob, () => queueDailySyncs(dependencies).then(() => undefined));
  await jobs.schedule(dailySyncJob, DAILY_SYNC_CRON, {});
  await jobs.work(fbaInventoryJob, async ({ payload }) => {
    // The read creates the SKUs Amazon holds that no order named yet (a sync's orders name only
    // those sold): their titles and images are asked for next, not at the next 6-hourly run. A
    // run with nothing due costs one query.
    if (await fetchFbaInventory({ ...dependencies, ...payload }))
      await jobs.enqueue(catalogItemsJob, payload);
  });
  await jobs.work(hourlyFbaInventoryJob, () => queueFbaInventoryReads(dependencies).then(() => undefined));
  await jobs.schedule(hourlyFbaInventoryJob, FBA_INVENTORY_CRON, {});
  await jobs.work(catalogItemsJob, async ({ payload }) => {
    const run = await syncCatalogItems({ ...dependencies, ...payload });
    if (run?.more) await jobs.enqueue(catalogItemsJob, payload);
  });
  await jobs.work(scheduledCatalogItemsJob, () => queueCatalogItemsSyncs(dependencies).then(() => undefined));
  await jobs.schedule(scheduledCatalogItemsJob, CATALOG_ITEMS_CRON, {});
  await jobs.workDeadLetters(pollReportJob, (payload) => failRequest(db, payload));
  await jobs.workDeadLetters(processReportJob, (payload) => failRequest(db, payload));
}
