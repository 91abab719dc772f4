import type { UseQueryResult } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { ErrorState, LoadingState } from '../../../components/ui/query-states.tsx';

// Chart.js is loaded with the first chart that has something to draw, not with the screen.
const canvases = () => import('./dashboard-canvases.tsx');
export const TimeSeriesChart = lazy(() => canvases().then((module) => ({ default: module.TimeSeriesChart })));
export const WarehouseBarChart = lazy(() =>
  canvases().then((module) => ({ default: module.WarehouseBarChart })),
);
export const StockHealthChart = lazy(() =>
  canvases().then((module) => ({ default: module.StockHealthChart })),
);
export const ChannelsChart = lazy(() => canvases().then((module) => ({ default: module.ChannelsChart })));

/** The chart's box: a fixed height, so the card keeps its size on a phone and while Chart.js loads. */
export function ChartFrame({ height, children }: { height: number; children: ReactNode }) {
  return (
    <div className="position-relative" style={{ height }}>
      <Suspense fallback={<LoadingState label="Drawing the chart…" />}>{children}</Suspense>
    </div>
  );
}

/** The card's body for its query: loading, failed with "Try again", or the data. */
export function Loaded<T>({
  query,
  what,
  children,
}: {
  query: UseQueryResult<T>;
  what: string;
  children: (data: T) => ReactNode;
}) {
  if (query.data !== undefined) return children(query.data);
  if (query.isError) {
    return <ErrorState message={`The ${what} could not be loaded.`} onRetry={() => void query.refetch()} />;
  }
  return <LoadingState label={`Loading the ${what}…`} />;
}

export const TIME_CHART_HEIGHT = 240;
export const ROUND_CHART_HEIGHT = 200;
