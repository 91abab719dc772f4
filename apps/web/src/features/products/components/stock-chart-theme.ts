import { useMemo } from 'react';
import { cssVariable, useAppliedColorMode } from '../../../lib/color-mode.ts';

export interface StockChartTheme {
  /** The total's line and the chart's text: the body colour, so it shows on light and dark. */
  text: string;
  /** Axis ticks and legend labels: the muted text colour. */
  muted: string;
  grid: string;
}

/**
 * The chart's colours from the Bootstrap colour mode. A canvas cannot use CSS variables, so they are
 * read when the chart renders and read again when the mode changes.
 */
export function useStockChartTheme(): StockChartTheme {
  const mode = useAppliedColorMode();
  return useMemo(() => {
    const dark = mode === 'dark';
    return {
      text: cssVariable('--bs-body-color', dark ? '#dee2e6' : '#212529'),
      muted: cssVariable(
        '--bs-secondary-color',
        dark ? 'rgba(222, 226, 230, 0.75)' : 'rgba(33, 37, 41, 0.75)',
      ),
      grid: cssVariable(
        '--bs-border-color-translucent',
        dark ? 'rgba(255, 255, 255, 0.15)' : 'rgba(0, 0, 0, 0.175)',
      ),
    };
  }, [mode]);
}
