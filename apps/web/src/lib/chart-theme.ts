import { useMemo } from 'react';
import { cssVariable, useAppliedAppearance } from './color-mode.ts';
import type { ColorMode } from './display-settings.ts';

export interface ChartTheme {
  /** The total's line and the legend: the body colour, so it shows on light and dark. */
  text: string;
  /** Axis ticks and titles: the muted text colour. */
  muted: string;
  grid: string;
  /** Series in turn (the stock chart's warehouses, the sales chart's figures): the theme's colours, each at least 3:1 on the card. */
  palette: string[];
}

/**
 * The warehouses' lines take Bootstrap's theme colours, so a theme that sets its own primary colour
 * colours the first warehouse with it. On dark backgrounds the `-text-emphasis` tints (made to be
 * read on them); on light ones the base colours, except warning and info, whose base colours are
 * too pale on white (under 2:1), so their darker emphasis shades. Fallbacks: Bootstrap 5.3's values.
 */
const PALETTE: Record<ColorMode, [variable: string, fallback: string][]> = {
  light: [
    ['--bs-primary', '#0d6efd'],
    ['--bs-success', '#198754'],
    ['--bs-danger', '#dc3545'],
    ['--bs-warning-text-emphasis', '#664d03'],
    ['--bs-info-text-emphasis', '#055160'],
    ['--bs-secondary', '#6c757d'],
  ],
  dark: [
    ['--bs-primary-text-emphasis', '#6ea8fe'],
    ['--bs-success-text-emphasis', '#75b798'],
    ['--bs-danger-text-emphasis', '#ea868f'],
    ['--bs-warning-text-emphasis', '#ffda6a'],
    ['--bs-info-text-emphasis', '#6edff6'],
    ['--bs-secondary-text-emphasis', '#a7acb1'],
  ],
};

/**
 * The chart's colours from the Bootstrap colour mode and theme. A canvas cannot use CSS variables, so
 * they are read when the chart renders and read again when the mode or the accent theme changes.
 */
export function useChartTheme(): ChartTheme {
  const appearance = useAppliedAppearance();
  return useMemo(() => {
    const mode = appearance.mode;
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
      palette: PALETTE[mode].map(([variable, fallback]) => cssVariable(variable, fallback)),
    };
  }, [appearance]);
}
