import { useQuery } from '@tanstack/react-query';
import { Col, Row } from 'react-bootstrap';
import { useSearchParams } from 'react-router';
import { countsQueryOptions } from '../../../lib/api/get-counts.ts';
import { useCurrentOrganisation } from '../../../lib/use-current-organisation.ts';
import { useUser } from '../../../lib/use-user.ts';
import {
  type DashboardRange,
  DEFAULT_DASHBOARD_RANGE,
  dashboardQueryOptions,
  isDashboardRange,
} from '../api/get-dashboard.ts';
import { stockSummaryQueryOptions } from '../api/get-stock-summary.ts';
import { AttentionCard } from '../components/attention-card.tsx';
import { DashboardCharts } from '../components/dashboard-charts.tsx';
import { DashboardKpis } from '../components/dashboard-kpis.tsx';
import { ReportSourcesCard } from '../components/report-sources-card.tsx';

/** The charts' range, kept in the URL (`?days=30`) so a reload or a shared link shows the same; the default is left out. */
function useDashboardRange(): [DashboardRange, (days: DashboardRange) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('days');
  const days = isDashboardRange(asked) ? asked : DEFAULT_DASHBOARD_RANGE;
  const setDays = (next: DashboardRange) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === DEFAULT_DASHBOARD_RANGE) updated.delete('days');
        else updated.set('days', next);
        return updated;
      },
      { replace: true },
    );
  return [days, setDays];
}

/**
 * "How is my business and what needs me today": headline figures, sales and stock over a range,
 * channels, stock health and warehouses, then the attention list and the report sources.
 */
export function DashboardPage() {
  const user = useUser();
  const { organisationUlid, organisation } = useCurrentOrganisation();
  const counts = useQuery(countsQueryOptions(organisationUlid));
  const summary = useQuery(stockSummaryQueryOptions(organisationUlid));
  const [days, setDays] = useDashboardRange();
  const series = useQuery(dashboardQueryOptions(organisationUlid, days));

  return (
    <div data-testid="dashboard">
      <h1 className="h3 mb-4">{organisation?.name ?? 'Dashboard'}</h1>
      <DashboardKpis organisationUlid={organisationUlid} counts={counts} summary={summary} />
      <DashboardCharts
        organisationUlid={organisationUlid}
        days={days}
        onDays={setDays}
        series={series}
        summary={summary}
      />
      <Row className="g-3">
        <Col xs={12} lg={6}>
          <AttentionCard
            organisationUlid={organisationUlid}
            greeting={user.name || user.email}
            counts={counts}
          />
        </Col>
        <Col xs={12} lg={6}>
          <ReportSourcesCard />
        </Col>
      </Row>
    </div>
  );
}
