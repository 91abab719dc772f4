import type { WarehouseStockSort } from '@backoffice/shared';
import { and, count, eq, gt, ilike, inArray, lte, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { likePattern, orderBy } from '../../db/list-sql.ts';
import type { ListSource } from '../../lib/list-page.ts';
import { warehouseStockFacts } from '../inventory/inventory.facts.ts';
import { productFacts } from '../products/products.facts.ts';
import { skuFacts } from '../skus/skus.facts.ts';

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
    eq(warehouseStockFacts.organisationId, organisationId),
    eq(warehouseStockFacts.warehouseId, warehouseId),
    search
      ? or(ilike(skuFacts.skuId, likePattern(search)), ilike(skuFacts.asin, likePattern(search)))
      : undefined,
    inStock === undefined
      ? undefined
      : inStock
        ? gt(warehouseStockFacts.quantity, 0)
        : lte(warehouseStockFacts.quantity, 0),
    skuIds === undefined ? undefined : inArray(warehouseStockFacts.skuId, [...skuIds]),
  );
}

const skuJoin = and(
  eq(skuFacts.organisationId, warehouseStockFacts.organisationId),
  eq(skuFacts.id, warehouseStockFacts.skuId),
);
const productJoin = and(
  eq(productFacts.organisationId, skuFacts.organisationId),
  eq(productFacts.id, skuFacts.productId),
);

/** A warehouse's stock rows, each with its SKU and the SKU's product name. */
function selectStock(db: Executor) {
  return db
    .select({
      stock: {
        quantity: warehouseStockFacts.quantity,
        inventoryCache: warehouseStockFacts.inventoryCache,
        outOfStockDate: warehouseStockFacts.outOfStockDate,
        updatedAt: warehouseStockFacts.updatedAt,
      },
      sku: { id: skuFacts.id, skuId: skuFacts.skuId, asin: skuFacts.asin, productId: skuFacts.productId },
      productName: productFacts.name,
    })
    .from(warehouseStockFacts)
    .innerJoin(skuFacts, skuJoin)
    .leftJoin(productFacts, productJoin);
}
export type WarehouseStockRow = Awaited<ReturnType<typeof selectStock>>[number];

const sortColumns = {
  sku_id: skuFacts.skuId,
  quantity: warehouseStockFacts.quantity,
  updated_at: warehouseStockFacts.updatedAt,
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
        .from(warehouseStockFacts)
        .innerJoin(skuFacts, skuJoin)
        .where(condition);
      return row?.value ?? 0;
    },
    rows: ({ sort, sortDesc, limit, offset }) =>
      selectStock(db)
        .where(condition)
        .orderBy(...orderBy(sortColumns, sort, sortDesc, skuFacts.id))
        .limit(limit)
        .offset(offset),
  };
}
