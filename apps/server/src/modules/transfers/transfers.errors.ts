import { FIELD_MESSAGES, type TransferAction, type TransferStatus } from '@backoffice/shared';
import { AppError, fieldError } from '../../lib/app-error.ts';

const ACTION_NAMES: Record<TransferAction, string> = {
  mark_draft: 'back to draft',
  mark_ready: 'mark ready',
  ship: 'ship',
  mark_in_transit: 'mark in transit',
  mark_delivered: 'mark delivered',
  receive: 'receive',
  close: 'close',
  cancel: 'cancel',
  mark_error: 'mark as error',
};

/** The transfers' errors, each with its stable code. */
export const transferErrors = {
  /** The status machine does not allow `action` now: says what it does allow. */
  illegalTransition: (action: TransferAction, status: TransferStatus, allowed: TransferAction[]) => {
    const message = `A ${status} transfer cannot ${ACTION_NAMES[action]}. Allowed now: ${
      allowed.length ? allowed.map((each) => ACTION_NAMES[each]).join(', ') : 'nothing'
    }.`;
    return new AppError(422, 'transfers.illegal_transition', message, { status: [message] });
  },
  /**
   * A create or save that would leave the transfer with nothing in it (no name, place, shipping
   * detail or item): not a transfer (issue 28). Said on the name, the first field of the form.
   */
  empty: (creating: boolean) =>
    fieldError(
      'transfers.empty',
      'name',
      creating
        ? 'Fill in something first (a name, a warehouse or an item): a transfer with nothing in it is not saved.'
        : 'A transfer keeps something (a name, a warehouse or an item); to drop this draft, delete it.',
    ),
  statusNotSettable: (status: TransferStatus) =>
    fieldError(
      'transfers.status_not_settable',
      'status',
      `The status ${status} follows an action (ship, receive, close or cancel), not an edit.`,
    ),
  invalidWarehouse: (field: 'outgoing_warehouse_id' | 'destination_warehouse_id') =>
    fieldError(
      'transfers.invalid_warehouse',
      field,
      FIELD_MESSAGES.invalidSelection(field.replace(/_/g, ' ')),
    ),
  sameWarehouse: () =>
    fieldError(
      'transfers.same_warehouse',
      'destination_warehouse_id',
      'The destination must differ from the origin.',
    ),
  invalidFulfillmentCenter: () =>
    fieldError(
      'transfers.invalid_fulfillment_center',
      'fulfillment_center_id',
      FIELD_MESSAGES.invalidSelection('fulfillment center id'),
    ),
  invalidReportSource: () =>
    fieldError(
      'transfers.invalid_report_source',
      'report_source_id',
      FIELD_MESSAGES.invalidSelection('report source id'),
    ),
  shipmentTaken: () =>
    fieldError('transfers.shipment_taken', 'shipment_id', FIELD_MESSAGES.taken('shipment id')),
  invalidSku: (index: number) =>
    fieldError('transfers.invalid_sku', `items.${index}.sku_id`, FIELD_MESSAGES.invalidSelection('sku id')),
  skuListedTwice: (index: number) =>
    fieldError('transfers.sku_listed_twice', `items.${index}.sku_id`, 'The SKU is listed twice.'),
  ulidListedTwice: (index: number) =>
    fieldError('transfers.ulid_listed_twice', `items.${index}.ulid`, 'The ulid is listed twice.'),
  itemsFrozen: () =>
    fieldError(
      'transfers.items_frozen',
      'items',
      'The items cannot change once the transfer has shipped; receive them instead.',
    ),
  itemSkuChanged: (index: number) =>
    fieldError(
      'transfers.item_sku_changed',
      `items.${index}.sku_id`,
      'An item keeps its SKU: remove it and add a new one instead.',
    ),
  /** Shipping needs these before any stock can move. */
  missingForShipping: (field: 'outgoing_warehouse_id' | 'destination_warehouse_id' | 'items') =>
    fieldError(
      'transfers.missing_for_shipping',
      field,
      field === 'items'
        ? 'A transfer needs at least one item to ship.'
        : `The ${field.replace(/_id$/, '').replace(/_/g, ' ')} is required to ship.`,
    ),
  insufficientStock: (index: number, available: number, warehouse: string) =>
    fieldError(
      'transfers.insufficient_stock',
      `items.${index}.quantity_shipped`,
      `Only ${available} in stock at ${warehouse}.`,
    ),
  unknownItem: (index: number) =>
    fieldError('transfers.unknown_item', `items.${index}.ulid`, 'The transfer has no item with this ulid.'),
  noDiscrepancy: () =>
    fieldError(
      'transfers.no_discrepancy',
      'discrepancy_note',
      'The transfer has no open discrepancy: received equals shipped, receiving is still going on, or it was resolved.',
    ),
  notShipped: () =>
    fieldError(
      'transfers.not_shipped',
      'ticket_number',
      'A ticket can be raised once the transfer has shipped.',
    ),
  notADraft: () =>
    new AppError(422, 'transfers.not_a_draft', 'Only a draft transfer can be deleted; cancel it instead.', {
      status: ['Only a draft transfer can be deleted; cancel it instead.'],
    }),
};
