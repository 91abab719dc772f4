import type { StockHealthJob } from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Card } from 'react-bootstrap';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PageState } from '../../../components/ui/page-state.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useCurrentOrganisation } from '../../../lib/use-current-organisation.ts';
import { STOCK_HEALTH_REFRESH_MS, stockHealthQueryOptions } from '../api/get-stock-health.ts';
import { useRetryJob } from '../api/retry-job.ts';
import { DatabaseStatisticsView } from '../components/database-statistics.tsx';
import { DiscrepancyTable } from '../components/discrepancy-table.tsx';
import { HealthSection } from '../components/health-section.tsx';
import { HealthSources } from '../components/health-sources.tsx';
import { JobStats } from '../components/job-stats.tsx';
import { JobTable } from '../components/job-table.tsx';
import { LedgerCheckSummaryView } from '../components/ledger-check-summary.tsx';
import { ThrottledJobs } from '../components/throttled-jobs.tsx';
import { When } from '../components/when.tsx';
import { useDiscrepancyPage } from '../hooks/use-discrepancy-page.ts';

const TITLE = 'Stock Health';

/**
 * Stock Health (DEBUGGING ▸ Health): the health of the stock data, not of the stock. Is each
 * source syncing, and did its last reports go through; are background jobs failing; and where
 * does the ledger disagree with what the marketplace last reported. Refreshes every 10 s.
 */
export function StockHealthPage() {
  const { organisationUlid, can } = useCurrentOrganisation();
  const canManage = can('manageReportSources');
  const page = useDiscrepancyPage();
  const health = useQuery(stockHealthQueryOptions(organisationUlid, page.query));
  const retry = useRetryJob();
  const [retrying, setRetrying] = useState<string | null>(null);

  if (!health.isSuccess) {
    return (
      <PageState
        title={TITLE}
        query={health}
        loading="Loading the health of your stock data…"
        error="The health of your stock data could not be loaded."
      />
    );
  }
  const { sources, jobs, discrepancies, ledger_check: ledgerCheck, statistics } = health.data;

  const onRetry = async (job: StockHealthJob) => {
    setRetrying(job.id);
    try {
      await retry.mutateAsync({ organisationUlid, jobId: job.id });
      notifySuccess('The job will run again.', 'Jobs');
    } catch {
      // The failure is shown as a toast by the query client.
    } finally {
      setRetrying(null);
    }
  };

  return (
    <div data-testid="stock-health-page">
      <PageHeader title={TITLE}>
        <span className="small text-body-secondary" aria-live="off">
          Updated <When value={new Date(health.dataUpdatedAt).toISOString()} />, refreshes every{' '}
          {STOCK_HEALTH_REFRESH_MS / 1000} s
        </span>
      </PageHeader>

      <HealthSection title="Sources" testId="health-sources">
        <HealthSources
          sources={sources}
          organisationUlid={organisationUlid}
          canManage={canManage}
          canSync={can('editOperationalData')}
        />
      </HealthSection>

      <HealthSection title="Jobs" testId="health-jobs">
        <JobStats jobs={jobs} />
        <ThrottledJobs jobs={jobs.throttled} />
        <Card>
          <Card.Header>
            <h3 className="h6 mb-0">Failed and retried</h3>
          </Card.Header>
          <JobTable
            jobs={jobs.recent}
            canRetry={canManage}
            retrying={retrying}
            onRetry={(job) => void onRetry(job)}
          />
        </Card>
      </HealthSection>

      <HealthSection title="Ledger vs marketplace" testId="health-discrepancies">
        <div className="mb-3">
          <LedgerCheckSummaryView check={ledgerCheck} />
        </div>
        <Card>
          <Card.Header>
            <h3 className="h6 mb-0">Quantities the marketplace reported differently</h3>
          </Card.Header>
          <DiscrepancyTable
            organisationUlid={organisationUlid}
            discrepancies={discrepancies}
            loading={health.isPlaceholderData}
            onPageChange={page.setPage}
            onPerPageChange={page.setPerPage}
          />
        </Card>
      </HealthSection>

      <HealthSection title="Database" testId="health-database">
        <DatabaseStatisticsView statistics={statistics} />
      </HealthSection>
    </div>
  );
}
