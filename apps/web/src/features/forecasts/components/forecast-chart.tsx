import { Chart, Filler, type TooltipItem } from 'chart.js';
import { useChartTheme } from '../../../lib/chart-theme.ts';
import { Line } from '../../../lib/time-line-chart.ts';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import type { BandPoint, ForecastChartSeries } from './forecast-chart-data.ts';
import { EDGE, forecastDatasets } from './forecast-chart-datasets.ts';
import { formatRate } from './forecast-figures.tsx';

// The bands between the 80 and 95 % bounds are filled areas.
Chart.register(Filler);

/**
 * Demand per day on a time axis: the history sold (solid, its out-of-stock days marked), the
 * forecast (dashed) within its 80 % and 95 % bands, and the projected stock on a second axis.
 * For one sales channel (`channel`, its name) the series bring no bands and no stock: their
 * legend entries and the stock axis are left out. Colours come from the theme (light, dark and
 * the accent themes).
 */
export function ForecastChart({
  series,
  days,
  channel,
}: {
  series: ForecastChartSeries;
  days: number;
  channel?: string;
}) {
  const theme = useChartTheme();
  // A phone's axis has room for about four month labels.
  const wide = useMediaQuery('(min-width: 768px)');
  return (
    <div style={{ height: 320 }}>
      <Line
        role="img"
        aria-label={
          channel === undefined
            ? `Units a day: the last ${days} days sold and the next ${days} days forecast, with 80 and 95 % intervals and the projected stock`
            : `Units a day on ${channel}: the last ${days} days ordered and its share of the next ${days} days forecast`
        }
        options={{
          maintainAspectRatio: false,
          animation: false,
          interaction: { mode: 'nearest', axis: 'x', intersect: false },
          color: theme.muted,
          scales: {
            x: {
              type: 'time',
              min: series.min,
              max: series.max,
              time: { tooltipFormat: 'd MMM yyyy' },
              ticks: { color: theme.muted, maxTicksLimit: wide ? 8 : 4, maxRotation: 0, autoSkipPadding: 12 },
              grid: { color: theme.grid },
            },
            y: {
              beginAtZero: true,
              title: { display: true, text: 'Units / day', color: theme.muted },
              ticks: { color: theme.muted },
              grid: { color: theme.grid },
            },
            stock: {
              display: series.stock.length > 0,
              position: 'right',
              beginAtZero: true,
              title: { display: true, text: 'Stock', color: theme.muted },
              ticks: { color: theme.muted, precision: 0 },
              grid: { drawOnChartArea: false },
            },
          },
          plugins: {
            legend: {
              position: 'bottom',
              labels: {
                color: theme.text,
                boxWidth: 14,
                // Band edges, and series with nothing to draw (no stockouts, a channel's bands).
                filter: (item, data) =>
                  item.text !== EDGE && (data.datasets[item.datasetIndex ?? -1]?.data.length ?? 0) > 0,
              },
            },
            tooltip: {
              filter: (item) => item.dataset.label !== EDGE,
              callbacks: {
                label: (item: TooltipItem<'line'>) => {
                  const raw = item.raw as Partial<BandPoint> & { y: number };
                  const label = item.dataset.label ?? '';
                  return raw.lo === undefined
                    ? `${label}: ${formatRate(raw.y)}`
                    : `${label}: ${formatRate(raw.lo)}–${formatRate(raw.y)}`;
                },
              },
            },
          },
        }}
        data={{
          datasets: forecastDatasets(series, theme),
        }}
      />
    </div>
  );
}
