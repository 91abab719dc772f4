import type { ProductListQuery } from '@backoffice/shared';
import { and, eq, ilike, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { likePattern, orderBy } from '../../db/list-sql.ts';
import type { ListSource } from '../../lib/list-page.ts';
import { warehouseStockFacts } from '../inventory/inventory.facts.ts';
import { type ProductRow, productFacts } from '../products/products.facts.ts';
import { skuFacts } from '../skus/skus.facts.ts';
import { productSupplierFacts, supplierFacts } from '../suppliers/suppliers.facts.ts';

/** The product list's queries: filters, sorts and the SKU figures (count, units) per product. */
export type ProductFilters = Pick<ProductListQuery, 'search' | 'supplier_id' | 'has_cogs'>;
export type ProductSort = Pick<ProductListQuery, 'sort' | 'sortDesc'>;

export interface ProductStats {
  skuCount: number;
  stock: number;
}
export interface ProductListRow extends ProductStats {
  product: ProductRow;
  supplierName: string | null;
}

/** The product's own columns, as the pages present them. */
export const productColumns = {
  organisationId: productFacts.organisationId,
  id: productFacts.id,
  name: productFacts.name,
  supplierId: productFacts.supplierId,
  cogs: productFacts.cogs,
  cogsCurrency: productFacts.cogsCurrency,
  minStock: productFacts.minStock,
  createdAt: productFacts.createdAt,
  updatedAt: productFacts.updatedAt,
};

/** The main supplier's name beside the product. */
export const supplierJoin = and(
  eq(supplierFacts.organisationId, productFacts.organisationId),
  eq(supplierFacts.id, productFacts.supplierId),
);

function whereProducts(organisationId: number, filters: ProductFilters): SQL | undefined {
  return and(
    eq(productFacts.organisationId, organisationId),
    filters.search ? ilike(productFacts.name, likePattern(filters.search)) : undefined,
    filters.supplier_id === undefined
      ? undefined
      : or(
          eq(productFacts.supplierId, filters.supplier_id),
          sql`exists (select 1 from ${productSupplierFacts} where ${productSupplierFacts.organisationId} = ${organisationId} and ${productSupplierFacts.productId} = ${productFacts.id} and ${productSupplierFacts.supplierId} = ${filters.supplier_id})`,
        ),
    filters.has_cogs === undefined
      ? undefined
      : filters.has_cogs
        ? isNotNull(productFacts.cogs)
        : isNull(productFacts.cogs),
  );
}

/** SKU count and units of some products: a join over just their SKUs' stock rows. */
function someProductsStats(db: Executor, organisationId: number, productIds: number[]) {
  return db
    .select({
      productId: sql<number>`${skuFacts.productId}`.mapWith(Number),
      skuCount: sql<number>`count(distinct ${skuFacts.id})::int`,
      stock: sql<number>`coalesce(sum(${warehouseStockFacts.quantity}), 0)::int`,
    })
    .from(skuFacts)
    .leftJoin(
      warehouseStockFacts,
      and(
        eq(warehouseStockFacts.organisationId, skuFacts.organisationId),
        eq(warehouseStockFacts.skuId, skuFacts.id),
      ),
    )
    .where(and(eq(skuFacts.organisationId, organisationId), inArray(skuFacts.productId, productIds)))
    .groupBy(skuFacts.productId);
}

/**
 * SKU count and units of every product, for sorting by them: stock is summed per SKU first, so
 * the per-product aggregate needs no count(distinct) over the joined rows.
 */
function allProductsStats(db: Executor, organisationId: number) {
  const totals = db
    .select({
      skuId: sql<number>`${warehouseStockFacts.skuId}`.as('stats_sku_id'),
      quantity: sql<number>`sum(${warehouseStockFacts.quantity})`.as('stats_quantity'),
    })
    .from(warehouseStockFacts)
    .where(eq(warehouseStockFacts.organisationId, organisationId))
    .groupBy(warehouseStockFacts.skuId)
    .as('stock_totals');
  return db
    .select({
      productId: sql<number>`${skuFacts.productId}`.mapWith(Number).as('stats_product_id'),
      skuCount: sql<number>`count(*)::int`.as('sku_count'),
      stock: sql<number>`coalesce(sum(${totals.quantity}), 0)::int`.as('stock'),
    })
    .from(skuFacts)
    .leftJoin(totals, eq(totals.skuId, skuFacts.id))
    .where(and(eq(skuFacts.organisationId, organisationId), isNotNull(skuFacts.productId)))
    .groupBy(skuFacts.productId)
    .as('stats');
}

export async function productStats(
  db: Executor,
  { organisationId, productIds }: { organisationId: number; productIds: number[] },
): Promise<Map<number, ProductStats>> {
  if (productIds.length === 0) return new Map();
  const rows = await someProductsStats(db, organisationId, productIds);
  return new Map(rows.map((row) => [row.productId, { skuCount: row.skuCount, stock: row.stock }]));
}

export async function countProducts(
  db: Executor,
  { organisationId, filters }: { organisationId: number; filters: ProductFilters },
) {
  const [row] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(productFacts)
    .where(whereProducts(organisationId, filters));
  return row?.value ?? 0;
}

/**
 * One page of products (or all of them, for the export) with their main supplier's name and
 * their SKU figures. Sorting by a figure joins the figures of every product; any other sort
 * pages first and computes the figures for the page's products only.
 */
/** The organisation's products under the list's filters, as a ListSource. */
export function productList(
  db: Executor,
  { organisationId, filters }: { organisationId: number; filters: ProductFilters },
): ListSource<ProductListQuery['sort'], ProductListRow> {
  return {
    rows: ({ sort, sortDesc, limit, offset }) =>
      listProducts(db, { organisationId, query: { ...filters, sort, sortDesc }, page: { limit, offset } }),
    count: () => countProducts(db, { organisationId, filters }),
  };
}

export async function listProducts(
  db: Executor,
  {
    organisationId,
    query,
    page,
  }: {
    organisationId: number;
    query: ProductFilters & ProductSort;
    page?: { limit: number; offset: number };
  },
): Promise<ProductListRow[]> {
  const byFigure = query.sort === 'stock' || query.sort === 'sku_count' || !page;
  const stats = allProductsStats(db, organisationId);
  const sortColumns = {
    name: sql`lower(${productFacts.name})`,
    cogs: productFacts.cogs,
    created_at: productFacts.createdAt,
    updated_at: productFacts.updatedAt,
    stock: sql`coalesce(${stats.stock}, 0)`,
    sku_count: sql`coalesce(${stats.skuCount}, 0)`,
  };
  const base = db
    .select({
      product: productColumns,
      supplierName: supplierFacts.name,
      ...(byFigure ? { skuCount: stats.skuCount, stock: stats.stock } : {}),
    })
    .from(productFacts)
    .leftJoin(supplierFacts, supplierJoin)
    .$dynamic();
  const joined = byFigure ? base.leftJoin(stats, eq(stats.productId, productFacts.id)) : base;
  const ordered = joined
    .where(whereProducts(organisationId, query))
    .orderBy(...orderBy(sortColumns, query.sort, query.sortDesc, productFacts.id));
  const rows = (await (page ? ordered.limit(page.limit).offset(page.offset) : ordered)) as {
    product: ProductRow;
    supplierName: string | null;
    skuCount?: number | null;
    stock?: number | null;
  }[];
  if (byFigure) return rows.map((row) => ({ ...row, skuCount: row.skuCount ?? 0, stock: row.stock ?? 0 }));
  const figures = await productStats(db, {
    organisationId,
    productIds: rows.map((row) => row.product.id),
  });
  return rows.map((row) => ({ ...row, ...(figures.get(row.product.id) ?? { skuCount: 0, stock: 0 }) }));
}
