import { FIELD_MESSAGES } from '@backoffice/shared';
import { fieldError } from '../../lib/app-error.ts';

/** The ledger's and the stock charts' errors, each with its stable code. */
export const inventoryErrors = {
  /** A movement names a warehouse that is not the organisation's. */
  invalidWarehouse: () =>
    fieldError('inventory.invalid_warehouse', 'warehouse_id', FIELD_MESSAGES.invalidSelection('warehouse')),
  /** A movement names a SKU that is not the organisation's. */
  invalidSku: () => fieldError('inventory.invalid_sku', 'sku_id', FIELD_MESSAGES.invalidSelection('sku')),
  reversedRange: () =>
    fieldError('inventory.reversed_range', 'from', 'The from date must be on or before the to date.'),
  rangeTooLong: (maxDays: number) =>
    fieldError('inventory.range_too_long', 'from', `The range must not be longer than ${maxDays} days.`),
};
