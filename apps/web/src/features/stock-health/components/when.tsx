import { formatDateTime } from '../../../lib/dates.ts';
import { relativeTime } from './relative-time.ts';

/** A time as "5 minutes ago", the exact time on hover; `never` when there is none. */
export function When({ value, never = 'Never' }: { value: string | null; never?: string }) {
  if (!value) return <span className="text-body-secondary">{never}</span>;
  const exact = formatDateTime(value);
  return (
    <time dateTime={value} title={exact}>
      {relativeTime(value)}
    </time>
  );
}
