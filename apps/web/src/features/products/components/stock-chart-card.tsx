import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Card } from 'react-bootstrap';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/query-states.tsx';
import { SegmentedChoice } from '../../../components/ui/segmented-choice.tsx';
import { useChartTheme } from '../../../lib/chart-theme.ts';
import { Line } from '../../../lib/time-line-chart.ts';
import { stockDataQueryOptions } from '../api/get-stock-data.ts';
import { rangeEndingOn, STOCK_RANGES, stockSeries, stockTimeAxis } from './stock-chart-data.ts';

/** Stock over time: the total and each warehouse, one point a day, over a chosen period. */
export function StockChartCard({
  organisationUlid,
  productId,
}: {
  organisationUlid: string;
  productId: number;
}) {
  const [days, setDays] = useState<number>(90);
  const range = useMemo(() => rangeEndingOn(new Date(), days), [days]);
  const stock = useQuery(stockDataQueryOptions(organisationUlid, productId, range));
  const theme = useChartTheme();
  const series = stock.data ? stockSeries(stock.data, { total: theme.text, palette: theme.palette }) : [];
  const xAxis = stockTimeAxis(days);

  return (
    <Card className="mb-4" data-testid="stock-chart">
      <Card.Header className="d-flex flex-wrap justify-content-between align-items-center gap-2">
        <h2 className="h5 mb-0">Stock over time</h2>
        <SegmentedChoice
          name="stock-range"
          label="Period"
          options={STOCK_RANGES.map(({ days, label }) => ({ value: days, label }))}
          value={days}
          onChange={setDays}
        />
      </Card.Header>
      <Card.Body>
        {stock.isPending ? (
          <LoadingState label="Loading stock history…" />
        ) : stock.isError ? (
          <ErrorState message="The stock history could not be loaded." onRetry={() => void stock.refetch()} />
        ) : series.every((line) => line.points.length === 0) ? (
          <EmptyState>No stock history in this period.</EmptyState>
        ) : (
          <div style={{ height: 320 }}>
            <Line
              role="img"
              aria-label={`Stock over the last ${days} days, total and per warehouse`}
              options={{
                maintainAspectRatio: false,
                animation: false,
                interaction: { mode: 'index', intersect: false },
                color: theme.muted,
                scales: {
                  x: {
                    ...xAxis,
                    ticks: { ...xAxis.ticks, color: theme.muted },
                    grid: { color: theme.grid },
                  },
                  y: {
                    beginAtZero: true,
                    title: { display: true, text: 'Units', color: theme.muted },
                    ticks: { color: theme.muted },
                    grid: { color: theme.grid },
                  },
                },
                plugins: { legend: { position: 'bottom', labels: { color: theme.text } } },
              }}
              data={{
                datasets: series.map((line) => ({
                  label: line.label,
                  data: line.points,
                  borderColor: line.colour,
                  backgroundColor: line.colour,
                  borderWidth: line.total ? 3 : 1.5,
                  pointRadius: 0,
                  stepped: true,
                  order: line.total ? 0 : 1,
                })),
              }}
            />
          </div>
        )}
      </Card.Body>
    </Card>
  );
}
