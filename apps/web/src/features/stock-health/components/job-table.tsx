import type { JobState, StockHealthJob } from '@backoffice/shared';
import { RotateCw } from 'lucide-react';
import { Badge, Button, Spinner } from 'react-bootstrap';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table/index.ts';
import { When } from './when.tsx';

const STATES: Record<JobState, { label: string; bg: string; text?: 'dark'; className?: string }> = {
  created: { label: 'Queued', bg: 'secondary' },
  retry: { label: 'Waiting to retry', bg: 'warning', text: 'dark' },
  active: { label: 'Running', bg: 'info', text: 'dark' },
  completed: { label: 'Completed', bg: 'success' },
  cancelled: { label: 'Cancelled', bg: 'light', text: 'dark', className: 'border' },
  failed: { label: 'Failed', bg: 'danger' },
};

function JobStateBadge({ state }: { state: JobState }) {
  const variant = STATES[state];
  return (
    <Badge bg={variant.bg} text={variant.text} className={variant.className} data-testid="job-state">
      {variant.label}
    </Badge>
  );
}

/** `report-requests.process` → "Report requests: process". */
export const jobLabel = (name: string) => {
  const [area = name, ...rest] = name.split('.');
  const words = (text: string) => text.replace(/[-_]/g, ' ');
  const head = words(area);
  const label = head.charAt(0).toUpperCase() + head.slice(1);
  return rest.length ? `${label}: ${words(rest.join(' '))}` : label;
};

function columns({
  canRetry,
  retrying,
  onRetry,
}: {
  canRetry: boolean;
  retrying: string | null;
  onRetry: (job: StockHealthJob) => void;
}): DataTableColumn<StockHealthJob>[] {
  const list: DataTableColumn<StockHealthJob>[] = [
    {
      key: 'job',
      header: 'Job',
      cell: (job) => (
        <>
          <div className="fw-semibold" title={job.name}>
            {jobLabel(job.name)}
          </div>
          <div className="small text-body-secondary">
            <When value={job.completed_on ?? job.started_on ?? job.created_on} />
          </div>
        </>
      ),
    },
    { key: 'state', header: 'State', cell: (job) => <JobStateBadge state={job.state} /> },
    {
      key: 'attempts',
      header: 'Retries',
      align: 'end',
      cell: (job) => (
        <span title={`${job.retry_count} of ${job.retry_limit} retries used`}>
          {job.retry_count}/{job.retry_limit}
        </span>
      ),
    },
    {
      key: 'error',
      header: 'Error',
      className: 'text-break',
      cell: (job) =>
        job.error ? (
          <span className="small text-danger" data-testid="job-error">
            {job.error}
          </span>
        ) : (
          <span className="text-body-secondary">–</span>
        ),
    },
  ];
  if (!canRetry) return list;
  return [
    ...list,
    {
      key: 'retry',
      header: <span className="visually-hidden">Actions</span>,
      align: 'end',
      cell: (job) =>
        job.retryable && (
          <Button
            size="sm"
            variant="outline-primary"
            disabled={retrying === job.id}
            onClick={() => onRetry(job)}
            aria-label={`Retry ${jobLabel(job.name)}`}
          >
            {retrying === job.id ? (
              <Spinner as="span" animation="border" size="sm" aria-hidden="true" />
            ) : (
              <RotateCw aria-hidden="true" />
            )}
            Retry
          </Button>
        ),
    },
  ];
}

/** The recent jobs that failed, wait for a retry or were retried, newest first; admins may retry a failed one. */
export function JobTable({
  jobs,
  canRetry,
  retrying,
  onRetry,
}: {
  jobs: readonly StockHealthJob[];
  canRetry: boolean;
  retrying: string | null;
  onRetry: (job: StockHealthJob) => void;
}) {
  return (
    <DataTable
      label="Failed and retried jobs"
      columns={columns({ canRetry, retrying, onRetry })}
      rows={jobs}
      rowKey={(job) => job.id}
      rowTestId="job-row"
      emptyMessage="No job has failed or needed a retry lately."
      className="mb-0"
    />
  );
}
