import { STOCK_STATUS_VARIANTS, STOCK_STATUSES, type StockStatus } from '@backoffice/shared';
import { useMemo } from 'react';
import { type ChartTheme, useChartTheme } from '../../../lib/chart-theme.ts';
import { cssVariable, useAppliedAppearance } from '../../../lib/color-mode.ts';

/** Where each Bootstrap variant sits in the chart theme's palette (lib/chart-theme.ts). */
const PALETTE_INDEX: Record<string, number> = {
  primary: 0,
  success: 1,
  danger: 2,
  warning: 3,
  info: 4,
  secondary: 5,
};

export interface DashboardColours extends ChartTheme {
  /** The card's background: the gap drawn between pie and doughnut slices. */
  surface: string;
  /** Each stock status in its Bootstrap variant's colour (STOCK_STATUS_VARIANTS). */
  status: Record<StockStatus, string>;
}

/**
 * The chart theme plus what the dashboard's round charts need, read again whenever the colour mode
 * or accent theme changes (the canvases and the HTML legends beside them re-render with it).
 */
export function useDashboardColours(): DashboardColours {
  const theme = useChartTheme();
  const appearance = useAppliedAppearance();
  return useMemo(() => {
    const dark = appearance.mode === 'dark';
    const variantColour = (variant: string) => theme.palette[PALETTE_INDEX[variant] ?? 5] as string;
    const status = Object.fromEntries(
      STOCK_STATUSES.map((candidate) => [candidate, variantColour(STOCK_STATUS_VARIANTS[candidate])]),
    ) as Record<StockStatus, string>;
    // Out of stock and reorder now are both "danger": out of stock takes the other shade of it
    // (deeper on light, the base red on dark, each at least 3:1 on the card), so the slices differ.
    status.out_of_stock = dark
      ? cssVariable('--bs-danger', '#dc3545')
      : cssVariable('--bs-danger-text-emphasis', '#58151c');
    return {
      ...theme,
      surface: cssVariable('--bs-body-bg', dark ? '#212529' : '#ffffff'),
      status,
    };
  }, [theme, appearance]);
}
