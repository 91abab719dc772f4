import { disputeListQuerySchema } from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useListQuery } from '../../../lib/use-list-query.ts';
import {
  disputeCandidatesQueryOptions,
  disputeListQueryOptions,
  disputeTotalsQueryOptions,
} from '../api/get-disputes.ts';

/** The disputes list (its state in the URL), the totals, and the page of findings shown. */
export function useDisputesData(organisationUlid: string) {
  const list = useListQuery(disputeListQuerySchema, { defaults: { sortDesc: true } });
  const disputes = useQuery(disputeListQueryOptions(organisationUlid, list.requestParams));
  const totals = useQuery(disputeTotalsQueryOptions(organisationUlid));
  // The findings follow the list's transfer filter ("Disputes of this transfer"): that transfer's
  // only, so "Open dispute" opens one of it; their page starts again when the filter changes.
  const transferId = list.query.transfer_id;
  const [candidatePaging, setCandidatePaging] = useState({ transferId, page: 1 });
  const candidatePage = candidatePaging.transferId === transferId ? candidatePaging.page : 1;
  const candidates = useQuery(disputeCandidatesQueryOptions(organisationUlid, candidatePage, transferId));
  return {
    list,
    disputes,
    totals,
    candidates,
    onCandidatePage: (page: number) => setCandidatePaging({ transferId, page }),
  };
}
