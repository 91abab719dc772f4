import {
  DEFAULT_CURRENCY,
  isCurrencyCode,
  nextTransferStatus,
  STATUS_UPDATES,
  type TransferRequest,
  type TransferStatus,
  toMinorUnits,
} from '@backoffice/shared';
import type { Executor } from '../../db/client.ts';
import { FieldErrorBag, fieldError } from '../../lib/app-error.ts';
import { fulfillmentCentersExist } from '../fulfillment-centers/fulfillment-centers.facts.ts';
import { reportSourcesExist } from '../report-sources/report-sources.facts.ts';
import { skusExist } from '../skus/skus.facts.ts';
import { warehousesExist } from '../warehouses/warehouses.facts.ts';
import { holdsNothing } from './transfer-content.domain.ts';
import { transferErrors } from './transfers.errors.ts';
import type { ItemValues, TransferItemWithSku, TransferValues } from './transfers.repository.ts';
import type { TransferRow } from './transfers.tables.ts';

/** Whether a transfer's items may still change: until stock has moved (or it was cancelled). */
export function itemsEditable(transfer: Pick<TransferRow, 'shippedAt' | 'status'>): boolean {
  return transfer.shippedAt === null && transfer.status !== 'CANCELLED';
}

/** The status an edit asks for, checked against the machine; undefined when it stays. */
function requestedStatus(
  input: TransferRequest,
  current: Pick<TransferRow, 'status' | 'shippedAt'>,
  errors: FieldErrorBag,
): TransferStatus | undefined {
  if (input.status === undefined || input.status === current.status) return undefined;
  const action = STATUS_UPDATES[input.status as keyof typeof STATUS_UPDATES];
  if (!action) {
    errors.add(transferErrors.statusNotSettable(input.status));
    return undefined;
  }
  const state = { status: current.status, shipped: current.shippedAt !== null };
  if (nextTransferStatus(state, action) === null) {
    errors.add(
      transferErrors.illegalTransition(
        action,
        current.status,
        Object.values(STATUS_UPDATES).filter((each) => nextTransferStatus(state, each) !== null),
      ),
    );
    return undefined;
  }
  return input.status;
}

function shippingCostValues(
  input: TransferRequest,
  current: Pick<TransferRow, 'shippingCost' | 'shippingCostCurrency'> | undefined,
  errors: FieldErrorBag,
): Pick<TransferValues, 'shippingCost' | 'shippingCostCurrency'> {
  if (input.shipping_cost === undefined && input.shipping_cost_currency === undefined) return {};
  const currency = input.shipping_cost_currency ?? current?.shippingCostCurrency ?? DEFAULT_CURRENCY;
  if (!isCurrencyCode(currency)) {
    errors.add(
      fieldError(
        'transfers.unknown_currency',
        'shipping_cost_currency',
        'The shipping cost currency must be an ISO 4217 code such as USD.',
      ),
    );
    return {};
  }
  if (input.shipping_cost === undefined) return { shippingCostCurrency: currency };
  if (input.shipping_cost === null) return { shippingCost: null, shippingCostCurrency: currency };
  const minor = toMinorUnits(input.shipping_cost, currency);
  if (minor === undefined) {
    errors.add(
      fieldError(
        'transfers.too_many_decimals',
        'shipping_cost',
        `The shipping cost has more decimals than ${currency} allows.`,
      ),
    );
    return {};
  }
  return { shippingCost: minor, shippingCostCurrency: currency };
}

/** The items as stored, checked: ulids and SKUs once each, SKUs of the organisation. */
async function itemValues(
  db: Executor,
  organisationId: number,
  items: NonNullable<TransferRequest['items']>,
  errors: FieldErrorBag,
): Promise<ItemValues[]> {
  const owned = await skusExist(db, { organisationId, ids: items.map((item) => item.sku_id) });
  const ulids = new Set<string>();
  const skus = new Set<number>();
  items.forEach((item, index) => {
    if (ulids.has(item.ulid)) errors.add(transferErrors.ulidListedTwice(index));
    if (!owned.has(item.sku_id)) errors.add(transferErrors.invalidSku(index));
    else if (skus.has(item.sku_id)) errors.add(transferErrors.skuListedTwice(index));
    ulids.add(item.ulid);
    skus.add(item.sku_id);
  });
  return items.map((item) => ({
    ulid: item.ulid,
    skuId: item.sku_id,
    quantityShipped: item.quantity_shipped,
    quantityExpected: item.quantity_expected ?? item.quantity_shipped,
    quantityInCase: item.quantity_in_case ?? null,
  }));
}

/** Whether `items` say exactly what is stored (a shipped transfer saved as it was read). */
function sameItems(items: ItemValues[], stored: TransferItemWithSku[]): boolean {
  if (items.length !== stored.length) return false;
  const byUlid = new Map(stored.map(({ item }) => [item.ulid, item]));
  return items.every((item) => {
    const current = byUlid.get(item.ulid);
    return (
      current !== undefined &&
      current.skuId === item.skuId &&
      current.quantityShipped === item.quantityShipped &&
      current.quantityExpected === item.quantityExpected &&
      current.quantityInCase === item.quantityInCase
    );
  });
}

