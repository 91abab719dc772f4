import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { inChunks } from '../../lib/chunks.ts';
import { movementFacts, warehouseStockFacts } from '../inventory/inventory.facts.ts';
import { productFacts } from '../products/products.facts.ts';
import { warehouseFacts } from '../warehouses/warehouses.facts.ts';
import { type SkuRow, skus } from './skus.tables.ts';
import { productJoin, type SkuListRow, stockOfSkus } from './skus-list.repository.ts';

type Key = { organisationId: number; id: number };

export async function findSku(db: Executor, { organisationId, id }: Key): Promise<SkuListRow | undefined> {
  const [row] = await db
    .select({ sku: skus, productName: productFacts.name })
    .from(skus)
    .leftJoin(productFacts, productJoin)
    .where(and(eq(skus.organisationId, organisationId), eq(skus.id, id)));
  if (!row) return undefined;
  const stock = await stockOfSkus(db, { organisationId, skuIds: [id] });
  return { ...row, stock: stock.get(id) ?? 0 };
}

export async function lockSku(db: Executor, { organisationId, id }: Key) {
  const [row] = await db
    .select()
    .from(skus)
    .where(and(eq(skus.organisationId, organisationId), eq(skus.id, id)))
    .for('update');
  return row;
}

/** The warehouses holding the SKU, with its stock row there. */
export async function skuWarehouses(db: Executor, { organisationId, id }: Key) {
  return db
    .select({
      id: warehouseFacts.id,
      ulid: warehouseFacts.ulid,
      name: warehouseFacts.name,
      quantity: warehouseStockFacts.quantity,
      inventoryCache: warehouseStockFacts.inventoryCache,
      outOfStockDate: warehouseStockFacts.outOfStockDate,
    })
    .from(warehouseStockFacts)
    .innerJoin(
      warehouseFacts,
      and(
        eq(warehouseFacts.organisationId, warehouseStockFacts.organisationId),
        eq(warehouseFacts.id, warehouseStockFacts.warehouseId),
      ),
    )
    .where(and(eq(warehouseStockFacts.organisationId, organisationId), eq(warehouseStockFacts.skuId, id)))
    .orderBy(asc(warehouseFacts.name), asc(warehouseFacts.id));
}
export type SkuWarehouseRow = Awaited<ReturnType<typeof skuWarehouses>>[number];

export async function skuIdTaken(
  db: Executor,
  { organisationId, skuId }: { organisationId: number; skuId: string },
): Promise<boolean> {
  const [row] = await db
    .select({ id: skus.id })
    .from(skus)
    .where(and(eq(skus.organisationId, organisationId), eq(skus.skuId, skuId)))
    .limit(1);
  return row !== undefined;
}

/** SKUs by seller SKU id, locked for update: the import rewrites them from what it read here. */
export async function skusBySkuId(
  db: Executor,
  { organisationId, skuIds }: { organisationId: number; skuIds: string[] },
): Promise<Map<string, SkuRow>> {
  const rows = await inChunks([...new Set(skuIds)], 1000, (chunk) =>
    db
      .select()
      .from(skus)
      .where(and(eq(skus.organisationId, organisationId), inArray(skus.skuId, chunk)))
      .for('update'),
  );
  return new Map(rows.map((row) => [row.skuId, row]));
}

export type SkuValues = Partial<
  Pick<SkuRow, 'asin' | 'name' | 'productId' | 'isHidden' | 'cogs' | 'cogsCurrency'>
>;

export async function insertSku(
  db: Executor,
  { organisationId, values }: { organisationId: number; values: SkuValues & { skuId: string } },
): Promise<SkuRow> {
  const [row] = await db
    .insert(skus)
    .values({ ...values, organisationId })
    .returning();
  if (!row) throw new Error('SKU insert returned nothing');
  return row;
}

export async function updateSku(
  db: Executor,
  { organisationId, id, values }: Key & { values: SkuValues },
): Promise<void> {
  await db
    .update(skus)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(skus.organisationId, organisationId), eq(skus.id, id)));
}

/** Points many SKUs at one product (the mapping screen). */
export async function mapSkus(
  db: Executor,
  { organisationId, skuIds, productId }: { organisationId: number; skuIds: number[]; productId: number },
): Promise<number> {
  const updated = await db
    .update(skus)
    .set({ productId, updatedAt: sql`now()` })
    .where(and(eq(skus.organisationId, organisationId), inArray(skus.id, skuIds)))
    .returning({ id: skus.id });
  return updated.length;
}

/** Whether the ledger has any movement of the SKU (then it must be kept, and may be hidden). */
export async function skuHasMovements(db: Executor, { organisationId, id }: Key): Promise<boolean> {
  const [row] = await db
    .select({ id: movementFacts.id })
    .from(movementFacts)
    .where(and(eq(movementFacts.organisationId, organisationId), eq(movementFacts.skuId, id)))
    .limit(1);
  return row !== undefined;
}

/** Deletes the SKU; its stock rows and listings cascade. */
export async function deleteSku(db: Executor, { organisationId, id }: Key): Promise<boolean> {
  const deleted = await db
    .delete(skus)
    .where(and(eq(skus.organisationId, organisationId), eq(skus.id, id)))
    .returning({ id: skus.id });
  return deleted.length > 0;
}

/**
 * Many SKUs (generated data: the demo's), 1,000 rows a statement (far below PostgreSQL's
 * parameter limit), answered as their ids and SKU ids.
 */
export function insertSkus(
  db: Executor,
  { organisationId, rows }: { organisationId: number; rows: readonly (SkuValues & { skuId: string })[] },
): Promise<{ id: number; skuId: string }[]> {
  return inChunks(rows, 1000, (chunk) =>
    db
      .insert(skus)
      .values(chunk.map((row) => ({ ...row, organisationId })))
      .returning({ id: skus.id, skuId: skus.skuId }),
  );
}
