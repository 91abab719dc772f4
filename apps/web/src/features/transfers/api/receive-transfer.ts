import type { ReceiveTransferRequest, Transfer } from '@backoffice/shared';
import type { MutationConfig } from '../../../lib/mutation-config.ts';
import { type TransferActionInput, transferAction, useTransferAction } from './transfer-action.ts';

/** Receives: each item's quantity_received is the total so far, not the increment; close ends receiving. */
export const receiveTransfer = transferAction<ReceiveTransferRequest>('receive');

export function useReceiveTransfer(
  config: MutationConfig<TransferActionInput<ReceiveTransferRequest>, Transfer> = {},
) {
  return useTransferAction(receiveTransfer, config);
}
