import type { Transfer } from '@backoffice/shared';
import type { MutationConfig } from '../../../lib/mutation-config.ts';
import { type TransferActionInput, transferAction, useTransferAction } from './transfer-action.ts';

/** Cancels; a shipped transfer's units not received go back to the origin. */
export const cancelTransfer = transferAction<Record<string, never>>('cancel');

export function useCancelTransfer(
  config: MutationConfig<TransferActionInput<Record<string, never>>, Transfer> = {},
) {
  return useTransferAction(cancelTransfer, config);
}
