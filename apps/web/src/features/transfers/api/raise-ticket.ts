import type { Transfer, TransferTicketRequest } from '@backoffice/shared';
import type { MutationConfig } from '../../../lib/mutation-config.ts';
import { type TransferActionInput, transferAction, useTransferAction } from './transfer-action.ts';

/** Raises or updates the ticket with the carrier or marketplace (records who raised it and when). */
export const raiseTicket = transferAction<TransferTicketRequest>('ticket');

export function useRaiseTicket(
  config: MutationConfig<TransferActionInput<TransferTicketRequest>, Transfer> = {},
) {
  return useTransferAction(raiseTicket, config);
}
