/** Day arithmetic and the date formats Amazon's APIs and flat files use (all UTC). */

export const SECOND_MS = 1000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** Days since 1970-01-01 (UTC): the dataset is laid out on absolute days, so it does not move with the clock. */
export function dayOf(ms: number): number {
  return Math.floor(ms / DAY_MS);
}

export function startOfDay(day: number): number {
  return day * DAY_MS;
}

/** 2024-03-10T20:11:24Z, as the JSON APIs write dates. */
export function isoSeconds(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 19)}Z`;
}

/** 2024-03-10T20:11:24+00:00, as the order and returns flat files write dates. */
export function isoWithOffset(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 19)}+00:00`;
}

/** 2024-03-10T20:11:24+0000, the ledger's "Date and Time". */
export function isoCompactOffset(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 19)}+0000`;
}

/** 03/10/2024, the ledger's "Date". */
export function usDate(ms: number): string {
  const date = new Date(ms);
  const month = String(date.getUTCMonth() + 1).padStart(2, '0');
  const day = String(date.getUTCDate()).padStart(2, '0');
  return `${month}/${day}/${date.getUTCFullYear()}`;
}

/** 20240310T201124Z, the form of X-Amz-Date. */
export function amzDate(ms: number): string {
  return new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
}

/** Parses an ISO-8601 date-time; undefined when it is not one. */
export function parseIsoDate(text: string | null | undefined): number | undefined {
  if (!text || !/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(text)) return undefined;
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? undefined : ms;
}
