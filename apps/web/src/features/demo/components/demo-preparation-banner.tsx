import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Alert, ProgressBar } from 'react-bootstrap';
import { useCurrentOrganisation } from '../../../lib/use-current-organisation.ts';
import { demoPreparationQueryOptions } from '../api/get-demo-preparation.ts';

/**
 * While a first start fills the demo organisation (after the server began answering), its
 * screens say so, with how far it is: a seller who signs in at once sees why the lists are still
 * short. When it finishes, every query of the organisation is refreshed, so the screens fill.
 */
export function DemoPreparationBanner() {
  const { organisationUlid, organisation } = useCurrentOrganisation();
  const queryClient = useQueryClient();
  const preparation = useQuery({ ...demoPreparationQueryOptions(organisationUlid), enabled: !!organisation });
  const data = preparation.data;
  const filling = !!data && data.finished_at === null;
  const wasFilling = useRef(false);

  useEffect(() => {
    if (filling) wasFilling.current = true;
    else if (wasFilling.current && data?.finished_at) {
      wasFilling.current = false;
      void queryClient.invalidateQueries({
        predicate: (query) =>
          query.queryKey[0] === 'organisations' &&
          query.queryKey[1] === organisationUlid &&
          query.queryKey[2] !== 'demo-preparation',
      });
    }
  }, [filling, data?.finished_at, organisationUlid, queryClient]);

  if (!data) return null;
  if (data.failure)
    return (
      <Alert variant="warning" data-testid="demo-preparation-banner">
        The demo organisation could not be finished ({data.failure}). Restart the server to make it again.
      </Alert>
    );
  if (!filling) return null;
  const percent = Math.round((data.steps_done / Math.max(1, data.steps)) * 100);
  return (
    <Alert variant="info" data-testid="demo-preparation-banner" className="py-2">
      <p className="mb-1">
        <strong>Your demo organisation is being prepared.</strong> {data.step} (step {data.steps_done + 1} of{' '}
        {data.steps}). The screens fill in as it goes; this takes under a minute.
      </p>
      <ProgressBar now={percent} label={`${percent}%`} visuallyHidden style={{ height: '0.5rem' }} />
    </Alert>
  );
}
