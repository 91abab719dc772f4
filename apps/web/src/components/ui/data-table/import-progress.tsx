import type { Import } from '@backoffice/shared';
import { ProgressBar } from 'react-bootstrap';

/** Rows written so far; an import may still be running for a moment after its last row. */
function runningText({ processed, total }: Import): string {
  if (total > 0 && processed === total) return `all ${total.toLocaleString()} rows written, finishing…`;
  return `${processed.toLocaleString()} of ${total.toLocaleString()} rows written`;
}

/** An import under way: rows written so far (none known while it starts), "Queued" until it runs. */
export function ImportProgress({ running }: { running: Import | undefined }) {
  return (
    <div className="mt-3" data-testid="import-progress">
      <p className="mb-1">Importing… {running ? runningText(running) : ''}</p>
      <ProgressBar
        animated
        now={running && running.total > 0 ? (running.processed / running.total) * 100 : 0}
        label={running?.status === 'queued' ? 'Queued' : undefined}
        aria-label="Import progress"
      />
    </div>
  );
}
