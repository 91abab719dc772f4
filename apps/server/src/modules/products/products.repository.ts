import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { nameTaken, ownedIds } from '../../db/tenant-lookups.ts';
import { inChunks } from '../../lib/chunks.ts';
import { type ProductRow, products } from './products.tables.ts';

/** The product row (its min stock), or undefined. */
export async function findProductRow(
  db: Executor,
  { organisationId, id }: { organisationId: number; id: number },
): Promise<ProductRow | undefined> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.organisationId, organisationId), eq(products.id, id)));
  return row;
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

/**
 * Deletes a product; its supplier links go with it (cascade). Its SKUs must be unmapped first
 * (their pointer has no ON DELETE action): the catalog's deletion does both in one transaction.
 */
export async function deleteProduct(
  db: Executor,
  { organisationId, id }: { organisationId: number; id: number },
): Promise<boolean> {
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

/**
 * Products whose main supplier is `supplierId` stop naming it, except `keptProductIds`: the
 * supplier no longer supplies them (a main supplier is always one of the product's suppliers).
 */
export async function dropSupplierFromProducts(
  db: Executor,
  {
    organisationId,
    supplierId,
    keptProductIds,
  }: { organisationId: number; supplierId: number; keptProductIds: number[] },
): Promise<void> {
  await db
    .update(products)
    .set({ supplierId: null, updatedAt: sql`now()` })
    .where(
      and(
        eq(products.organisationId, organisationId),
        eq(products.supplierId, supplierId),
        keptProductIds.length ? notInArray(products.id, keptProductIds) : undefined,
      ),
    );
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
