import type {
  ReceiveTransferRequest,
  ResolveDiscrepancyRequest,
  ShipTransferRequest,
  Transfer,
  TransferTicketRequest,
} from '@backoffice/shared';
import type { MutationConfig } from '../../../lib/mutation-config.ts';
import { invalidateResources, TRANSFER_CHANGES } from '../../../lib/query-keys.ts';
import {
  type RecordActionInput,
  type RecordActions,
  useRecordAction,
} from '../../../lib/use-record-action.ts';
import { transferKeys } from '../transfers-keys.ts';
import { transferPaths } from '../transfers-paths.ts';

/**
 * What each action route takes. Ship: short of stock, 422 on items.N.quantity_shipped unless
 * allow_negative_stock. Receive: each item's quantity_received is the total so far, not the
 * increment. Close: receiving as it stands (short, a discrepancy). Cancel: a shipped transfer's
 * units not received go back to the origin.
 */
export type TransferActionBodies = {
  ship: ShipTransferRequest;
  receive: ReceiveTransferRequest;
  close: undefined;
  cancel: undefined;
  ticket: TransferTicketRequest;
  'resolve-discrepancy': ResolveDiscrepancyRequest;
};

export type TransferActionInput = RecordActionInput<TransferActionBodies>;

const TRANSFER_ACTIONS: RecordActions<Transfer, TransferActionBodies> = {
  path: transferPaths.action,
  // The answer goes straight into its detail, then everything it moves is refreshed (lists,
  // badges, stock, its timeline and ledger).
  settle: (queryClient, transfer, { organisationUlid, id }) => {
    queryClient.setQueryData(transferKeys.detail(organisationUlid, id), transfer);
    return invalidateResources(queryClient, organisationUlid, TRANSFER_CHANGES);
  },
};

export function useTransferAction(config: MutationConfig<TransferActionInput, Transfer> = {}) {
  return useRecordAction(TRANSFER_ACTIONS, config);
}
