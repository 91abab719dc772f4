import type { OrderTimelineEntry } from '@backoffice/shared';
import { formatDateTime } from '../../../lib/dates.ts';

/** What happened to an order, oldest first. */
export function OrderTimeline({ entries }: { entries: readonly OrderTimelineEntry[] }) {
  return (
    <ol
      className="list-unstyled border-start ps-3 mb-0"
      aria-label="Timeline"
      data-testid="store-order-timeline"
    >
      {entries.map((entry) => (
        <li key={`${entry.kind}-${entry.at}-${entry.text}`} className="mb-2">
          <div className="small text-body-secondary">
            <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
          </div>
          <div className={entry.kind === 'problem_detected' ? 'text-danger' : undefined}>{entry.text}</div>
        </li>
      ))}
    </ol>
  );
}
