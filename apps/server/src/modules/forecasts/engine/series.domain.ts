/**
 * A daily demand series of one SKU: units per day from `firstDay` (a UTC day number, days since
 * 1970-01-01) on. A day the SKU was out of stock is NaN: its demand is unknown (sales were capped
 * by stock), not zero, so models skip it instead of learning that nobody wanted the item.
 */
export interface DailySeries {
  firstDay: number;
  values: Float64Array;
}

export const WEEK = 7;

export function isObserved(value: number): boolean {
  return !Number.isNaN(value);
}

/** 0 = Sunday … 6 = Saturday, as Date#getUTCDay, for a UTC day number. */
export function weekdayOf(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

/** Day number of 1 January of the year holding `day`, cached per year: models ask for every day. */
const yearStarts = new Map<number, number>();
function startOfYear(year: number): number {
  let start = yearStarts.get(year);
  if (start === undefined) {
    start = Date.UTC(year, 0, 1) / 86_400_000;
    yearStarts.set(year, start);
  }
  return start;
}

/** 0 … 364 (365 on 31 December of a leap year), from a UTC day number. */
export function dayOfYearOf(day: number): number {
  let year = 1970 + Math.floor(day / 365.2425);
  if (startOfYear(year) > day) year--;
  else if (startOfYear(year + 1) <= day) year++;
  return day - startOfYear(year);
}

/** The day of the year of `length` days from `firstDay` on, counted along instead of looked up day by day. */
export function daysOfYear(firstDay: number, length: number): Uint16Array {
  const doys = new Uint16Array(length);
  let doy = dayOfYearOf(firstDay);
  let year = new Date(firstDay * 86_400_000).getUTCFullYear();
  let yearLength = startOfYear(year + 1) - startOfYear(year);
  for (let t = 0; t < length; t++) {
    if (doy === yearLength) {
      doy = 0;
      year++;
      yearLength = startOfYear(year + 1) - startOfYear(year);
    }
    doys[t] = doy++;
  }
  return doys;
}

export function observedCount(values: ArrayLike<number>): number {
  let count = 0;
  for (let i = 0; i < values.length; i++) if (isObserved(values[i] as number)) count++;
  return count;
}

/** The series' first `length` days, as a series of its own (a training window). */
export function headOf(series: DailySeries, length: number): DailySeries {
  return { firstDay: series.firstDay, values: series.values.subarray(0, length) };
}

export function seriesOf(firstDay: number, values: readonly number[]): DailySeries {
  return { firstDay, values: Float64Array.from(values) };
}
