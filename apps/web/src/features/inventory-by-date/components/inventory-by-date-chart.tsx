import { Card } from 'react-bootstrap';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/query-states.tsx';
import { SegmentedChoice } from '../../../components/ui/segmented-choice.tsx';
import { useInventorySeries } from '../hooks/use-inventory-series.ts';
import type { ChartSpan } from './inventory-days.ts';
import { InventoryLineChart } from './inventory-line-chart.tsx';

export const CHART_SPANS: Record<ChartSpan, string> = { '90d': '90 days', '1y': '1 year' };

/**
 * Total units held at the end of each day (each week over a year) on a time axis, with the value
 * per currency on a second axis. Clicking a point picks its day for the list below; the picked
 * day's points are drawn larger.
 */
export function InventoryByDateChart({
  organisationUlid,
  warehouseId,
  span,
  onSpanChange,
  selectedDate,
  onPickDate,
  today,
}: {
  organisationUlid: string;
  warehouseId: number | undefined;
  span: ChartSpan;
  onSpanChange: (span: ChartSpan) => void;
  selectedDate: string | undefined;
  onPickDate: (date: string) => void;
  /** The reader's today, YYYY-MM-DD: the chart's last day. */
  today: string;
}) {
  const series = useInventorySeries(organisationUlid, { span, today, warehouseId });
  const data = series.data;
  const empty = (data?.points ?? []).every(
    (point) => point.units === 0 && point.values.every((value) => value.amount === '0.00'),
  );

  return (
    <Card className="mb-3" data-testid="inventory-chart">
      <Card.Header className="d-flex flex-wrap justify-content-between align-items-center gap-2">
        <h2 className="h5 mb-0">Stock over time</h2>
        <SegmentedChoice
          name="inventory-span"
          label="Chart period"
          options={(Object.keys(CHART_SPANS) as ChartSpan[]).map((value) => ({
            value,
            label: CHART_SPANS[value],
          }))}
          value={span}
          onChange={onSpanChange}
        />
      </Card.Header>
      <Card.Body>
        {series.isPending ? (
          <LoadingState label="Loading stock over time…" />
        ) : series.isError || !data ? (
          <ErrorState
            message="The stock over time could not be loaded."
            onRetry={() => void series.refetch()}
          />
        ) : empty ? (
          <EmptyState>No stock in the last {CHART_SPANS[span]}.</EmptyState>
        ) : (
          <InventoryLineChart data={data} selectedDate={selectedDate} onPickDate={onPickDate} />
        )}
      </Card.Body>
    </Card>
  );
}
