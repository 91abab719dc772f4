import {
  FORECAST_MODEL_LABELS,
  FORECAST_MODEL_SHORT_LABELS,
  type ForecastModelName,
} from '@backoffice/shared';
import { Badge } from 'react-bootstrap';
import { daysBetween, formatCalendarDay, type ReorderUrgency, reorderUrgency } from './forecast-days.ts';

/** What MASE means, said wherever it is shown. */
export const MASE_HINT =
  'MASE: the forecast’s error against repeating last week (seasonal naive) on the same backtest. Below 1 beats repeating last week; lower is better.';

const rateFormat = new Intl.NumberFormat(undefined, { maximumFractionDigits: 2 });
const scoreFormat = new Intl.NumberFormat(undefined, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const percentFormat = new Intl.NumberFormat(undefined, { style: 'percent', maximumFractionDigits: 0 });

export const formatRate = (value: number) => rateFormat.format(value);
export const formatScore = (value: number | null) => (value === null ? '—' : scoreFormat.format(value));
export const formatShare = (value: number | null) => (value === null ? '—' : percentFormat.format(value));

export function modelLabel(model: ForecastModelName | null): string {
  return model === null ? 'No forecast' : FORECAST_MODEL_LABELS[model];
}

export function shortModelLabel(model: ForecastModelName | null): string {
  return model === null ? 'No forecast' : FORECAST_MODEL_SHORT_LABELS[model];
}

/** A calendar day in the reader's style, its ISO day kept in `dateTime` for whoever reads it. */
export function CalendarDay({ day, testId }: { day: string; testId?: string }) {
  return (
    <time dateTime={day} data-testid={testId}>
      {formatCalendarDay(day)}
    </time>
  );
}

const URGENCY: Record<Exclude<ReorderUrgency, 'later'>, { className: string; badge: string; bg: string }> = {
  now: { className: 'text-danger-emphasis fw-semibold', badge: 'Reorder now', bg: 'danger' },
  soon: { className: 'text-warning-emphasis fw-semibold', badge: 'Within 2 weeks', bg: 'warning' },
};

/**
 * The last day to order so stock stays above its minimum: today is "Reorder now" and a past day
 * "Late by N days" (danger), within two weeks a warning, later plain.
 */
export function ReorderDate({ day, today }: { day: string | null; today: string }) {
  if (day === null) return <span className="text-body-secondary">—</span>;
  const urgency = reorderUrgency(day, today);
  const shown = urgency === 'later' ? null : URGENCY[urgency];
  // A date already past says by how much: the order is late, not merely due.
  const late = -daysBetween(today, day);
  const badge = urgency === 'now' && late > 0 ? `Late by ${late} day${late === 1 ? '' : 's'}` : shown?.badge;
  return (
    <span
      className={`text-nowrap ${shown?.className ?? ''}`}
      data-testid="forecast-reorder-date"
      data-urgency={urgency}
    >
      <CalendarDay day={day} />
      {shown && (
        <span className="d-block mt-1">
          <Badge bg={shown.bg} text={shown.bg === 'warning' ? 'dark' : undefined}>
            {badge}
          </Badge>
        </span>
      )}
    </span>
  );
}

/** The forecast's accuracy: MASE, coloured when it beats (or loses to) repeating last week. */
export function Mase({ value }: { value: number | null }) {
  const className = value !== null && value < 1 ? 'text-success-emphasis' : 'text-body-secondary';
  return (
    <span className={className} title={MASE_HINT}>
      MASE {formatScore(value)}
    </span>
  );
}
