import type { Dispute, DisputeAction } from '@backoffice/shared';
import type { MutationConfig } from '../../../lib/mutation-config.ts';
import { invalidateResources } from '../../../lib/query-keys.ts';
import {
  type RecordActionInput,
  type RecordActions,
  useRecordAction,
} from '../../../lib/use-record-action.ts';
import { disputePaths } from '../disputes-paths.ts';
import { DISPUTE_CHANGES } from './open-dispute.ts';

/** Submit takes the case id, reimburse the amount (the dialog's one field); reject and close nothing. */
export type DisputeActionBodies = Record<DisputeAction, Record<string, string> | undefined>;

export type DisputeActionInput = RecordActionInput<DisputeActionBodies>;

const DISPUTE_ACTIONS: RecordActions<Dispute, DisputeActionBodies> = {
  path: disputePaths.action,
  settle: (queryClient, _dispute, { organisationUlid }) =>
    invalidateResources(queryClient, organisationUlid, DISPUTE_CHANGES),
};

/** One lifecycle action (submit with a case id, reimburse with an amount, reject, close). */
export function useDisputeAction(config: MutationConfig<DisputeActionInput, Dispute> = {}) {
  return useRecordAction(DISPUTE_ACTIONS, config);
}
