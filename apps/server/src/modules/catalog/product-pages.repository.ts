import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { warehouseStockFacts } from '../inventory/inventory.facts.ts';
import { productFacts } from '../products/products.facts.ts';
import { skuFacts } from '../skus/skus.facts.ts';
import { productSupplierFacts, supplierFacts } from '../suppliers/suppliers.facts.ts';
import {
  type ProductListRow,
  productColumns,
  productStats,
  supplierJoin,
} from './product-list.repository.ts';

/** The product with its main supplier's name and its SKU figures. */
export async function findProduct(
  db: Executor,
  { organisationId, id }: { organisationId: number; id: number },
): Promise<ProductListRow | undefined> {
  const [row] = await db
    .select({ product: productColumns, supplierName: supplierFacts.name })
    .from(productFacts)
    .leftJoin(supplierFacts, supplierJoin)
    .where(and(eq(productFacts.organisationId, organisationId), eq(productFacts.id, id)));
  if (!row) return undefined;
  const figures = await productStats(db, { organisationId, productIds: [id] });
  return { ...row, ...(figures.get(id) ?? { skuCount: 0, stock: 0 }) };
}

/** The product's SKUs with their units across warehouses. */
export async function productSkus(
  db: Executor,
  { organisationId, productId }: { organisationId: number; productId: number },
) {
  return db
    .select({
      id: skuFacts.id,
      skuId: skuFacts.skuId,
      asin: skuFacts.asin,
      name: skuFacts.name,
      isHidden: skuFacts.isHidden,
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
    .where(and(eq(skuFacts.organisationId, organisationId), eq(skuFacts.productId, productId)))
    .groupBy(
      skuFacts.organisationId,
      skuFacts.id,
      skuFacts.skuId,
      skuFacts.asin,
      skuFacts.name,
      skuFacts.isHidden,
    )
    .orderBy(asc(skuFacts.skuId));
}
export type ProductSkuRow = Awaited<ReturnType<typeof productSkus>>[number];

/** The product's suppliers with the pivot (lead times, minimums) and the supplier's currency. */
export async function productSupplierLinks(
  db: Executor,
  { organisationId, productId }: { organisationId: number; productId: number },
) {
  return db
    .select({
      id: supplierFacts.id,
      name: supplierFacts.name,
      currency: supplierFacts.currency,
      bufferDays: productSupplierFacts.bufferDays,
      productionLeadDays: productSupplierFacts.productionLeadDays,
      minOrderQuantity: productSupplierFacts.minOrderQuantity,
      minOrderValue: productSupplierFacts.minOrderValue,
    })
    .from(productSupplierFacts)
    .innerJoin(
      supplierFacts,
      and(
        eq(supplierFacts.organisationId, productSupplierFacts.organisationId),
        eq(supplierFacts.id, productSupplierFacts.supplierId),
      ),
    )
    .where(
      and(
        eq(productSupplierFacts.organisationId, organisationId),
        eq(productSupplierFacts.productId, productId),
      ),
    )
    .orderBy(asc(sql`lower(${supplierFacts.name})`), asc(supplierFacts.id));
}
export type ProductSupplierLinkRow = Awaited<ReturnType<typeof productSupplierLinks>>[number];