export interface CheckedTransferRequest {
  values: TransferValues;
  /** The items to upsert, when the request changes them. */
  items?: ItemValues[];
  /** The status the request moves to, when it asks for a change. */
  status?: TransferStatus;
}

/**
 * A create or update request checked against the organisation's data and the transfer's state,
 * all problems at once (422), into the values to store. `current` is the locked transfer on update.
 */
export async function checkTransferRequest(
  db: Executor,
  {
    organisationId,
    input,
    current,
  }: {
    organisationId: number;
    input: TransferRequest;
    current?: { row: TransferRow; items: TransferItemWithSku[] };
  },
): Promise<CheckedTransferRequest> {
  const errors = new FieldErrorBag();
  const row = current?.row;
  const warehouseIds = [input.outgoing_warehouse_id, input.destination_warehouse_id].filter(
    (id): id is number => typeof id === 'number',
  );
  const ownedWarehouses = await warehousesExist(db, { organisationId, ids: warehouseIds });
  for (const field of ['outgoing_warehouse_id', 'destination_warehouse_id'] as const) {
    const id = input[field];
    if (typeof id === 'number' && !ownedWarehouses.has(id))
      errors.add(transferErrors.invalidWarehouse(field));
  }
  const originId =
    input.outgoing_warehouse_id !== undefined ? input.outgoing_warehouse_id : row?.outgoingWarehouseId;
  const destinationId =
    input.destination_warehouse_id !== undefined
      ? input.destination_warehouse_id
      : row?.destinationWarehouseId;
  if (originId != null && originId === destinationId) errors.add(transferErrors.sameWarehouse());
  const movedPlaces =
    (input.outgoing_warehouse_id !== undefined && input.outgoing_warehouse_id !== row?.outgoingWarehouseId) ||
    (input.destination_warehouse_id !== undefined &&
      input.destination_warehouse_id !== row?.destinationWarehouseId);
  if (row && !itemsEditable(row) && movedPlaces) errors.add(transferErrors.itemsFrozen());
  if (
    typeof input.fulfillment_center_id === 'number' &&
    !(await fulfillmentCentersExist(db, { organisationId, ids: [input.fulfillment_center_id] })).size
  )
    errors.add(transferErrors.invalidFulfillmentCenter());
  if (
    typeof input.report_source_id === 'number' &&
    !(await reportSourcesExist(db, { organisationId, ids: [input.report_source_id] })).size
  )
    errors.add(transferErrors.invalidReportSource());

  let items: ItemValues[] | undefined;
  if (input.items) {
    const checked = await itemValues(db, organisationId, input.items, errors);
    if (current && !itemsEditable(current.row)) {
      if (!sameItems(checked, current.items)) errors.add(transferErrors.itemsFrozen());
    } else {
      const stored = new Map(current?.items.map(({ item }) => [item.ulid, item.skuId]));
      checked.forEach((item, index) => {
        const sku = stored.get(item.ulid);
        if (sku !== undefined && sku !== item.skuId) errors.add(transferErrors.itemSkuChanged(index));
      });
      items = checked;
    }
  }
  const status = requestedStatus(input, row ?? { status: 'DRAFT', shippedAt: null }, errors);
  const cost = shippingCostValues(input, row, errors);

  const values: TransferValues = {
    ...cost,
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.from !== undefined ? { fromName: input.from } : {}),
    ...(input.outgoing_warehouse_id !== undefined
      ? { outgoingWarehouseId: input.outgoing_warehouse_id }
      : {}),
    ...(input.destination_warehouse_id !== undefined
      ? { destinationWarehouseId: input.destination_warehouse_id }
      : {}),
    ...(input.fulfillment_center_id !== undefined
      ? { fulfillmentCenterId: input.fulfillment_center_id }
      : {}),
    ...(input.report_source_id !== undefined ? { reportSourceId: input.report_source_id } : {}),
    ...(input.shipment_id !== undefined ? { shipmentId: input.shipment_id } : {}),
    ...(input.destination_url !== undefined ? { destinationUrl: input.destination_url } : {}),
    ...(input.auto_import !== undefined ? { autoImport: input.auto_import } : {}),
    ...(input.courier !== undefined ? { courier: input.courier } : {}),
    ...(input.tracking_number !== undefined ? { trackingNumber: input.tracking_number } : {}),
    ...(input.shipping_date !== undefined ? { shippingDate: input.shipping_date } : {}),
    ...(input.shipping_days !== undefined ? { shippingDays: input.shipping_days } : {}),
    ...(input.outgoing_order_id !== undefined ? { outgoingOrderId: input.outgoing_order_id } : {}),
    ...(input.outgoing_order_number !== undefined
      ? { outgoingOrderNumber: input.outgoing_order_number }
      : {}),
    ...(status ? { status } : {}),
  };
  // What the transfer would hold once saved: a save never creates or leaves an empty one.
  const itemCount = items?.length ?? current?.items.length ?? 0;
  if (holdsNothing({ ...row, ...values }, itemCount)) errors.add(transferErrors.empty(current === undefined));
  errors.throwIfAny();
  return { values, items, status };
}
