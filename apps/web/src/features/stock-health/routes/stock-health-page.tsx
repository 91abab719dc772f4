import { href, type StockHealthJob, stockHealthQuerySchema } from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import { Cable, Plus } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Card, Col, Row } from 'react-bootstrap';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PageState } from '../../../components/ui/page-state.tsx';
import { EmptyState } from '../../../components/ui/query-states.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useCurrentOrganisation } from '../../../lib/use-current-organisation.ts';
import { STOCK_HEALTH_REFRESH_MS, stockHealthQueryOptions } from '../api/get-stock-health.ts';
import { useRetryJob } from '../api/retry-job.ts';
import { DiscrepancyTable } from '../components/discrepancy-table.tsx';
import { JobStats } from '../components/job-stats.tsx';
import { JobTable } from '../components/job-table.tsx';
import { LedgerCheckSummaryView } from '../components/ledger-check-summary.tsx';
import { SourceCard } from '../components/source-card.tsx';
import { When } from '../components/when.tsx';

const TITLE = 'Stock Health';

/** The discrepancy table's page and size, kept in the URL (`page`, `per_page`) like every list. */
function useDiscrepancyPage() {
  const [params, setParams] = useSearchParams();
  const parsed = stockHealthQuerySchema.safeParse(Object.fromEntries(params));
  const query = parsed.success ? parsed.data : stockHealthQuerySchema.parse({});
  const set = (changes: Record<string, number | undefined>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === undefined) next.delete(key);
        else next.set(key, String(value));
      }
      return next;
    });
  return {
    query,
    setPage: (page: number) => set({ page: page > 1 ? page : undefined }),
    setPerPage: (perPage: number) => set({ per_page: perPage, page: undefined }),
  };
}

function Section({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <section className="mb-4" aria-label={title} data-testid={testId}>
      <h2 className="h5 mb-3">{title}</h2>
      {children}
    </section>
  );
}

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
  const { sources, jobs, discrepancies, ledger_check: ledgerCheck } = health.data;

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

      <Section title="Sources" testId="health-sources">
        {sources.length === 0 ? (
          <Card>
            <EmptyState
              title="No report source yet"
              icon={Cable}
              action={
                canManage && (
                  <Link
                    to={href('report-sources.create', { organisation: organisationUlid })}
                    className="btn btn-primary"
                  >
                    <Plus aria-hidden="true" />
                    Connect a source
                  </Link>
                )
              }
            >
              Report sources bring in your orders, shipments and stock from Amazon or a 3PL; their syncs show
              here.
            </EmptyState>
          </Card>
        ) : (
          <Row xs={1} lg={2} className="g-3">
            {sources.map((source) => (
              <Col key={source.id}>
                <SourceCard
                  source={source}
                  organisationUlid={organisationUlid}
                  canManage={canManage}
                  canSync={can('editOperationalData')}
                />
              </Col>
            ))}
          </Row>
        )}
      </Section>

      <Section title="Jobs" testId="health-jobs">
        <JobStats jobs={jobs} />
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
      </Section>

      <Section title="Ledger vs marketplace" testId="health-discrepancies">
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
      </Section>
    </div>
  );
}
