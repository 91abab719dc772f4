import type { Transfer } from '@backoffice/shared';
import type { MutationConfig } from '../../../lib/mutation-config.ts';
import { type TransferActionInput, transferAction, useTransferAction } from './transfer-action.ts';

/** Closes receiving as it stands (a short close becomes a discrepancy). */
export const closeTransfer = transferAction<Record<string, never>>('close');

export function useCloseTransfer(
  config: MutationConfig<TransferActionInput<Record<string, never>>, Transfer> = {},
) {
  return useTransferAction(closeTransfer, config);
}
