import { formatDay } from '../../../lib/dates.ts';

const rateFormat = new Intl.NumberFormat(undefined, { maximumFractionDigits: 2 });
export const dash = <span className="text-body-secondary">—</span>;

export const units = (value: number | null) => (value === null ? dash : value.toLocaleString());
export const rate = (value: number | null) => (value === null ? dash : rateFormat.format(value));

/** A calendar day (YYYY-MM-DD) shown at local midnight: every reader sees the day the server meant. */
export function CalendarDay({ day }: { day: string | null }) {
  if (day === null) return dash;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return <time dateTime={day}>{formatDay(new Date(year, month - 1, date))}</time>;
}
