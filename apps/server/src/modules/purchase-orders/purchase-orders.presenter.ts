import {
  allowedPurchaseOrderActions,
  formatMinorUnits,
  lineTotalMinor,
  type PURCHASE_ORDER_CSV_COLUMNS,
  type PurchaseOrder,
  purchaseOrderDates,
  purchaseOrderTotals,
  type ShippingTimeMatch,
  skuDisplayName,
} from '@backoffice/shared';
import type { LineWithSku, PurchaseOrderListRow } from './purchase-orders.repository.ts';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** The figures a PO shows that are worked out from its lines and the supplier's times. */
function derived(row: PurchaseOrderListRow, lines: LineWithSku[], shipping: ShippingTimeMatch) {
  const dates = purchaseOrderDates({
    orderDate: row.order.orderDate,
    lines: lines.map((line) => ({
      productionLeadDays: line.productionLeadDays,
      bufferDays: line.bufferDays,
    })),
    shippingDays: shipping.days,
  });
  const money = lines.map(({ line }) => ({
    quantity: line.quantity,
    unitCost: line.unitCost,
    currency: line.currency,
  }));
  return { dates, totals: purchaseOrderTotals(money) };
}

/** Database rows to the PurchaseOrder contract; `withLines` on the detail. */
export function presentPurchaseOrder(
  row: PurchaseOrderListRow,
  lines: LineWithSku[],
  shipping: ShippingTimeMatch,
  { withLines }: { withLines: boolean },
): PurchaseOrder {
  const { order } = row;
  const { dates, totals } = derived(row, lines, shipping);
  return {
    id: order.id,
    organisation_id: order.organisationId,
    reference: order.reference,
    status: order.status,
    supplier: row.supplier,
    warehouse: row.warehouse,
    order_date: order.orderDate,
    notes: order.notes,
    production_lead_days: dates.productionLeadDays,
    buffer_days: dates.bufferDays,
    shipping_days: dates.shippingDays,
    shipping_code: shipping.code,
    expected_ready_date: dates.expectedReadyDate,
    expected_arrival_date: dates.expectedArrivalDate,
    line_count: lines.length,
    total_quantity: lines.reduce((sum, { line }) => sum + line.quantity, 0),
    total_received: lines.reduce((sum, { line }) => sum + line.quantityReceived, 0),
    totals: totals.map((total) => ({
      currency: total.currency,
      amount: formatMinorUnits(total.amount, total.currency),
    })),
    allowed_actions: allowedPurchaseOrderActions(order.status),
    ...(withLines
      ? {
          lines: lines.map(({ line, sku }) => ({
            id: line.id,
            sku: {
              id: sku.id,
              sku_id: sku.skuId,
              asin: sku.asin,
              display_name: skuDisplayName({ productName: sku.productName, skuId: sku.skuId }),
              product_id: sku.productId,
            },
            quantity: line.quantity,
            quantity_received: line.quantityReceived,
            quantity_in_case: line.quantityInCase,
            unit_cost: formatMinorUnits(BigInt(line.unitCost), line.currency),
            currency: line.currency,
            total: formatMinorUnits(lineTotalMinor(line), line.currency),
          })),
        }
      : {}),
    submitted_at: iso(order.submittedAt),
    confirmed_at: iso(order.confirmedAt),
    in_production_at: iso(order.inProductionAt),
    shipped_at: iso(order.shippedAt),
    received_at: iso(order.receivedAt),
    cancelled_at: iso(order.cancelledAt),
    created_at: order.createdAt.toISOString(),
    updated_at: order.updatedAt.toISOString(),
  };
}

type CsvRow = Record<(typeof PURCHASE_ORDER_CSV_COLUMNS.export)[number], string | number>;

/** The CSV rows of one PO: one per line (a PO without lines would still get one row). */
export function purchaseOrderCsvRows(
  row: PurchaseOrderListRow,
  lines: LineWithSku[],
  shipping: ShippingTimeMatch,
): CsvRow[] {
  const { dates } = derived(row, lines, shipping);
  const head = {
    id: row.order.id,
    reference: row.order.reference ?? '',
    status: row.order.status,
    order_date: row.order.orderDate,
    supplier: row.supplier.name,
    warehouse: row.warehouse.name,
    expected_ready_date: dates.expectedReadyDate,
    expected_arrival_date: dates.expectedArrivalDate,
  };
  if (lines.length === 0)
    return [
      {
        ...head,
        sku_id: '',
        quantity: '',
        quantity_received: '',
        unit_cost: '',
        currency: '',
        line_total: '',
      },
    ];
  return lines.map(({ line, sku }) => ({
    ...head,
    sku_id: sku.skuId,
    quantity: line.quantity,
    quantity_received: line.quantityReceived,
    unit_cost: formatMinorUnits(BigInt(line.unitCost), line.currency),
    currency: line.currency,
    line_total: formatMinorUnits(lineTotalMinor(line), line.currency),
  }));
}
