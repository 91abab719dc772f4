import {
  DEFAULT_CURRENCY,
  fromMinorUnits,
  type ProductSupplierPivot,
  type SUPPLIER_CSV_COLUMNS,
  type Supplier,
} from '@backoffice/shared';
import type { SupplierListRow } from './suppliers.repository.ts';
import type { SupplierShippingTimeRow } from './suppliers.tables.ts';

/** A product the supplier supplies, with the link's lead times and minimums (its page reads them: catalog). */
export interface SupplierProductRow extends PivotRow {
  id: number;
  name: string;
}

/** A product–supplier link's own columns (suppliers.tables.ts, productSuppliers). */
interface PivotRow {
  bufferDays: number;
  productionLeadDays: number;
  minOrderQuantity: number | null;
  minOrderValue: number | null;
}

/** The link as either side shows it; the minimum order value in the supplier's currency. */
export function presentPivot(row: PivotRow, currency: string | null): ProductSupplierPivot {
  return {
    buffer_days: row.bufferDays,
    production_lead_days: row.productionLeadDays,
    min_order_quantity: row.minOrderQuantity,
    // A value is only ever written with a currency set; DEFAULT_CURRENCY reads one that was not.
    min_order_value:
      row.minOrderValue === null ? null : fromMinorUnits(row.minOrderValue, currency ?? DEFAULT_CURRENCY),
  };
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
    currency: supplier.currency,
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
            pivot: presentPivot(product, supplier.currency),
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
    currency: row.supplier.currency ?? '',
    shipping_times: formatShippingTimes(times),
  };
}
