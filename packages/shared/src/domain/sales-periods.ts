import type { SalesInterval } from '../contracts/sales-channels.ts';

/**
 * The periods of a sales series (UTC days as `YYYY-MM-DD`), as PostgreSQL's `date_trunc` makes
 * them: a day, an ISO week from its Monday, a calendar month from its first.
 */

const DAY_MS = 86_400_000;
const toDate = (day: string) => new Date(`${day}T00:00:00Z`);
const toDay = (date: Date) => date.toISOString().slice(0, 10);

/** The first day of the period `day` falls in. */
export function periodStart(day: string, interval: SalesInterval): string {
  const date = toDate(day);
  if (interval === 'week') return toDay(new Date(date.getTime() - ((date.getUTCDay() + 6) % 7) * DAY_MS));
  if (interval === 'month') return `${day.slice(0, 7)}-01`;
  return day;
}

/** The first day of the period after the one starting on `start`. */
export function nextPeriod(start: string, interval: SalesInterval): string {
  const date = toDate(start);
  if (interval === 'month')
    return toDay(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1)));
  return toDay(new Date(date.getTime() + (interval === 'week' ? 7 : 1) * DAY_MS));
}

/** Whether the period starting on `start` runs past `to`: its figures so far are not its whole. */
export function isPeriodPartial(start: string, interval: SalesInterval, to: string): boolean {
  return nextPeriod(start, interval) > nextPeriod(to, 'day');
}

/**
 * Every period from the first with sales through the one holding `to`, a period without sales
 * as `empty(period)`: a line over the series then drops to zero where nothing sold instead of
 * drawing straight across the gap. Before the first sale nothing is known, so nothing is added.
 */
export function fillPeriods<Point extends { period: string }>(
  points: readonly Point[],
  { to, interval, empty }: { to: string; interval: SalesInterval; empty: (period: string) => Point },
): Point[] {
  const first = points[0];
  if (!first) return [];
  const byPeriod = new Map(points.map((point) => [point.period, point]));
  const last = periodStart(to, interval);
  const filled: Point[] = [];
  for (let period = first.period; period <= last; period = nextPeriod(period, interval))
    filled.push(byPeriod.get(period) ?? empty(period));
  return filled;
}
