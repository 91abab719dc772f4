import type { ReportRequest } from '@backoffice/shared';
import { formatDay, formatDateTime as formatInstant } from '../../../lib/dates.ts';

/** The period a requested report covers, in local dates; an uploaded file says nothing of it. */
export function formatPeriod(request: Pick<ReportRequest, 'data_start_time' | 'data_end_time'>): string {
  const { data_start_time: start, data_end_time: end } = request;
  if (!start) return '—';
  return end ? `${formatDay(start)} – ${formatDay(end)}` : `From ${formatDay(start)}`;
}

export function formatDateTime(iso: string | null): string {
  return iso ? formatInstant(iso) : '—';
}

/** "850 ms", "42 s", "3 min 5 s", "2 h 10 min". */
export function formatDuration(milliseconds: number): string {
  if (milliseconds < 1_000) return `${Math.max(0, Math.round(milliseconds))} ms`;
  const seconds = Math.round(milliseconds / 1_000);
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return seconds % 60 === 0 ? `${minutes} min` : `${minutes} min ${seconds % 60} s`;
  const hours = Math.floor(minutes / 60);
  return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`;
}

/** From the request (or upload) to the end of processing; '—' until it has ended. */
export function requestDuration(request: Pick<ReportRequest, 'requested_at' | 'processed_at'>): string {
  if (!request.processed_at) return '—';
  return formatDuration(Date.parse(request.processed_at) - Date.parse(request.requested_at));
}

/** "12.4 MB", "830 KB", "512 B". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1_024) return `${bytes} B`;
  if (bytes < 1_024 * 1_024) return `${Math.round(bytes / 1_024)} KB`;
  return `${(bytes / 1_024 / 1_024).toFixed(1)} MB`;
}
