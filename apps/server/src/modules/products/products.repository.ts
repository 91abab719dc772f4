import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { nameTaken, ownedIds } from '../../db/tenant-lookups.ts';
import { inChunks } from '../../lib/chunks.ts';
import { warehouseStock } from '../inventory/inventory.tables.ts';
import { skus } from '../skus/skus.tables.ts';
import { productSuppliers, suppliers } from '../suppliers/suppliers.tables.ts';
import { type ProductRow, products } from './products.tables.ts';
import { type ProductListRow, productStats } from './products-list.repository.ts';

export async function findProduct(
  db: Executor,
  { organisationId, id }: { organisationId: number; id: number },
): Promise<ProductListRow | undefined> {
  const [row] = await db
    .select({ product: products, supplierName: suppliers.name })
    .from(products)
    .leftJoin(
      suppliers,
      and(eq(suppliers.organisationId, products.organisationId), eq(suppliers.id, products.supplierId)),
    )
    .where(and(eq(products.organisationId, organisationId), eq(products.id, id)));
  if (!row) return undefined;
  const figures = await productStats(db, { organisationId, productIds: [id] });
  return { ...row, ...(figures.get(id) ?? { skuCount: 0, stock: 0 }) };
}

export const productNameTaken = (
  db: Executor,
  key: { organisationId: number; name: string; exceptId?: number },
) => nameTaken(db, products, key);

/** Which of these ids are products of the organisation, key-share locked (see ownedIds). */
export const productsExist = (
  db: Executor,
  { organisationId, ids }: { organisationId: number; ids: number[] },
) => ownedIds(db, products, organisationId, ids, 'key share');

/**
 * Products by case-blind name, keyed by the lower-cased name. `lock`: 'update' for rows the caller
 * will rewrite (an import), so a concurrent edit waits instead of being overwritten; 'key share'
 * for rows it only points at.
 */
export async function productsByLowerName(
  db: Executor,
  {
    organisationId,
    names,
    lock = 'key share',
  }: { organisationId: number; names: string[]; lock?: 'update' | 'key share' },
): Promise<Map<string, ProductRow>> {
  const unique = [...new Set(names.map((name) => name.toLowerCase()))];
  const rows = await inChunks(unique, 1000, (chunk) =>
    db
      .select()
      .from(products)
      .where(and(eq(products.organisationId, organisationId), inArray(sql`lower(${products.name})`, chunk)))
      .for(lock),
  );
  return new Map(rows.map((row) => [row.name.toLowerCase(), row]));
}

export type ProductValues = Partial<
  Pick<ProductRow, 'name' | 'supplierId' | 'cogs' | 'cogsCurrency' | 'minStock'>
>;

export async function insertProduct(
  db: Executor,
  { organisationId, values }: { organisationId: number; values: ProductValues & { name: string } },
): Promise<ProductRow> {
  const [row] = await db
    .insert(products)
    .values({ ...values, organisationId })
    .returning();
  if (!row) throw new Error('Product insert returned nothing');
  return row;
}

export async function updateProduct(
  db: Executor,
  { organisationId, id, values }: { organisationId: number; id: number; values: ProductValues },
): Promise<ProductRow | undefined> {
  const [row] = await db
    .update(products)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(products.organisationId, organisationId), eq(products.id, id)))
    .returning();
  return row;
}

/** Deletes a product; its SKUs stay, unmapped, and its supplier links go with it. */
export async function deleteProduct(
  db: Executor,
  { organisationId, id }: { organisationId: number; id: number },
): Promise<boolean> {
  // Locked first, so a mapping to this product either commits before (and is undone here) or
  // waits and finds the product gone.
  if (!(await lockProduct(db, { organisationId, id }))) return false;
  await db
    .update(skus)
    .set({ productId: null, updatedAt: sql`now()` })
    .where(and(eq(skus.organisationId, organisationId), eq(skus.productId, id)));
  await db
    .delete(productSuppliers)
    .where(and(eq(productSuppliers.organisationId, organisationId), eq(productSuppliers.productId, id)));
  const deleted = await db
    .delete(products)
    .where(and(eq(products.organisationId, organisationId), eq(products.id, id)))
    .returning({ id: products.id });
  return deleted.length > 0;
}

/** Locks the product row, so a delete and an update of the same product run one after the other. */
export async function lockProduct(
  db: Executor,
  { organisationId, id }: { organisationId: number; id: number },
): Promise<ProductRow | undefined> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.organisationId, organisationId), eq(products.id, id)))
    .for('update');
  return row;
}

/** The product's SKUs with their units across warehouses. */
export async function productSkus(
  db: Executor,
  { organisationId, productId }: { organisationId: number; productId: number },
) {
  return db
    .select({
      id: skus.id,
      skuId: skus.skuId,
      asin: skus.asin,
      name: skus.name,
      isHidden: skus.isHidden,
      stock: sql<number>`coalesce(sum(${warehouseStock.quantity}), 0)::int`,
    })
    .from(skus)
    .leftJoin(
      warehouseStock,
      and(eq(warehouseStock.organisationId, skus.organisationId), eq(warehouseStock.skuId, skus.id)),
    )
    .where(and(eq(skus.organisationId, organisationId), eq(skus.productId, productId)))
    .groupBy(skus.organisationId, skus.id)
    .orderBy(asc(skus.skuId));
}
export type ProductSkuRow = Awaited<ReturnType<typeof productSkus>>[number];

/** The product's suppliers with the pivot (lead times). */
export async function productSupplierLinks(
  db: Executor,
  { organisationId, productId }: { organisationId: number; productId: number },
) {
  return db
    .select({
      id: suppliers.id,
      name: suppliers.name,
      bufferDays: productSuppliers.bufferDays,
      productionLeadDays: productSuppliers.productionLeadDays,
    })
    .from(productSuppliers)
    .innerJoin(
      suppliers,
      and(
        eq(suppliers.organisationId, productSuppliers.organisationId),
        eq(suppliers.id, productSuppliers.supplierId),
      ),
    )
    .where(
      and(eq(productSuppliers.organisationId, organisationId), eq(productSuppliers.productId, productId)),
    )
    .orderBy(asc(sql`lower(${suppliers.name})`), asc(suppliers.id));
}
export type ProductSupplierLinkRow = Awaited<ReturnType<typeof productSupplierLinks>>[number];

/** Makes the main supplier one of the product's suppliers (keeping lead times already set). */
export async function linkSupplier(
  db: Executor,
  {
    organisationId,
    productId,
    supplierId,
  }: { organisationId: number; productId: number; supplierId: number },
): Promise<void> {
  await db.insert(productSuppliers).values({ organisationId, productId, supplierId }).onConflictDoNothing();
}

/**
 * Many products (generated data: the demo's), 1,000 rows a statement (far below PostgreSQL's
 * parameter limit), answered as their ids and names.
 */
export function insertProducts(
  db: Executor,
  { organisationId, rows }: { organisationId: number; rows: readonly (ProductValues & { name: string })[] },
): Promise<{ id: number; name: string }[]> {
  return inChunks(rows, 1000, (chunk) =>
    db
      .insert(products)
      .values(chunk.map((row) => ({ ...row, organisationId })))
      .returning({ id: products.id, name: products.name }),
  );
}
