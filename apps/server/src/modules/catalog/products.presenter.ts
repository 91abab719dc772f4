import type { PRODUCT_CSV_COLUMNS, Product } from '@backoffice/shared';
import { presentCogs } from '../products/cogs.domain.ts';
import { presentPivot } from '../suppliers/suppliers.presenter.ts';
import type { ProductListRow } from './product-list.repository.ts';
import type { ProductSkuRow, ProductSupplierLinkRow } from './product-pages.repository.ts';

/** Database rows to the Product contract; `skus` and `suppliers` only on the detail. */
export function presentProduct(
  row: ProductListRow,
  detail?: { skus: ProductSkuRow[]; suppliers: ProductSupplierLinkRow[] },
): Product {
  const { product } = row;
  return {
    id: product.id,
    organisation_id: product.organisationId,
    name: product.name,
    supplier_id: product.supplierId,
    supplier:
      product.supplierId !== null && row.supplierName !== null
        ? { id: product.supplierId, name: row.supplierName }
        : null,
    cogs: presentCogs(product.cogs, product.cogsCurrency),
    cogs_currency: product.cogsCurrency,
    min_stock: product.minStock,
    sku_count: row.skuCount,
    stock: row.stock,
    ...(detail
      ? {
          skus: detail.skus.map((sku) => ({
            id: sku.id,
            sku_id: sku.skuId,
            asin: sku.asin,
            name: sku.name,
            is_hidden: sku.isHidden,
            stock: sku.stock,
          })),
          suppliers: detail.suppliers.map((supplier) => ({
            id: supplier.id,
            name: supplier.name,
            currency: supplier.currency,
            pivot: presentPivot(supplier, supplier.currency),
          })),
        }
      : {}),
    created_at: product.createdAt.toISOString(),
    updated_at: product.updatedAt.toISOString(),
  };
}

/** One row of GET /products/export.csv: a value for each of PRODUCT_CSV_COLUMNS.export. */
export function productCsvRow(
  row: ProductListRow,
): Record<(typeof PRODUCT_CSV_COLUMNS.export)[number], string | number> {
  return {
    id: row.product.id,
    name: row.product.name,
    cogs: presentCogs(row.product.cogs, row.product.cogsCurrency) ?? '',
    cogs_currency: row.product.cogsCurrency,
    min_stock: row.product.minStock ?? '',
    supplier: row.supplierName ?? '',
    sku_count: row.skuCount,
    stock: row.stock,
  };
}
