import {
  STOCK_HEALTH_RECENT_JOBS,
  type StockHealth,
  type StockHealthJob,
  type StockHealthQuery,
} from '@backoffice/shared';
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
} from './stock-health.presenter.ts';
import { discrepancyList, healthSources, latestRequestsPerType } from './stock-health.repository.ts';

/**
 * The health of the organisation's stock data: its sources' syncs and latest reports, the
 * discrepancies between ledger and marketplace, and the ledger check, read in one tenant
 * transaction; then its jobs, from the queue. The queue is read after that transaction and
 * outside it: pg-boss's tables are not the tenant role's, and on the embedded database the
 * queue shares the one connection, which the transaction would hold.
 */
export async function showStockHealth({
  db,
  jobs,
  organisationId,
  query,
}: InOrganisation & { jobs: Pick<JobQueue, 'inspect'>; query: StockHealthQuery }): Promise<{
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
    const checkedAt = new Date();
    const ledger = await checkLedger({ db: tx, organisationId });
    return {
      sources: presentSources(sources, requests),
      discrepancies,
      ledger_check: presentLedgerCheck(ledger, checkedAt),
    };
  });
  const inspection = await jobs.inspect({ organisationId, recentLimit: STOCK_HEALTH_RECENT_JOBS });
  return { health: { ...data, jobs: presentJobs(inspection) } };
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
