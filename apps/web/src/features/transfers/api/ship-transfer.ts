import type { ShipTransferRequest, Transfer } from '@backoffice/shared';
import type { MutationConfig } from '../../../lib/mutation-config.ts';
import { type TransferActionInput, transferAction, useTransferAction } from './transfer-action.ts';

/** Ships: stock leaves the origin. Short of stock, 422 on items.N.quantity_shipped unless allow_negative_stock. */
export const shipTransfer = transferAction<ShipTransferRequest>('ship');

export function useShipTransfer(
  config: MutationConfig<TransferActionInput<ShipTransferRequest>, Transfer> = {},
) {
  return useTransferAction(shipTransfer, config);
}
