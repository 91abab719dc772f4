import { SALES_INTERVALS } from '@backoffice/shared';
import { Card } from 'react-bootstrap';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/query-states.tsx';
import { SegmentedChoice } from '../../../components/ui/segmented-choice.tsx';
import { SALES_SPANS, useSalesChannelPerformance } from '../hooks/use-sales-channel-performance.ts';
import { ChannelSalesChart } from './channel-sales-chart.tsx';
import { ChannelTopSkus } from './channel-top-skus.tsx';
import { ChannelTotals } from './channel-totals.tsx';

/**
 * A channel's sales (issue 11): orders and units per day, week or month on a time axis, its
 * totals and returns rate, and its ten best-selling SKUs.
 */
export function SalesChannelPerformanceCard({
  organisationUlid,
  channelId,
}: {
  organisationUlid: string;
  channelId: number;
}) {
  const { interval, setInterval, performance } = useSalesChannelPerformance(organisationUlid, channelId);
  const data = performance.data;

  return (
    <Card className="mb-4" data-testid="sales-channel-performance">
      <Card.Header className="d-flex flex-wrap justify-content-between align-items-center gap-2">
        <h2 className="h5 mb-0">Sales</h2>
        <SegmentedChoice
          name="sales-interval"
          label="Interval"
          options={SALES_INTERVALS.map((value) => ({ value, label: SALES_SPANS[value].label }))}
          value={interval}
          onChange={setInterval}
        />
      </Card.Header>
      <Card.Body>
        {performance.isPending ? (
          <LoadingState label="Loading sales…" />
        ) : performance.isError || !data ? (
          <ErrorState message="The sales could not be loaded." onRetry={() => void performance.refetch()} />
        ) : data.series.length === 0 ? (
          <EmptyState>
            No orders on this channel in the last {SALES_SPANS[interval].days} days. Orders arrive with the
            marketplace's orders reports (Report Requests).
          </EmptyState>
        ) : (
          <>
            <ChannelTotals data={data} />
            <ChannelSalesChart data={data} interval={interval} />
            <ChannelTopSkus organisationUlid={organisationUlid} data={data} />
          </>
        )}
      </Card.Body>
    </Card>
  );
}
