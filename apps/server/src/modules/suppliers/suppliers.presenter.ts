import type { SUPPLIER_CSV_COLUMNS, Supplier } from '@backoffice/shared';
import type { SupplierListRow } from './suppliers.repository.ts';
import type { SupplierShippingTimeRow } from './suppliers.tables.ts';

/** A product the supplier supplies, with the link's lead times (its page reads them: catalog). */
export interface SupplierProductRow {
  id: number;
  name: string;
  bufferDays: number;
  productionLeadDays: number;
}

/** Database rows to the Supplier contract; `products` only on the detail. */
export function presentSupplier(
  row: SupplierListRow,
  shippingTimes: SupplierShippingTimeRow[],
  products?: SupplierProductRow[],
): Supplier {
  const { supplier } = row;
  return {
    id: supplier.id,
    organisation_id: supplier.organisationId,
    name: supplier.name,
    warehouse: row.warehouse,
    shipping_times: shippingTimes.map((time) => ({
      id: time.id,
      supplier_id: time.supplierId,
      type: time.type,
      code: time.code,
      days: time.days,
    })),
    product_count: row.productCount,
    ...(products
      ? {
          products: products.map((product) => ({
            id: product.id,
            name: product.name,
            pivot: { buffer_days: product.bufferDays, production_lead_days: product.productionLeadDays },
          })),
        }
      : {}),
    created_at: supplier.createdAt.toISOString(),
    updated_at: supplier.updatedAt.toISOString(),
  };
}

/** "DE:12;EU:20", the import's own notation. */
export function formatShippingTimes(times: SupplierShippingTimeRow[]): string {
  return times.map((time) => `${time.code}:${time.days}`).join(';');
}

/** One row of GET /suppliers/export.csv: a value for each of SUPPLIER_CSV_COLUMNS.export. */
export function supplierCsvRow(
  row: SupplierListRow,
  times: SupplierShippingTimeRow[],
): Record<(typeof SUPPLIER_CSV_COLUMNS.export)[number], string> {
  return {
    name: row.supplier.name,
    warehouse: row.warehouse?.name ?? '',
    shipping_times: formatShippingTimes(times),
  };
}
