import type { REPORT_SOURCE_TYPES } from '@backoffice/shared';

/** What each kind of report source is called on screen (the source form, the dashboard's list). */
export const REPORT_SOURCE_TYPE_LABELS: Record<(typeof REPORT_SOURCE_TYPES)[number], string> = {
  amazon: 'Amazon (Selling Partner API)',
  three_pl: '3PL warehouse',
  manual: 'Manual (CSV uploads)',
};
