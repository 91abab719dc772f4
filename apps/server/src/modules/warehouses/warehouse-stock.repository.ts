import { and, count, eq, gt, ilike, lte, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { likePattern, orderBy } from '../../db/list-sql.ts';
import { warehouseStock } from '../inventory/inventory.tables.ts';
import { products } from '../products/products.tables.ts';
import { skus } from '../skus/skus.tables.ts';

export type WarehouseStockSort = 'sku_id' | 'quantity' | 'updated_at';
export interface WarehouseStockFilters {
  organisationId: number;
  warehouseId: number;
  search?: string;
  inStock?: boolean;
}

function stockWhere({
  organisationId,
  warehouseId,
  search,
  inStock,
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
  );
}

const skuJoin = and(
  eq(skus.organisationId, warehouseStock.organisationId),
  eq(skus.id, warehouseStock.skuId),
);
const productJoin = and(eq(products.organisationId, skus.organisationId), eq(products.id, skus.productId));

/** One page of a warehouse's stock table, each row with its SKU and the SKU's product name. */
export async function listWarehouseStock(
  db: Executor,
  filters: WarehouseStockFilters,
  {
    sort,
    sortDesc,
    limit,
    offset,
  }: { sort: WarehouseStockSort; sortDesc: boolean; limit: number; offset: number },
) {
  const columns = {
    sku_id: skus.skuId,
    quantity: warehouseStock.quantity,
    updated_at: warehouseStock.updatedAt,
  };
  return db
    .select({
      stock: warehouseStock,
      sku: { id: skus.id, skuId: skus.skuId, asin: skus.asin, productId: skus.productId },
      productName: products.name,
    })
    .from(warehouseStock)
    .innerJoin(skus, skuJoin)
    .leftJoin(products, productJoin)
    .where(stockWhere(filters))
    .orderBy(...orderBy(columns, sort, sortDesc, skus.id))
    .limit(limit)
    .offset(offset);
}
export type WarehouseStockRow = Awaited<ReturnType<typeof listWarehouseStock>>[number];

export async function countWarehouseStock(db: Executor, filters: WarehouseStockFilters): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(warehouseStock)
    .innerJoin(skus, skuJoin)
    .where(stockWhere(filters));
  return row?.value ?? 0;
}
