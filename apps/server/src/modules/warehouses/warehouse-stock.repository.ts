import type { WarehouseStockSort } from '@backoffice/shared';
import { and, count, eq, gt, ilike, inArray, lte, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { likePattern, orderBy } from '../../db/list-sql.ts';
import type { ListSource } from '../../lib/list-page.ts';
import { warehouseStock } from '../inventory/inventory.tables.ts';
import { products } from '../products/products.tables.ts';
import { skus } from '../skus/skus.tables.ts';

export interface WarehouseStockFilters {
  organisationId: number;
  warehouseId: number;
  search?: string;
  inStock?: boolean;
  /** Only these SKUs (a transfer's origin stock of the SKUs it carries). */
  skuIds?: readonly number[];
}

function stockWhere({
  organisationId,
  warehouseId,
  search,
  inStock,
  skuIds,
}: WarehouseStockFilters): SQL | undefined {
  return and(
    eq(warehouseStock.organisationId, organisationId),
    eq(warehouseStock.warehouseId, warehouseId),
    search ? or(ilike(skus.skuId, likePattern(search)), ilike(skus.asin, likePattern(search))) : undefined,
    inStock === undefined
      ? undefined
      : inStock
        ? gt(warehouseStock.quantity, 0)
        : lte(warehouseStock.quantity, 0),
    skuIds === undefined ? undefined : inArray(warehouseStock.skuId, [...skuIds]),
  );
}

const skuJoin = and(
  eq(skus.organisationId, warehouseStock.organisationId),
  eq(skus.id, warehouseStock.skuId),
);
const productJoin = and(eq(products.organisationId, skus.organisationId), eq(products.id, skus.productId));

/** A warehouse's stock rows, each with its SKU and the SKU's product name. */
function selectStock(db: Executor) {
  return db
    .select({
      stock: warehouseStock,
      sku: { id: skus.id, skuId: skus.skuId, asin: skus.asin, productId: skus.productId },
      productName: products.name,
    })
    .from(warehouseStock)
    .innerJoin(skus, skuJoin)
    .leftJoin(products, productJoin);
}
export type WarehouseStockRow = Awaited<ReturnType<typeof selectStock>>[number];

const sortColumns = {
  sku_id: skus.skuId,
  quantity: warehouseStock.quantity,
  updated_at: warehouseStock.updatedAt,
};

/** A warehouse's stock table under its filters, to be paged. */
export function warehouseStockList(
  db: Executor,
  filters: WarehouseStockFilters,
): ListSource<WarehouseStockSort, WarehouseStockRow> {
  const condition = stockWhere(filters);
  return {
    // The search is on the SKU, so the count joins it too.
    count: async () => {
      const [row] = await db
        .select({ value: count() })
        .from(warehouseStock)
        .innerJoin(skus, skuJoin)
        .where(condition);
      return row?.value ?? 0;
    },
    rows: ({ sort, sortDesc, limit, offset }) =>
      selectStock(db)
        .where(condition)
        .orderBy(...orderBy(sortColumns, sort, sortDesc, skus.id))
        .limit(limit)
        .offset(offset),
  };
}
