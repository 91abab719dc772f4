import type { StockHealthThrottledJob } from '@backoffice/shared';
import { Alert } from 'react-bootstrap';
import { jobLabel } from './job-table.tsx';
import { When } from './when.tsx';

/**
 * Jobs Amazon's rate limit keeps sending back (put back 10 times, or for over an hour): nothing
 * failed, but Amazon's rate for the seller is too low for the work asked of it. Nothing when none.
 */
export function ThrottledJobs({ jobs }: { jobs: readonly StockHealthThrottledJob[] }) {
  if (jobs.length === 0) return null;
  return (
    <Alert variant="warning" className="mb-3" data-testid="throttled-jobs">
      <Alert.Heading as="h3" className="h6">
        Waiting for Amazon's rate limit
      </Alert.Heading>
      <p className="small mb-2">
        Amazon allows only so many requests a second for each seller; these jobs keep being put back until it
        allows more. They run on their own when it does.
      </p>
      <ul className="small mb-0 ps-3">
        {jobs.map((job) => (
          <li key={job.id} data-testid="throttled-job">
            <span className="fw-semibold" title={job.name}>
              {jobLabel(job.name)}
            </span>
            : put back {job.deferrals} {job.deferrals === 1 ? 'time' : 'times'} since{' '}
            <When value={job.since} />, runs again <When value={job.start_after} />
            {job.reason ? <div className="text-body-secondary text-break">{job.reason}</div> : null}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
