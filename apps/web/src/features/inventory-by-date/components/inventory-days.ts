/** The chart's spans: the last 90 days (a point per day) or the last year (a point per week). */
export type ChartSpan = '90d' | '1y';
export const CHART_SPAN_DAYS: Record<ChartSpan, number> = { '90d': 90, '1y': 365 };

const pad = (number: number) => String(number).padStart(2, '0');

/** A date as the reader's calendar day, YYYY-MM-DD (not UTC's, as toISOString would give). */
export function localDay(date: Date = new Date()): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The reader's midnight starting a YYYY-MM-DD day, for a time axis drawn in their time zone. */
export function dayTime(day: string): number {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(year, month - 1, date).getTime();
}

/** The span's first and last day, ending today. */
export function chartRange(span: ChartSpan, today: string): { from: string; to: string } {
  const [year = 1970, month = 1, date = 1] = today.split('-').map(Number);
  return { from: localDay(new Date(year, month - 1, date - (CHART_SPAN_DAYS[span] - 1))), to: today };
}

export function isChartSpan(value: string | null): value is ChartSpan {
  return value === '90d' || value === '1y';
}
