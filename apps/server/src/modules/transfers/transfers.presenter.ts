import {
  allowedTransferActions,
  fromMinorUnits,
  PROBLEM_MESSAGES,
  skuDisplayName,
  type Transfer,
  type TransferEvent,
  type TransferItem,
  transferProblems,
  transferTotals,
} from '@backoffice/shared';
import type { TransferItemWithSku, TransferListRow, transferEventsOf } from './transfers.repository.ts';
import type { TransferRow } from './transfers.tables.ts';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function presentItem({ item, sku, productName }: TransferItemWithSku): TransferItem {
  return {
    id: item.id,
    ulid: item.ulid,
    sku_id: item.skuId,
    sku: {
      id: sku.id,
      sku_id: sku.skuId,
      asin: sku.asin,
      display_name: skuDisplayName({ productName, skuId: sku.skuId }),
    },
    quantity_shipped: item.quantityShipped,
    quantity_received: item.quantityReceived,
    quantity_expected: item.quantityExpected,
    quantity_in_case: item.quantityInCase,
  };
}

/**
 * Database rows to the Transfer contract on `today` (problems depend on the day). With `items`
 * (the transfer's own screen) the totals are the shared transferTotals of them; a list row shows
 * the totals stored from the same function when its items last changed.
 */
export function presentTransfer(
  row: TransferListRow,
  today: string,
  items?: TransferItemWithSku[],
): Transfer {
  const { transfer } = row;
  const presentedItems = items?.map(presentItem);
  const totals = presentedItems
    ? transferTotals(presentedItems)
    : {
        total_shipped: transfer.totalShipped,
        total_received: transfer.totalReceived,
        total_expected: transfer.totalExpected,
      };
  const facts = {
    ...totals,
    status: transfer.status,
    expected_delivery_date: transfer.expectedDeliveryDate,
    received_date: transfer.receivedDate,
    resolved_discrepancy: transfer.resolvedDiscrepancy,
  };
  return {
    id: transfer.id,
    name: transfer.name,
    status: transfer.status,
    from: transfer.fromName,
    outgoing_warehouse_id: transfer.outgoingWarehouseId,
    outgoing_warehouse: row.origin,
    destination_warehouse_id: transfer.destinationWarehouseId,
    destination_warehouse: row.destination,
    fulfillment_center_id: transfer.fulfillmentCenterId,
    fulfillment_center: row.fulfillmentCenter,
    report_source_id: transfer.reportSourceId,
    shipment_id: transfer.shipmentId,
    destination_url: transfer.destinationUrl,
    auto_import: transfer.autoImport,
    courier: transfer.courier,
    tracking_number: transfer.trackingNumber,
    shipping_cost:
      transfer.shippingCost === null
        ? null
        : fromMinorUnits(transfer.shippingCost, transfer.shippingCostCurrency),
    shipping_cost_currency: transfer.shippingCostCurrency,
    shipping_date: transfer.shippingDate,
    shipping_days: transfer.shippingDays,
    expected_delivery_date: transfer.expectedDeliveryDate,
    received_date: transfer.receivedDate,
    outgoing_order_id: transfer.outgoingOrderId,
    outgoing_order_number: transfer.outgoingOrderNumber,
    ticket_number: transfer.ticketNumber,
    ticket_status: transfer.ticketStatus,
    ticket_raised_at: iso(transfer.ticketRaisedAt),
    ticket_raised_by: row.ticketRaisedBy,
    resolved_discrepancy: transfer.resolvedDiscrepancy,
    discrepancy_note: transfer.discrepancyNote,
    resolved_discrepancy_at: iso(transfer.resolvedDiscrepancyAt),
    resolved_by: row.resolvedBy,
    shipped_at: iso(transfer.shippedAt),
    closed_at: iso(transfer.closedAt),
    ...totals,
    item_count: presentedItems?.length ?? transfer.itemCount,
    problems: transferProblems(facts, today).map((problem) => ({
      problem,
      message: PROBLEM_MESSAGES[problem],
    })),
    allowed_actions: allowedTransferActions({
      status: transfer.status,
      shipped: transfer.shippedAt !== null,
    }),
    ...(presentedItems ? { items: presentedItems } : {}),
    created_at: transfer.createdAt.toISOString(),
    updated_at: transfer.updatedAt.toISOString(),
  };
}

export function presentTransferEvent({
  event,
  user,
}: Awaited<ReturnType<typeof transferEventsOf>>[number]): TransferEvent {
  return {
    id: event.id,
    type: event.type,
    from_status: event.fromStatus,
    to_status: event.toStatus,
    note: event.note,
    user: user && user.id !== null ? { id: user.id, name: user.name } : null,
    occurred_at: event.occurredAt.toISOString(),
  };
}

/** One row of GET /transfers/export.csv. */
export function transferCsvRow(transfer: Transfer): Record<string, string> {
  return {
    id: String(transfer.id),
    name: transfer.name ?? '',
    status: transfer.status,
    origin: transfer.outgoing_warehouse?.name ?? transfer.from ?? '',
    destination: [transfer.destination_warehouse?.name, transfer.fulfillment_center?.name]
      .filter(Boolean)
      .join(' / '),
    shipping_date: transfer.shipping_date ?? '',
    expected_delivery_date: transfer.expected_delivery_date ?? '',
    total_shipped: String(transfer.total_shipped),
    total_received: String(transfer.total_received),
    courier: transfer.courier ?? '',
    tracking_number: transfer.tracking_number ?? '',
    problems: transfer.problems.map((problem) => problem.message).join('; '),
  };
}

export type { TransferRow };
