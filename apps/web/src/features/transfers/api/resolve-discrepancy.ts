import type { ResolveDiscrepancyRequest, Transfer } from '@backoffice/shared';
import type { MutationConfig } from '../../../lib/mutation-config.ts';
import { type TransferActionInput, transferAction, useTransferAction } from './transfer-action.ts';

/** Resolves a discrepancy with a note (records who and when). */
export const resolveDiscrepancy = transferAction<ResolveDiscrepancyRequest>('resolve-discrepancy');

export function useResolveDiscrepancy(
  config: MutationConfig<TransferActionInput<ResolveDiscrepancyRequest>, Transfer> = {},
) {
  return useTransferAction(resolveDiscrepancy, config);
}
