import type { AppContext } from '../app-context.ts';
import { workAmazonTokenRefresh } from '../modules/amazon-connect/amazon-connect.jobs.ts';
import { disputesFollowReports, workDisputeReminders } from '../modules/disputes/disputes.jobs.ts';
import { workDomainEvents } from '../modules/domain-events/domain-events.jobs.ts';
import { slackNoticesConsumer, workEventNotifications } from '../modules/events/events.jobs.ts';
import { createFileStore } from '../modules/files/create-file-store.client.ts';
import { forecastsFollowChanges, workForecasts } from '../modules/forecasts/forecasts.jobs.ts';
import { workImports } from '../modules/imports/imports.jobs.ts';
import { workOrganisationDeletions } from '../modules/organisation-lifecycle/organisation-lifecycle.jobs.ts';
import { productImport } from '../modules/products/products-csv.usecases.ts';
import { fbaInventoryFollowsShipments } from '../modules/report-requests/fba-inventory-follows-shipments.jobs.ts';
import { amazonClients } from '../modules/report-requests/marketplace.client.ts';
import { workReportRequests } from '../modules/report-requests/report-requests.jobs.ts';
import { skuImport } from '../modules/skus/skus-csv.usecases.ts';
import { ledgerCheckFollowsStock, workLedgerChecks } from '../modules/stock-health/stock-health.jobs.ts';
import {
  problemScanFollowsChanges,
  workOrderProblemScans,
} from '../modules/store-orders/store-orders.jobs.ts';
import { supplierImport } from '../modules/suppliers/suppliers-csv.usecases.ts';
import { workEmptyDraftSweep } from '../modules/transfers/transfers.jobs.ts';

/**
 * Jobs earlier versions ran and this one does not, whose cron would otherwise keep queueing them
 * for no worker: `forecasts.sweep`, every minute (stock writes now reach the forecasts through the
 * outbox, decision 23).
 */
const RETIRED_QUEUES = ['forecasts.sweep'];

/**
 * Every kind of job this instance runs, with what each handler needs from the context. A module
 * declares its jobs (`defineJob`) and handlers; this is where they meet the queue.
 */
export async function workJobs({
  jobs,
  log,
  config,
  database,
}: Pick<AppContext, 'jobs' | 'log' | 'config' | 'database'>): Promise<void> {
  // The jobs' own connections (decision 26): a long scan or a report's import never holds one a
  // request waits for. Their files too: a report read from the database store streams on them.
  const db = database.workDb;
  const files = createFileStore({ config: config.files, db });
  await jobs.retire(...RETIRED_QUEUES);
  // First: follow-up work recorded while no instance ran is delivered at once (the queues of the
  // jobs consumers queue are made here; their workers register below).
  await workDomainEvents({
    db,
    database,
    jobs,
    log,
    consumers: [
      forecastsFollowChanges,
      problemScanFollowsChanges,
      disputesFollowReports,
      fbaInventoryFollowsShipments,
      ledgerCheckFollowsStock,
      slackNoticesConsumer({ appUrl: config.appUrl }),
    ],
  });
  await workImports({
    db,
    jobs,
    log,
    appliers: { products: productImport, skus: skuImport, suppliers: supplierImport },
  });
  await workEventNotifications({ db, jobs, log, appKey: config.appKey });
  await workOrderProblemScans({ db, jobs, log });
  await workDisputeReminders({ db, jobs, log });
  await workLedgerChecks({ db, jobs, log });
  await workEmptyDraftSweep({ db, jobs, log });
  await workOrganisationDeletions({
    db,
    jobs,
    log,
    files,
    // A third of the job timeout, as report processing's slices: a run ends long before then.
    sliceSeconds: Math.max(1, Math.floor(config.jobTimeoutSeconds / 3)),
  });
  await workForecasts({ db, jobs, log, threads: config.forecastThreads });
  // One client per connected source for all its jobs, so a token refreshed serves them all.
  // Their requests are taken from the sellers' token buckets in the database, shared by every
  // instance (decision 24).
  const clients = amazonClients(config.amazon, config.appKey, db);
  await workAmazonTokenRefresh({ db, jobs, log, clients });
  await workReportRequests({
    db,
    jobs,
    log,
    files,
    clients,
    pollSeconds: config.reports.pollSeconds,
    // A third of the job timeout: a slice ends (and commits) long before the queue would take
    // the job for lost and run it again beside it.
    sliceSeconds: Math.max(1, Math.floor(config.jobTimeoutSeconds / 3)),
  });
}
