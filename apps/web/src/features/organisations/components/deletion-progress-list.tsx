import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Alert, CloseButton, ProgressBar } from 'react-bootstrap';
import { isApiError } from '../../../lib/api-error.ts';
import { organisationDeletionQueryOptions } from '../api/get-organisation-deletion.ts';
import { forgetDeletion } from '../organisation-deletions-store.ts';

/** Each deletion of `ids` with its progress, polled until done (DeletionProgressNotice). */
export function DeletionProgressList({ ids }: { ids: readonly number[] }) {
  return (
    <>
      {ids.map((id) => (
        <DeletionProgress key={id} deletionId={id} />
      ))}
    </>
  );
}

function DeletionProgress({ deletionId }: { deletionId: number }) {
  const deletion = useQuery(organisationDeletionQueryOptions(deletionId));
  // Not this user's (another account signed in on this browser), or no longer there.
  const notTheirs = isApiError(deletion.error) && deletion.error.status === 404;
  useEffect(() => {
    if (notTheirs) forgetDeletion(deletionId);
  }, [notTheirs, deletionId]);
  if (deletion.isError || !deletion.data) return null;
  const { organisation, status, percent, error } = deletion.data;
  const done = status === 'done';
  return (
    <Alert
      variant={done ? 'success' : 'secondary'}
      className="py-2 d-flex align-items-center gap-3"
      data-testid="organisation-deletion"
    >
      <div className="flex-grow-1" style={{ minWidth: 0 }}>
        <div className="text-break">
          {done ? (
            <>
              <strong>{organisation.name}</strong> was deleted, with all its data.
            </>
          ) : (
            <>
              Deleting <strong>{organisation.name}</strong>: its data is being removed ({percent} %).
            </>
          )}
        </div>
        {!done && (
          <ProgressBar
            now={percent}
            animated
            className="mt-1"
            style={{ height: '0.5rem' }}
            label={`${percent} %`}
            visuallyHidden
          />
        )}
        {!done && error && (
          <div className="small text-body-secondary mt-1">
            An attempt failed ({error}); it is tried again.
          </div>
        )}
      </div>
      {done && <CloseButton aria-label="Dismiss" onClick={() => forgetDeletion(deletionId)} />}
    </Alert>
  );
}
