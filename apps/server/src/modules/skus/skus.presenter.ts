import { type SKU_CSV_COLUMNS, type Sku, skuDisplayName } from '@backoffice/shared';
import { presentCogs } from '../products/cogs.domain.ts';
import type { SkuWarehouseRow } from './skus.repository.ts';
import type { SkuListing, SkuListRow } from './skus-list.repository.ts';

/** Database rows to the Sku contract; `warehouses` only on the detail. */
export function presentSku(row: SkuListRow, listings: SkuListing[], warehouses?: SkuWarehouseRow[]): Sku {
  const { sku, productName } = row;
  const marketplaces = [
    ...new Map(
      listings.flatMap((listing) =>
        listing.marketplace ? [[listing.marketplace.id, listing.marketplace]] : [],
      ),
    ).values(),
  ];
  return {
    id: sku.id,
    sku_id: sku.skuId,
    asin: sku.asin,
    name: sku.name,
    display_name: skuDisplayName({ productName, skuId: sku.skuId }),
    marketplace_title: sku.catalogTitle,
    image_url: sku.catalogImageUrl,
    product_id: sku.productId,
    product_name: productName,
    product: sku.productId !== null && productName !== null ? { id: sku.productId, name: productName } : null,
    is_hidden: sku.isHidden,
    cogs: presentCogs(sku.cogs, sku.cogsCurrency),
    cogs_currency: sku.cogsCurrency,
    marketplaces,
    countries: [...new Set(marketplaces.map((marketplace) => marketplace.country_code))],
    // Where it sold comes from store orders, which arrive with the orders issue.
    sale_marketplaces: [],
    sales_channel_ids: listings.map((listing) => listing.salesChannelId),
    stock: row.stock,
    ...(warehouses
      ? {
          warehouses: warehouses.map((warehouse) => ({
            id: warehouse.id,
            ulid: warehouse.ulid,
            name: warehouse.name,
            warehouse_sku: {
              quantity: warehouse.quantity,
              inventory_cache: warehouse.inventoryCache,
              out_of_stock_date: warehouse.outOfStockDate,
            },
          })),
        }
      : {}),
    needs_attention: (sku.productId === null || sku.cogs === null) && !sku.isHidden,
    created_at: sku.createdAt.toISOString(),
    updated_at: sku.updatedAt.toISOString(),
  };
}

/** One row of GET /skus/export.csv: a value for each of SKU_CSV_COLUMNS.export. */
export function skuCsvRow(row: SkuListRow): Record<(typeof SKU_CSV_COLUMNS.export)[number], string | number> {
  return {
    sku_id: row.sku.skuId,
    asin: row.sku.asin ?? '',
    name: row.sku.name ?? '',
    product: row.productName ?? '',
    cogs: presentCogs(row.sku.cogs, row.sku.cogsCurrency) ?? '',
    cogs_currency: row.sku.cogsCurrency,
    hidden: row.sku.isHidden ? 'true' : 'false',
    stock: row.stock,
  };
}
