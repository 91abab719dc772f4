import {
  FIELD_MESSAGES,
  PURCHASE_ORDER_STATUS_LABELS,
  type PurchaseOrderAction,
  type PurchaseOrderStatus,
} from '@backoffice/shared';
import { AppError, fieldError } from '../../lib/app-error.ts';

/** The purchase orders' errors, each with its stable code. */
export const purchaseOrderErrors = {
  invalidSupplier: () =>
    fieldError(
      'purchase_orders.invalid_supplier',
      'supplier_id',
      FIELD_MESSAGES.invalidSelection('supplier id'),
    ),
  invalidWarehouse: () =>
    fieldError(
      'purchase_orders.invalid_warehouse',
      'warehouse_id',
      FIELD_MESSAGES.invalidSelection('warehouse id'),
    ),
  invalidSku: (index: number) =>
    fieldError(
      'purchase_orders.invalid_sku',
      `lines.${index}.sku_id`,
      FIELD_MESSAGES.invalidSelection('sku id'),
    ),
  skuListedTwice: (index: number) =>
    fieldError('purchase_orders.sku_listed_twice', `lines.${index}.sku_id`, 'The SKU is listed twice.'),
  /** The unit cost has more decimals than its currency has (e.g. 1.5 JPY). */
  invalidUnitCost: (index: number, currency: string) =>
    fieldError(
      'purchase_orders.invalid_unit_cost',
      `lines.${index}.unit_cost`,
      `The unit cost has more decimals than ${currency} allows.`,
    ),
  /** An action the PO's status does not allow: nothing changes; the allowed ones are listed. */
  illegalTransition: (
    status: PurchaseOrderStatus,
    action: PurchaseOrderAction | 'edit' | 'delete',
    allowed: string[],
  ) => {
    const message = `A purchase order that is ${PURCHASE_ORDER_STATUS_LABELS[status].toLowerCase()} cannot ${action === 'edit' ? 'be edited' : action === 'delete' ? 'be deleted' : `take the action ${action}`}. ${allowed.length ? `Allowed: ${allowed.join(', ')}.` : 'No action is allowed any more.'}`;
    return new AppError(422, 'purchase_orders.illegal_transition', message, { status: [message] });
  },
  unknownLine: (index: number) =>
    fieldError(
      'purchase_orders.unknown_line',
      `lines.${index}.line_id`,
      FIELD_MESSAGES.invalidSelection('line id'),
    ),
  lineListedTwice: (index: number) =>
    fieldError('purchase_orders.line_listed_twice', `lines.${index}.line_id`, 'The line is listed twice.'),
  overReceipt: (index: number, outstanding: number) =>
    fieldError(
      'purchase_orders.over_receipt',
      `lines.${index}.quantity`,
      outstanding === 0
        ? 'Every unit of this line has been received.'
        : `Only ${outstanding} more unit${outstanding === 1 ? '' : 's'} of this line can be received.`,
    ),
};
