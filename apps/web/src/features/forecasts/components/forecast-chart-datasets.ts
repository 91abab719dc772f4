import type { ChartData } from 'chart.js';
import type { ChartTheme } from '../../../lib/chart-theme.ts';
import { type BandPoint, type ForecastChartSeries, translucent } from './forecast-chart-data.ts';

/** A band's lower edge: drawn only as the floor its upper edge fills down to, not in the legend. */
export const EDGE = '';

/**
 * The forecast chart's series, back to front: each band's edge and fill (95 % then 80 %), the
 * forecast (dashed), the history sold, its out-of-stock days and the projected stock on its own axis.
 */
export function forecastDatasets(
  series: ForecastChartSeries,
  theme: ChartTheme,
): ChartData<'line'>['datasets'] {
  const [demand, stock, danger] = [theme.palette[0], theme.palette[1], theme.palette[2]] as [
    string,
    string,
    string,
  ];
  const edge = (data: BandPoint[]) => ({
    label: EDGE,
    data: data.map((point) => ({ x: point.x, y: point.lo })),
    borderWidth: 0,
    pointRadius: 0,
    pointHitRadius: 0,
    fill: false,
  });
  const band = (label: string, data: BandPoint[], alpha: number) => ({
    label,
    data,
    borderWidth: 0,
    pointRadius: 0,
    borderColor: translucent(demand, alpha),
    backgroundColor: translucent(demand, alpha),
    fill: '-1',
  });
  return [
    edge(series.band95),
    band('95 % interval', series.band95, 0.12),
    edge(series.band80),
    band('80 % interval', series.band80, 0.24),
    {
      label: 'Forecast',
      data: series.forecast,
      borderColor: demand,
      backgroundColor: demand,
      borderWidth: 2,
      borderDash: [6, 4],
      pointRadius: 0,
    },
    {
      label: 'Sold',
      data: series.history,
      borderColor: demand,
      backgroundColor: demand,
      borderWidth: 1.5,
      pointRadius: 0,
    },
    {
      label: 'Out of stock',
      data: series.stockouts,
      borderColor: danger,
      backgroundColor: danger,
      showLine: false,
      pointStyle: 'crossRot',
      pointRadius: 4,
      pointBorderWidth: 2,
    },
    {
      label: 'Projected stock',
      data: series.stock,
      yAxisID: 'stock',
      borderColor: stock,
      backgroundColor: stock,
      borderWidth: 1.5,
      pointRadius: 0,
      stepped: true,
    },
  ];
}
