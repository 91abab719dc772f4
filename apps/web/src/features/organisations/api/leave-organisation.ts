import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/mutation-config.ts';
import { organisationPaths } from '../organisations-paths.ts';

export interface LeaveOrganisationInput {
  organisationUlid: string;
  /** The user's own id: leaving is removing oneself from the team. */
  userId: number;
}

/**
 * DELETE …/team/{own id}. The last owner is refused (422 on `member`, saying what to do instead).
 * The caller moves to another organisation, then drops this one from the user (useMoveOnFrom).
 */
export function leaveOrganisation({ organisationUlid, userId }: LeaveOrganisationInput): Promise<void> {
  return apiClient.delete(organisationPaths.member(organisationUlid, userId));
}

export function useLeaveOrganisation(config: MutationConfig<LeaveOrganisationInput, void> = {}) {
  // The dialog shows a refusal itself, beside the button that asked.
  return useMutation({ ...config, mutationFn: leaveOrganisation, meta: { errorHandling: 'inline' } });
}
