import { FIELD_MESSAGES } from '@backoffice/shared';
import { fieldError } from '../../lib/app-error.ts';

/** The ledger's errors, each with its stable code. */
export const inventoryErrors = {
  /** A movement names a warehouse that is not the organisation's. */
  invalidWarehouse: () =>
    fieldError('inventory.invalid_warehouse', 'warehouse_id', FIELD_MESSAGES.invalidSelection('warehouse')),
  /** A movement names a SKU that is not the organisation's. */
  invalidSku: () => fieldError('inventory.invalid_sku', 'sku_id', FIELD_MESSAGES.invalidSelection('sku')),
};
