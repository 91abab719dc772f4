import { formatDay } from '../../../lib/dates.ts';

/**
 * Forecasts speak in calendar days (YYYY-MM-DD) of the organisation's time zone, not instants:
 * these helpers compare and shift them as days, and show them in the reader's style.
 */
const DAY_MS = 86_400_000;

/** Days from one calendar day to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Today's calendar day in a time zone (the browser's when none is known yet). */
export function todayIn(timeZone?: string, now: Date = new Date()): string {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).formatToParts(now);
  } catch {
    // A zone this browser does not know: its own zone is the nearest guess.
    return todayIn(undefined, now);
  }
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** A calendar day at local midnight: the reader sees the day the server meant, whatever their zone. */
export function localDate(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date);
}

export const formatCalendarDay = (day: string): string => formatDay(localDate(day));

/** How soon the last day to order is: today or past, within two weeks, or later. */
export type ReorderUrgency = 'now' | 'soon' | 'later';
export const REORDER_SOON_DAYS = 14;

export function reorderUrgency(reorderDate: string, today: string): ReorderUrgency {
  const days = daysBetween(today, reorderDate);
  if (days <= 0) return 'now';
  return days <= REORDER_SOON_DAYS ? 'soon' : 'later';
}
