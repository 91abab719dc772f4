import {
  STOCK_HEALTH_RECENT_JOBS,
  type StockHealth,
  type StockHealthJob,
  type StockHealthQuery,
} from '@backoffice/shared';
import type { Driver, Executor } from '../../db/client.ts';
import { statisticsUpkeep } from '../../db/maintenance.ts';
import { inTenant } from '../../db/tenant-transaction.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { notFound } from '../../lib/app-error.ts';
import { listPage } from '../../lib/list-page.ts';
import type { InOrganisation } from '../../lib/use-case.ts';
import { checkLedger } from '../stock-health/check-ledger.usecase.ts';
import {
  presentDiscrepancies,
  presentJob,
  presentJobs,
  presentLedgerCheck,
  presentSources,
  presentStatistics,
} from './stock-health.presenter.ts';
import {
  discrepancyList,
  findLedgerCheck,
  healthSources,
  latestRequestsPerType,
  saveLedgerCheck,
} from './stock-health.repository.ts';
import type { LedgerCheckRow } from './stock-health.tables.ts';

/**
 * The health of the organisation's stock data: its sources' syncs and latest reports, the
 * discrepancies between ledger and marketplace, and the ledger check, read in one tenant
 * transaction; then its jobs, from the queue. The queue is read after that transaction and
 * outside it: pg-boss's tables are not the tenant role's, and on the embedded database the
 * queue shares the one connection, which the transaction would hold.
 */
export async function showStockHealth({
  db,
  driver,
  jobs,
  organisationId,
  query,
}: InOrganisation & {
  driver: Driver;
  jobs: Pick<JobQueue, 'inspect'>;
  query: StockHealthQuery;
}): Promise<{
  health: StockHealth;
}> {
  const data = await inTenant(db, organisationId, async (tx) => {
    const sources = await healthSources(tx, { organisationId });
    const requests = await latestRequestsPerType(tx, { organisationId });
    const discrepancies = await listPage(
      { page: query.page, per_page: query.per_page, sort: 'difference', sortDesc: true },
      discrepancyList(tx, { organisationId }),
      presentDiscrepancies,
    );
    // The stored check (a job keeps it within the hour of a stock change); the first time, now.
    const ledger =
      (await findLedgerCheck(tx, { organisationId })) ?? (await checkAndStoreLedger(tx, organisationId));
    return {
      sources: presentSources(sources, requests),
      discrepancies,
      ledger_check: presentLedgerCheck(ledger),
      statistics: presentStatistics(await statisticsUpkeep(tx, driver)),
    };
  });
  const inspection = await jobs.inspect({ organisationId, recentLimit: STOCK_HEALTH_RECENT_JOBS });
  return { health: { ...data, jobs: presentJobs(inspection) } };
}

/**
 * Runs the ledger check of one organisation (every stock figure against the sum of its movements)
 * and stores the result as its latest, in the caller's tenant transaction.
 */
export async function checkAndStoreLedger(tx: Executor, organisationId: number): Promise<LedgerCheckRow> {
  const result = await checkLedger({ db: tx, organisationId });
  const row: LedgerCheckRow = {
    organisationId,
    checked: result.checked,
    stockMismatches: result.mismatches.length,
    totalMismatches: result.totalMismatches.length,
    countMismatches: result.countMismatches.length,
    checkedAt: new Date(),
  };
  await saveLedgerCheck(tx, row);
  return row;
}

/** Runs a failed job of the organisation again; 404 for any other job (not its own, or not failed). */
export async function retryStockJob({
  jobs,
  organisationId,
  id,
}: {
  jobs: Pick<JobQueue, 'retry'>;
  organisationId: number;
  id: string;
}): Promise<{ job: StockHealthJob }> {
  const job = await jobs.retry(id, { organisationId });
  if (!job) throw notFound();
  return { job: presentJob(job) };
}
